import { describe, expect, it } from 'vitest';
import { DEFAULT_API_ORIGIN } from '@storefront/types';
import { fetchSiteConfig, parseSiteConfig } from './config';

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
    const config = parseSiteConfig({ company: { entry: '/c.json', prefixes: ['help', 'a/b', 'Help', '../x', 7, '', 'join-us'] } }, PAGE);
    expect(config.remotes.company?.prefixes).toEqual(['help', '', 'join-us']);
  });

  it('reads the api origin ($api): an http(s) origin only, the default otherwise', () => {
    expect(parseSiteConfig({ $api: 'https://api.brandwala.in' }, PAGE).api).toBe('https://api.brandwala.in');
    for (const bad of ['ftp://api.example', 'https://api.example/v1', '/api', 'not a url', 42, null]) {
      expect(parseSiteConfig({ $api: bad }, PAGE).api).toBe(DEFAULT_API_ORIGIN);
    }
  });

  it('reads the preview origins ($previewOrigins), strings only', () => {
    expect(parseSiteConfig({ $previewOrigins: ['https://cdn.example', 3] }, PAGE).previewOrigins).toEqual(['https://cdn.example']);
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
