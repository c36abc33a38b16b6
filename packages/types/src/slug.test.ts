import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify (docs/product.md#slugs)', () => {
  it.each([
    ['Media', 'media'],
    ['Fashion & Lifestyle', 'fashion-lifestyle'],
    ['  Web Series  ', 'web-series'],
    ['Sales -- Marketing!!', 'sales-marketing'],
    ['--Photoshoots--', 'photoshoots'],
    ['Events 2026', 'events-2026'],
    ['Café Décor', 'caf-d-cor'],
    ['***', ''],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
