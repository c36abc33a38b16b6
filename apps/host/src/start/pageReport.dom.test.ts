import { describe, expect, it } from 'vitest';
import { INP_TARGET, rumReportSchema } from '@storefront/types/rum';
import type { LiveSite } from '../site/remoteLoader';
import { buildReports, releaseFrom, sectionOf, targetOf, viewsOf, type Mark } from './pageReport';

const marks = (...names: string[]): Mark[] => names.map((name) => ({ name }));
const nothing = { failures: 0, fallback: false, retriesOk: 0, retriesFailed: 0, errors: 0 };

describe("the page's report", () => {
  it('counts what each part met, in order: a Retry is ok when the part works next, failed when it fails next', () => {
    const [view, ...more] = viewsOf(
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
    expect(more).toEqual([]);
    expect(Object.fromEntries(view!.tallies)).toEqual({
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
    const [report, ...more] = buildReports(
      site,
      { renderedFor: '/product/television-ad-placement', host: '0.1.0-cc' },
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
    expect(more).toEqual([]);
    // What the api checks it with.
    expect(rumReportSchema.safeParse(report).success).toBe(true);
  });

  it('makes a report of each view: its section, the parts it had, and the INP of the view its interaction was in', () => {
    const site = {
      config: {
        remotes: {
          catalogue: { entry: '/releases/catalogue/0.3.0-bbbbbbbbbb/mf-manifest.json', prefixes: [''] },
          product: { entry: '/releases/product/0.2.0-aaaaaaaaaa/mf-manifest.json', prefixes: ['product'] },
        },
      },
      overrides: {},
    } as unknown as LiveSite;
    const timeline: Mark[] = [
      { name: 'sf:loaded:host' },
      { name: 'sf:loaded:catalogue' },
      { name: 'sf:live:host' },
      { name: 'sf:view:catalogue', detail: '/services/media' },
      { name: 'sf:live:catalogue' },
      { name: 'sf:inp:catalogue', detail: { value: 120, target: 'a.card' } },
      // The visitor goes to a product: the product area fails once and is retried.
      { name: 'sf:view:product', detail: '/product/television-ad-placement' },
      { name: 'sf:failures:product' },
      { name: 'sf:fallback:product' },
      { name: 'sf:retry:product' },
      { name: 'sf:live:product' },
      { name: 'sf:inp:product', detail: { value: 320, target: 'button.buy' } },
      // Then to an address no page has.
      { name: 'sf:view:host', detail: '/404' },
    ];
    const reports = buildReports(site, { renderedFor: '/services/media', host: '0.1.0-cc' }, timeline, {
      LCP: 900,
      CLS: 0.01,
      FCP: 400,
      TTFB: 80,
    });
    const host = { app: 'host', release: '0.1.0-cc', ...nothing };
    expect(reports).toEqual([
      {
        v: 1,
        page: '/services',
        apps: [host, { app: 'catalogue', release: '0.3.0-bbbbbbbbbb', ...nothing, inpTarget: 'a.card' }],
        vitals: { LCP: 900, CLS: 0.01, FCP: 400, TTFB: 80, INP: 120 },
      },
      {
        v: 1,
        page: '/product',
        apps: [
          host,
          {
            app: 'product',
            release: '0.2.0-aaaaaaaaaa',
            ...nothing,
            failures: 1,
            fallback: true,
            retriesOk: 1,
            inpTarget: 'button.buy',
          },
        ],
        vitals: { INP: 320 },
      },
      { v: 1, page: '/404', apps: [host], vitals: {} },
    ]);
    for (const report of reports) expect(rumReportSchema.safeParse(report).success).toBe(true);
  });

  it('names an interaction’s element by its tag and id, name or first class, never by what it says', () => {
    const element = (html: string) => {
      document.body.innerHTML = html;
      return document.body.firstElementChild!;
    };
    expect(targetOf(element('<button id="buy-now" class="a b">Priya’s order</button>'))).toBe('button#buy-now');
    expect(targetOf(element('<input name="email" class="field" value="priya@example.in">'))).toBe('input[name=email]');
    expect(targetOf(element('<a class="x1Yz_2 other" href="/cart">Cart</a>'))).toBe('a.x1Yz_2');
    expect(targetOf(element('<div>text</div>'))).toBe('div');
    // What the schema would refuse is left out.
    expect(targetOf(element('<button id="«r1» x">x</button>'))).toBe('button#r1x');
    expect(targetOf(element(`<button class="${'a'.repeat(200)}">x</button>`))).toMatch(INP_TARGET);
    for (const html of ['<button id="buy-now">', '<input name="email">', '<a class="x1Yz_2">', '<div>'])
      expect(targetOf(element(html))).toMatch(INP_TARGET);
  });
});
