import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback';

describe('isLoopback', () => {
  it('tells loopback origins from others', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1', 'http://[::1]:3000'])
      expect(isLoopback(origin), origin).toBe(true);
    for (const origin of ['https://www.brandwala.in', 'http://localhost.example.com', 'not a url'])
      expect(isLoopback(origin), origin).toBe(false);
  });

  it('takes a URL as well as an origin', () => {
    expect(isLoopback(new URL('http://localhost:3101/mf-manifest.json'))).toBe(true);
    expect(isLoopback(new URL('https://cdn.brandwala.in/x.json'))).toBe(false);
  });
});
