import { describe, expect, it } from 'vitest';
import { applyOverrides, isAllowedOrigin, resolveOverrides } from './overrides';
import { OVERRIDES_KEY } from './config';

// A site served on the developer's machine, where loopback previews are allowed.
const PAGE = 'http://localhost:3000/services/media';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('preview overrides', () => {
  it.each([
    // The live site: the visitor's own machine only where "$previewOrigins" names it, as the CSP allows.
    ['http://localhost:3101/mf-manifest.json', false],
    ['http://localhost:3102/mf-manifest.json', true],
    ['http://127.0.0.1:5000/mf-manifest.json', false],
    ['https://www.brandwala.in/releases/catalogue/1.0.0-abc/mf-manifest.json', true],
    ['https://cdn.brandwala.in/catalogue/mf-manifest.json', true],
    ['https://evil.example/mf-manifest.json', false],
    ['https://localhost.evil.example/mf-manifest.json', false],
    ['http://user:pw@localhost:3101/mf-manifest.json', false],
    ['javascript:alert(1)', false],
    ['data:text/javascript,alert(1)', false],
  ])('%s allowed: %s', (href, allowed) => {
    expect(
      isAllowedOrigin(new URL(href), 'https://www.brandwala.in', ['https://cdn.brandwala.in', 'http://localhost:3102']),
    ).toBe(allowed);
  });

  it.each([
    ['http://localhost:3101/mf-manifest.json', true],
    ['http://127.0.0.1:5000/mf-manifest.json', true],
    // Loopback, but not what the page's policy allows (it has no source for [::1], and says http).
    ['http://[::1]:3101/mf-manifest.json', false],
    ['https://localhost:3101/mf-manifest.json', false],
    ['https://evil.example/mf-manifest.json', false],
  ])('on a site served from loopback (pnpm serve, npm start), %s allowed: %s', (href, allowed) => {
    expect(isAllowedOrigin(new URL(href), 'http://localhost:3000', [])).toBe(allowed);
  });

  it('takes overrides from the URL, stores them, and keeps them on the next visit', () => {
    const storage = memory();
    const first = resolveOverrides('?preview=catalogue@http://localhost:3101/mf-manifest.json', PAGE, [], storage);
    expect(first).toEqual({ overrides: { catalogue: 'http://localhost:3101/mf-manifest.json' }, refused: [] });
    expect(JSON.parse(storage.data.get(OVERRIDES_KEY) ?? '{}')).toEqual(first.overrides);
    expect(resolveOverrides('', PAGE, [], storage).overrides).toEqual(first.overrides);
  });

  it('refuses other origins, unknown remotes and junk, and ?preview=clear ends every override', () => {
    const storage = memory({
      [OVERRIDES_KEY]: JSON.stringify({
        cart: 'http://localhost:4000/mf-manifest.json',
        careers: 'https://evil.example/x.json',
      }),
    });
    const { overrides, refused } = resolveOverrides(
      '?preview=shop@http://localhost:1/x&preview=product@https://evil.example/m.json&preview=company@http://[bad',
      PAGE,
      [],
      storage,
    );
    expect(overrides).toEqual({ cart: 'http://localhost:4000/mf-manifest.json' });
    expect(refused).toHaveLength(4);
    expect(resolveOverrides('?preview=clear', PAGE, [], storage)).toEqual({ overrides: {}, refused: [] });
    expect(storage.data.has(OVERRIDES_KEY)).toBe(false);
  });

  it('survives corrupt stored overrides', () => {
    expect(resolveOverrides('', PAGE, [], memory({ [OVERRIDES_KEY]: '{oops' })).overrides).toEqual({});
    expect(resolveOverrides('', PAGE, [], memory({ [OVERRIDES_KEY]: '[1]' })).overrides).toEqual({});
  });

  it('replace only the overridden remotes', () => {
    const live = { catalogue: { entry: 'a', prefixes: [''] }, cart: { entry: 'b', prefixes: ['cart', 'checkout'] } };
    expect(applyOverrides(live, { cart: 'c', careers: 'd' })).toEqual({
      catalogue: { entry: 'a', prefixes: [''] },
      cart: { entry: 'c', prefixes: ['cart', 'checkout'] },
      careers: { entry: 'd', prefixes: [] },
    });
  });
});
