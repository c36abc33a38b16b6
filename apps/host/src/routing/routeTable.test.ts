import { describe, expect, it } from 'vitest';
import { ownerOf } from './routeTable';

describe('ownerOf: the host maps top-level prefixes to remotes', () => {
  it.each([
    ['/', 'catalogue'],
    ['/services', 'catalogue'],
    ['/services/media', 'catalogue'],
    ['/media', 'catalogue'],
    ['/fashion', 'catalogue'],
    ['/podcast', 'catalogue'],
    ['/search', 'catalogue'],
    ['/product/hoarding-campaign', 'product'],
    ['/cart', 'cart'],
    ['/checkout', 'cart'],
    ['/careers', 'careers'],
    ['/company/profile', 'company'],
    ['/company/anything/below', 'company'],
    ['/join-us', 'company'],
    ['/help', 'company'],
    ['/partners/store', 'company'],
    ['/refund-policy', 'company'],
    ['/payment', 'company'],
    ['/testimonials', 'company'],
    ['/location', 'company'],
  ])('%s -> %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it.each(['/servies/podcast', '/nope', '/toString', '/__proto__', '/constructor', '/cartx'])('%s belongs to no remote (404)', (path) => {
    expect(ownerOf(path)).toBeNull();
  });
});
