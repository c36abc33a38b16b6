import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTES,
  DEFAULT_RUNS,
  figure,
  parseArguments,
  readRun,
  summarise,
  table,
  type Result,
  type RouteSummary,
} from './gap-report';

/** What one load of a page gives: its paint, its marks, and the watcher's times. */
function page({
  fcp = 900,
  host = 2000,
  areas = { catalogue: 3000 } as Record<string, number | null>,
  hydrated = 3100 as number | null,
  marks = {} as Record<string, number>,
} = {}) {
  return readRun({ fcp, marks, watched: { host, areas, hydrated } });
}

describe('parseArguments', () => {
  it('measures the key routes, help included, 5 times by default', () => {
    expect(parseArguments([])).toEqual({ help: false, routes: DEFAULT_ROUTES, runs: DEFAULT_RUNS, json: undefined });
    expect(DEFAULT_ROUTES).toContain('/help');
    expect(parseArguments(['/cart', '--runs', '3', '--json', 'gap.json'])).toEqual({
      help: false,
      routes: ['/cart'],
      runs: 3,
      json: 'gap.json',
    });
  });
});

describe('readRun and figure', () => {
  it('keeps both times of a part, and takes the mark over the DOM', () => {
    const run = page({ marks: { 'sf:live:host': 1900, 'sf:live:catalogue': 3050 } });
    expect(run).toEqual({
      fcp: 900,
      hydrated: 3100,
      host: { mark: 1900, dom: 2000 },
      areas: { catalogue: { mark: 3050, dom: 3000 } },
    });
    expect(figure(run.host)).toEqual({ ms: 1900, source: 'mark' });
  });

  it('takes the DOM without a mark, and has no time for a part never seen', () => {
    const run = page({ host: 2000, areas: { cart: null }, hydrated: null });
    expect(figure(run.host)).toEqual({ ms: 2000, source: 'DOM' });
    expect(figure(run.areas.cart!)).toBeNull();
    expect(run.hydrated).toBeNull();
  });

  it('counts a remote that marked its area but has none in the HTML', () => {
    expect(page({ areas: {}, marks: { 'sf:live:careers': 2500, 'other-mark': 1 } }).areas).toEqual({
      careers: { mark: 2500, dom: null },
    });
  });
});

describe('summarise and table', () => {
  const results: Result[] = [
    { route: '/', run: 1, ...page({ fcp: 900, host: 2100, areas: { catalogue: 3300 }, hydrated: 3340 }) },
    { route: '/help', run: 1, ...page({ fcp: 700, host: 1600, areas: { company: 2500 }, hydrated: 2600 }) },
    { route: '/', run: 2, ...page({ fcp: 1000, host: 2000, areas: { catalogue: 3000 }, hydrated: 3100 }) },
    { route: '/help', run: 2, error: 'page.goto: net::ERR_CONNECTION_REFUSED' },
    { route: '/', run: 3, ...page({ fcp: 950, host: 2300, areas: { catalogue: null }, hydrated: null }) },
  ];

  it('gives each figure from navigation start and after that run’s first paint, over the runs that saw it', () => {
    const [home, help] = summarise(['/', '/help'], results) as [RouteSummary, RouteSummary];
    expect(home.runs).toBe(3);
    expect(home.fcp!.at).toEqual({ median: 950, min: 900, max: 1000 });
    expect(home.host!.at).toEqual({ median: 2100, min: 2000, max: 2300 });
    expect(home.host!.gap).toEqual({ median: 1200, min: 1000, max: 1350 });
    expect(home.host!.sources).toEqual({ DOM: 3 });
    expect(home.areas.catalogue).toMatchObject({
      runs: 2,
      at: { median: 3150, min: 3000, max: 3300 },
      gap: { median: 2200, min: 2000, max: 2400 },
    });
    expect(home.hydrated!.runs).toBe(2);
    expect(help.runs).toBe(1);
  });

  it('writes a Markdown table, and says the times came from the DOM', () => {
    expect(table(summarise(['/', '/help', '/cart'], results))).toBe(
      [
        '| route | runs | first contentful paint | header works | after FCP | remote area works | after FCP | page hydrated | after FCP |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
        '| / | 3 | 0.95 s (0.90–1.00) | 2.10 s (2.00–2.30) | +1.20 s (1.00–1.35) | catalogue 3.15 s (3.00–3.30) | catalogue +2.20 s (2.00–2.40) | 3.22 s (3.10–3.34) | +2.27 s (2.10–2.44) |',
        '| /help | 1 | 0.70 s | 1.60 s | +0.90 s | company 2.50 s | company +1.80 s | 2.60 s | +1.90 s |',
        '| /cart | 0 | n/a | n/a | n/a | none | none | n/a | n/a |',
        '',
        "Header and remote areas: from the DOM: when React had hydrated the header's Account button and each area's first element (no `sf:live:` marks).",
      ].join('\n'),
    );
  });

  it('says which source each figure came from when they differ', () => {
    const marked = [
      { route: '/', run: 1, ...page({ marks: { 'sf:live:host': 1500 } }) },
      { route: '/', run: 2, ...page({ marks: { 'sf:live:host': 1700, 'sf:live:catalogue': 2800 } }) },
    ];
    const lines = table(summarise(['/'], marked)).split('\n');
    expect(lines[2]).toBe(
      '| / | 2 | 0.90 s | 1.60 s (1.50–1.70) [mark] | +0.70 s (0.60–0.80) | catalogue 2.90 s (2.80–3.00) [mark 1, DOM 1] | catalogue +2.00 s (1.90–2.10) | 3.10 s | +2.20 s |',
    );
    expect(lines.at(-1)).toMatch(/each from its mark where the page set one, else from the DOM/);
  });
});
