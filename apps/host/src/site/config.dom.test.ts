import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_ORIGIN } from '@storefront/types';
import { SITE_CONFIG_ID, fetchSiteConfig, parseSiteConfig, readInlineSiteConfig, siteConfigReader } from './config';

const PAGE = 'http://localhost:3000/services/media';

function answer(body: unknown, status = 200): typeof fetch {
  return async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

describe('reading remotes.json', () => {
  it('keeps known remotes with http(s) URLs, resolved against the page', () => {
    const config = parseSiteConfig(
      {
        catalogue: { entry: 'http://localhost:3001/mf-manifest.json', prefixes: ['', 'services'] },
        cart: '/cart/mf-manifest.json',
        careers: 'javascript:alert(1)',
        company: 42,
        product: { entry: 'data:text/javascript,alert(1)', prefixes: ['product'] },
        unknown: 'http://evil.example/mf-manifest.json',
      },
      PAGE,
    );
    expect(config.remotes).toEqual({
      catalogue: { entry: 'http://localhost:3001/mf-manifest.json', prefixes: ['', 'services'] },
      cart: { entry: 'http://localhost:3000/cart/mf-manifest.json', prefixes: [] },
    });
  });

  it('keeps only prefixes that are one lower-case path segment', () => {
    const config = parseSiteConfig(
      { company: { entry: '/c.json', prefixes: ['help', 'a/b', 'Help', '../x', 7, '', 'join-us'] } },
      PAGE,
    );
    expect(config.remotes.company?.prefixes).toEqual(['help', '', 'join-us']);
  });

  it('reads the api origin ($api): an http(s) origin only, the default otherwise', () => {
    expect(parseSiteConfig({ $api: 'https://api.brandwala.in' }, PAGE).api).toBe('https://api.brandwala.in');
    for (const bad of ['ftp://api.example', 'https://api.example/v1', '/api', 'not a url', 42, null]) {
      expect(parseSiteConfig({ $api: bad }, PAGE).api).toBe(DEFAULT_API_ORIGIN);
    }
  });

  it('reads the preview origins ($previewOrigins), strings only', () => {
    expect(parseSiteConfig({ $previewOrigins: ['https://cdn.example', 3] }, PAGE).previewOrigins).toEqual([
      'https://cdn.example',
    ]);
  });

  it('accepts the other settings ($siteOrigin, for the render step) and leaves them out', () => {
    const config = parseSiteConfig({ $siteOrigin: 'https://www.brandwala.in', cart: '/cart/mf-manifest.json' }, PAGE);
    expect(Object.keys(config)).toEqual(['remotes', 'api', 'previewOrigins']);
    expect(Object.keys(config.remotes)).toEqual(['cart']);
  });

  it('fails clearly on a bad answer', async () => {
    await expect(fetchSiteConfig(answer('nope', 404), PAGE, 1000)).rejects.toThrow('remotes.json answered 404');
    await expect(fetchSiteConfig(answer('[1,2]'), PAGE, 1000)).rejects.toThrow('not an object');
    await expect(fetchSiteConfig(answer('{oops'), PAGE, 1000)).rejects.toThrow();
  });
});

describe('the remotes.json a rendered page carries', () => {
  const REMOTES = {
    $api: 'https://api.brandwala.in',
    cart: { entry: 'http://localhost:3003/mf-manifest.json', prefixes: ['cart'] },
  };
  const page = (json?: string) => {
    const doc = document.implementation.createHTMLDocument('page');
    if (json !== undefined) {
      const script = doc.createElement('script');
      script.type = 'application/json';
      script.id = SITE_CONFIG_ID;
      script.textContent = json;
      doc.head.append(script);
    }
    return doc;
  };
  const server = (body: unknown) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body)));

  it('is read from the page, as remotes.json is read', () => {
    expect(readInlineSiteConfig(page(JSON.stringify(REMOTES)), PAGE)).toEqual(parseSiteConfig(REMOTES, PAGE));
  });

  it('is absent from a page without it, and unreadable content counts as absent', () => {
    expect(readInlineSiteConfig(page(), PAGE)).toBeUndefined();
    expect(readInlineSiteConfig(page(''), PAGE)).toBeUndefined();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readInlineSiteConfig(page('{oops'), PAGE)).toBeUndefined();
    expect(readInlineSiteConfig(page('[1]'), PAGE)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('starts the page with no request; every later read (Retry) fetches remotes.json fresh', async () => {
    const promoted = { cart: { entry: 'http://localhost:3003/v2/mf-manifest.json', prefixes: ['cart'] } };
    const fetchImpl = server(promoted);
    const read = siteConfigReader(readInlineSiteConfig(page(JSON.stringify(REMOTES)), PAGE), fetchImpl, PAGE, 1000);
    expect((await read()).remotes.cart?.entry).toBe('http://localhost:3003/mf-manifest.json');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect((await read()).remotes.cart?.entry).toBe('http://localhost:3003/v2/mf-manifest.json');
    expect((await read()).remotes.cart?.entry).toBe('http://localhost:3003/v2/mf-manifest.json');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('fetches remotes.json on a page that carries none (pnpm dev, client-only pages) or an unreadable one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const doc of [page(), page('{oops')]) {
      const fetchImpl = server(REMOTES);
      const read = siteConfigReader(readInlineSiteConfig(doc, PAGE), fetchImpl, PAGE, 1000);
      expect((await read()).api).toBe('https://api.brandwala.in');
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    }
    warn.mockRestore();
  });
});
