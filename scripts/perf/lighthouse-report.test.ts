import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTES,
  DEFAULT_RUNS,
  parseArguments,
  readRun,
  summarise,
  table,
  type LighthouseResult,
  type RouteSummary,
} from './lighthouse-report';

/** A Lighthouse result with only the parts the report reads. */
function lhr({
  performance = 0.97 as number | null,
  seo = 1 as number | null,
  accessibility = 1 as number | null,
  fcp = 920,
  lcp = 1640,
  tbt = 120,
  cls = 0,
} = {}): LighthouseResult {
  return {
    categories: { performance: { score: performance }, seo: { score: seo }, accessibility: { score: accessibility } },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
    },
  };
}

describe('parseArguments', () => {
  it.each([
    [[], { routes: DEFAULT_ROUTES, runs: DEFAULT_RUNS, json: undefined }],
    [['/cart'], { routes: ['/cart'], runs: DEFAULT_RUNS, json: undefined }],
    [['/', '/cart', '--runs', '1'], { routes: ['/', '/cart'], runs: 1, json: undefined }],
    [['--runs=5', '--json', 'out.json', '/help'], { routes: ['/help'], runs: 5, json: 'out.json' }],
    [['/cart', '/', '/cart'], { routes: ['/cart', '/'], runs: DEFAULT_RUNS, json: undefined }],
  ])('%j', (argv, expected) => {
    expect(parseArguments(argv)).toEqual({ help: false, ...expected });
  });

  it('asks for the usage with --help or -h', () => {
    expect(parseArguments(['--help'])).toEqual({ help: true });
    expect(parseArguments(['/cart', '-h'])).toEqual({ help: true });
  });

  it.each([
    [['--runs', '0'], /--runs/],
    [['--runs', 'three'], /--runs/],
    [['--runs', '1.5'], /--runs/],
    [['cart'], /starting with \//],
    [['http://localhost:3000/'], /starting with \//],
    [['--json', ''], /--json/],
    [['--json'], /--json/],
    [['--fast'], /--fast/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArguments(argv)).toThrow(message);
  });
});

describe('readRun', () => {
  it('reads scores out of 100 and the metrics in their own units', () => {
    expect(
      readRun(lhr({ performance: 0.78, seo: 0.92, accessibility: 1, fcp: 1770, lcp: 3400, tbt: 540, cls: 0.004 })),
    ).toEqual({
      figures: { performance: 78, seo: 92, accessibility: 100, fcp: 1770, lcp: 3400, tbt: 540, cls: 0.004 },
    });
  });

  it('gives the error of a page that did not load', () => {
    expect(
      readRun({ ...lhr(), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }),
    ).toEqual({
      error: 'NO_FCP: The page did not paint any content.',
    });
  });

  it('gives an error when a score is missing (Lighthouse sets null when a category fails)', () => {
    expect(readRun(lhr({ seo: null }))).toEqual({ error: 'no SEO in the report' });
  });
});

describe('summarise and table', () => {
  const results = [
    { route: '/', run: 1, figures: readRun(lhr({ performance: 0.96, fcp: 1050, lcp: 1710, tbt: 140 })).figures },
    { route: '/cart', run: 1, figures: readRun(lhr({ performance: 0.99, lcp: 1200, tbt: 30 })).figures },
    { route: '/', run: 2, figures: readRun(lhr({ performance: 0.93, lcp: 1960, tbt: 210, cls: 0.02 })).figures },
    { route: '/cart', run: 2, error: 'NO_FCP: The page did not paint any content.' },
    { route: '/', run: 3, figures: readRun(lhr({ performance: 0.97, lcp: 1690, tbt: 90 })).figures },
  ];

  it('summarises each route over its runs with figures, failed runs left out', () => {
    const [home, cart, careers] = summarise(['/', '/cart', '/careers'], results) as [
      RouteSummary,
      RouteSummary,
      RouteSummary,
    ];
    expect(home.runs).toBe(3);
    expect(home.figures.performance).toEqual({ median: 96, min: 93, max: 97 });
    expect(home.figures.tbt).toEqual({ median: 140, min: 90, max: 210 });
    expect(cart.runs).toBe(1);
    expect(cart.figures.lcp).toEqual({ median: 1200, min: 1200, max: 1200 });
    expect(careers).toEqual({
      route: '/careers',
      runs: 0,
      figures: { performance: null, fcp: null, lcp: null, tbt: null, cls: null, seo: null, accessibility: null },
    });
  });

  it('writes a Markdown table: the median, and the range where the runs differ as shown', () => {
    expect(table(summarise(['/', '/cart', '/careers'], results))).toBe(
      [
        '| route | runs | performance | FCP | LCP | TBT | CLS | SEO | accessibility |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
        '| / | 3 | 96 (93–97) | 0.92 s (0.92–1.05) | 1.7 s (1.7–2.0) | 140 ms (90–210) | 0 (0–0.02) | 100 | 100 |',
        '| /cart | 1 | 99 | 0.92 s | 1.2 s | 30 ms | 0 | 100 | 100 |',
        '| /careers | 0 | n/a | n/a | n/a | n/a | n/a | n/a | n/a |',
      ].join('\n'),
    );
  });
});
