import { describe, expect, it } from 'vitest';
import { isLoopback, isLoopbackPreview, LOOPBACK_PREVIEW_SOURCES } from './loopback';

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

describe('isLoopbackPreview', () => {
  it('accepts what the policy lets a loopback site load from, and nothing else', () => {
    // Each source of the policy, at some port, is a preview the host accepts.
    for (const source of LOOPBACK_PREVIEW_SOURCES)
      expect(isLoopbackPreview(`${source.replace(':*', ':3101')}/mf-manifest.json`), source).toBe(true);
    // A loopback address the policy cannot name is refused instead of failing in the console.
    for (const url of ['http://[::1]:3101/mf-manifest.json', 'https://localhost:3101/mf-manifest.json', 'nope'])
      expect(isLoopbackPreview(url), url).toBe(false);
  });
});
