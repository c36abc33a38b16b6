import { describe, expect, it } from 'vitest';
import { rumReportSchema } from '@storefront/types/rum';
import type { LiveSite } from '../site/remoteLoader';
import { buildReport, releaseFrom, sectionOf, talliesOf } from './pageReport';

const marks = (...names: string[]) => names.map((name) => ({ name }));
const nothing = { failures: 0, fallback: false, retriesOk: 0, retriesFailed: 0, errors: 0 };

describe("the page's report", () => {
  it('counts what each part met, in order: a Retry is ok when the part works next, failed when it fails next', () => {
    const tallies = talliesOf(
      marks(
        'sf:loaded:host',
        'sf:live:host',
        'sf:failures:cart',
        'sf:fallback:cart',
        'sf:retry:cart',
        'sf:failures:cart',
        'sf:retry:cart',
        'sf:live:cart',
        'sf:errors:host',
        'sf:errors:catalogue',
        'sf:errors:catalogue',
        'first-contentful-paint',
      ),
    );
    expect(Object.fromEntries(tallies)).toEqual({
      host: { ...nothing, errors: 1 },
      cart: { ...nothing, failures: 2, fallback: true, retriesOk: 1, retriesFailed: 1 },
      catalogue: { ...nothing, errors: 2 },
    });
  });

  it("names each app's release from where its files came, a preview as such, and the section of the site", () => {
    expect(releaseFrom('https://cdn.example.in/releases/host/0.1.0-2768ed4fec/', 'host')).toBe('0.1.0-2768ed4fec');
    expect(releaseFrom('/releases/cart/0.1.0-d2fdcec1bc/mf-manifest.json', 'cart')).toBe('0.1.0-d2fdcec1bc');
    expect(releaseFrom('/releases/cart/0.1.0-d2fdcec1bc/mf-manifest.json', 'product')).toBe('local');
    expect(releaseFrom('http://localhost:3003/mf-manifest.json', 'cart')).toBe('local');
    expect([sectionOf('/product/television-ad-placement'), sectionOf('/'), sectionOf('/404')]).toEqual([
      '/product',
      '/',
      '/404',
    ]);

    const site = {
      config: {
        remotes: {
          product: { entry: '/releases/product/0.2.0-aaaaaaaaaa/mf-manifest.json', prefixes: ['product'] },
          catalogue: { entry: '/releases/catalogue/0.3.0-bbbbbbbbbb/mf-manifest.json', prefixes: [''] },
        },
      },
      overrides: { catalogue: 'http://localhost:3101/mf-manifest.json' },
    } as unknown as LiveSite;
    const report = buildReport(
      site,
      { renderedFor: '/product/television-ad-placement', hostFiles: 'https://cdn.example.in/releases/host/0.1.0-cc/' },
      marks('sf:loaded:host', 'sf:loaded:product', 'sf:loaded:catalogue', 'sf:live:host', 'sf:live:product'),
      { LCP: 1200, TTFB: 90 },
    );
    expect(report).toEqual({
      v: 1,
      page: '/product',
      apps: [
        { app: 'host', release: '0.1.0-cc', ...nothing },
        { app: 'product', release: '0.2.0-aaaaaaaaaa', ...nothing },
        { app: 'catalogue', release: 'preview', ...nothing },
      ],
      vitals: { LCP: 1200, TTFB: 90 },
    });
    // What the api checks it with.
    expect(rumReportSchema.safeParse(report).success).toBe(true);
  });
});
