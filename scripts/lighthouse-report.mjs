// The pure parts of `pnpm lighthouse` (scripts/lighthouse.mjs): its arguments, the figures taken
// from one Lighthouse report, and the per-route summary (median and range) as a Markdown table.
import { parseArgs } from 'node:util';

export const DEFAULT_ROUTES = ['/', '/services/media', '/product/television-ad-placement', '/cart', '/careers'];
export const DEFAULT_RUNS = 3;

export const USAGE = `Usage: pnpm lighthouse [route ...] [--runs N] [--json out.json]

Runs Lighthouse (mobile, throttled) N times on each route of the served production build,
interleaved (every route once, then every route again, ...), and prints per route the median and
the range (min-max) of the performance score, LCP, TBT, CLS, SEO and accessibility scores.

  route            a path on the site, starting with / (default: ${DEFAULT_ROUTES.join(' ')})
  --runs N         runs per route (default: ${DEFAULT_RUNS})
  --json out.json  also write every run's figures and the summary to out.json`;

/**
 * @param {string[]} argv  the arguments after the script's name
 * @returns {{ help: true } | { help: false, routes: string[], runs: number, json: string | undefined }}
 * @throws {Error} with a message for the user when an argument is wrong
 */
export function parseArguments(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { runs: { type: 'string' }, json: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return { help: true };
  const runs = values.runs === undefined ? DEFAULT_RUNS : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of 1 or more, not "${values.runs}".`);
  const wrong = positionals.find((route) => !route.startsWith('/'));
  if (wrong !== undefined) throw new Error(`A route is a path starting with / (like /cart), not "${wrong}".`);
  if (values.json === '') throw new Error('--json takes a file name.');
  return { help: false, routes: positionals.length ? [...new Set(positionals)] : DEFAULT_ROUTES, runs, json: values.json };
}

/** The runs in the order they are made: every route once, then every route again (load drifts over time). */
export function interleave(routes, runs) {
  return Array.from({ length: runs }, (_, run) => routes.map((route) => ({ route, run: run + 1 }))).flat();
}

/** The figures the table shows, and how each is read from a report and written in a cell. */
export const METRICS = [
  { key: 'performance', title: 'performance', read: (lhr) => score(lhr.categories.performance), show: Math.round },
  {
    key: 'lcp',
    title: 'LCP',
    read: (lhr) => lhr.audits['largest-contentful-paint']?.numericValue,
    show: (ms) => `${(ms / 1000).toFixed(1)} s`,
    showRange: (ms) => (ms / 1000).toFixed(1),
  },
  {
    key: 'tbt',
    title: 'TBT',
    read: (lhr) => lhr.audits['total-blocking-time']?.numericValue,
    show: (ms) => `${Math.round(ms)} ms`,
    showRange: Math.round,
  },
  { key: 'cls', title: 'CLS', read: (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue, show: (n) => String(Number(n.toFixed(3))) },
  { key: 'seo', title: 'SEO', read: (lhr) => score(lhr.categories.seo), show: Math.round },
  { key: 'accessibility', title: 'accessibility', read: (lhr) => score(lhr.categories.accessibility), show: Math.round },
];

/** A category's score out of 100, as the targets are written; undefined when it was not measured. */
function score(category) {
  return typeof category?.score === 'number' ? category.score * 100 : undefined;
}

/**
 * The figures of one run from its Lighthouse result (the JSON report).
 * @returns {{ figures: Record<string, number> } | { error: string }}  an error when the page did not load or a figure is missing
 */
export function readRun(lhr) {
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const figures = {};
  for (const metric of METRICS) {
    const value = metric.read(lhr);
    if (typeof value !== 'number' || Number.isNaN(value)) return { error: `no ${metric.title} in the report` };
    figures[metric.key] = value;
  }
  return { figures };
}

export function median(values) {
  if (!values.length) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** @returns {{ median: number, min: number, max: number }} */
export function spread(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * Per route: how many runs gave figures, and the median and range of each figure (null when none did).
 * @param {string[]} routes
 * @param {{ route: string, figures?: Record<string, number> }[]} results  one per run, failed runs without figures
 */
export function summarise(routes, results) {
  return routes.map((route) => {
    const runs = results.filter((r) => r.route === route && r.figures).map((r) => r.figures);
    const figures = Object.fromEntries(METRICS.map((m) => [m.key, runs.length ? spread(runs.map((f) => f[m.key])) : null]));
    return { route, runs: runs.length, figures };
  });
}

/** "78 (76–80)": the median, then the range when the runs differ once rounded as shown. */
export function cell(metric, s) {
  if (!s) return 'n/a';
  const showRange = metric.showRange ?? metric.show;
  const [min, max] = [showRange(s.min), showRange(s.max)];
  return String(min) === String(max) ? metric.show(s.median) : `${metric.show(s.median)} (${min}–${max})`;
}

/** The summary as a Markdown table for the README. */
export function table(summary) {
  const lines = [
    `| route | runs | ${METRICS.map((m) => m.title).join(' | ')} |`,
    `|---|---:|${METRICS.map(() => '---:|').join('')}`,
    ...summary.map((row) => `| ${row.route} | ${row.runs} | ${METRICS.map((m) => cell(m, row.figures[m.key])).join(' | ')} |`),
  ];
  return lines.join('\n');
}
