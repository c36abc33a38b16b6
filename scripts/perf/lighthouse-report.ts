// The pure parts of `pnpm lighthouse` (scripts/perf/lighthouse.ts): its arguments, the figures taken
// from one Lighthouse report, and the per-route summary (median and range) as a Markdown table.
import { cell, parseRunArguments, spread, type RunOptions, type Shown, type Spread } from './measure';

/** The parts of a Lighthouse result (its JSON report) the figures are read from. */
export interface LighthouseResult {
  lighthouseVersion?: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/** A figure of the table: how it is read from a report and written in a cell. */
interface Metric extends Shown {
  key: string;
  title: string;
  read: (lhr: LighthouseResult) => number | undefined;
}

export type Figures = Record<string, number>;
export type RunResult = { figures: Figures; error?: undefined } | { error: string; figures?: undefined };
export interface RouteSummary {
  route: string;
  runs: number;
  figures: Record<string, Spread | null>;
}

export const DEFAULT_ROUTES = ['/', '/services/media', '/product/television-ad-placement', '/cart', '/careers'];
export const DEFAULT_RUNS = 3;

export const USAGE = `Usage: pnpm lighthouse [route ...] [--runs N] [--json out.json]

Runs Lighthouse (mobile, throttled) N times on each route of the served production build,
interleaved (every route once, then every route again, ...), and prints per route the median and
the range (min-max) of the performance score, FCP, LCP, TBT, CLS, SEO and accessibility scores.

  route            a path on the site, starting with / (default: ${DEFAULT_ROUTES.join(' ')})
  --runs N         runs per route (default: ${DEFAULT_RUNS})
  --json out.json  also write every run's figures and the summary to out.json`;

/**
 * @param argv  the arguments after the script's name
 * @throws {Error} with a message for the user when an argument is wrong
 */
export function parseArguments(argv: string[]): RunOptions {
  return parseRunArguments(argv, { routes: DEFAULT_ROUTES, runs: DEFAULT_RUNS });
}

/** The figures the table shows, and how each is read from a report and written in a cell. */
export const METRICS: Metric[] = [
  { key: 'performance', title: 'performance', read: (lhr) => score(lhr.categories.performance), show: Math.round },
  {
    key: 'fcp',
    title: 'FCP',
    read: (lhr) => lhr.audits['first-contentful-paint']?.numericValue,
    show: (ms: number) => `${(ms / 1000).toFixed(2)} s`,
    showRange: (ms: number) => (ms / 1000).toFixed(2),
  },
  {
    key: 'lcp',
    title: 'LCP',
    read: (lhr) => lhr.audits['largest-contentful-paint']?.numericValue,
    show: (ms: number) => `${(ms / 1000).toFixed(1)} s`,
    showRange: (ms: number) => (ms / 1000).toFixed(1),
  },
  {
    key: 'tbt',
    title: 'TBT',
    read: (lhr) => lhr.audits['total-blocking-time']?.numericValue,
    show: (ms: number) => `${Math.round(ms)} ms`,
    showRange: Math.round,
  },
  {
    key: 'cls',
    title: 'CLS',
    read: (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue,
    show: (n: number) => String(Number(n.toFixed(3))),
  },
  { key: 'seo', title: 'SEO', read: (lhr) => score(lhr.categories.seo), show: Math.round },
  {
    key: 'accessibility',
    title: 'accessibility',
    read: (lhr) => score(lhr.categories.accessibility),
    show: Math.round,
  },
];

/** A category's score out of 100, as the targets are written; undefined when it was not measured. */
function score(category: { score: number | null } | undefined): number | undefined {
  return typeof category?.score === 'number' ? category.score * 100 : undefined;
}

/** The figures of one run from its Lighthouse result (the JSON report); an error when the page did not load or a figure is missing. */
export function readRun(lhr: LighthouseResult): RunResult {
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const figures: Figures = {};
  for (const metric of METRICS) {
    const value = metric.read(lhr);
    if (typeof value !== 'number' || Number.isNaN(value)) return { error: `no ${metric.title} in the report` };
    figures[metric.key] = value;
  }
  return { figures };
}

/**
 * Per route: how many runs gave figures, and the median and range of each figure (null when none did).
 * @param results  one per run, failed runs without figures
 */
export function summarise(routes: string[], results: { route: string; figures?: Figures }[]): RouteSummary[] {
  return routes.map((route) => {
    const runs = results.flatMap((r) => (r.route === route && r.figures ? [r.figures] : []));
    const figures = Object.fromEntries(
      METRICS.map((m) => [m.key, runs.length ? spread(runs.map((f) => f[m.key]!)) : null]),
    );
    return { route, runs: runs.length, figures };
  });
}

/** The summary as a Markdown table for docs/performance.md. */
export function table(summary: RouteSummary[]): string {
  const lines = [
    `| route | runs | ${METRICS.map((m) => m.title).join(' | ')} |`,
    `|---|---:|${METRICS.map(() => '---:|').join('')}`,
    ...summary.map(
      (row) =>
        `| ${row.route} | ${row.runs} | ${METRICS.map((m) => cell(m, row.figures[m.key] ?? null)).join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}
