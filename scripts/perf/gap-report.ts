// The pure parts of `pnpm gap` (scripts/perf/gap.ts): its arguments, the figures of one run (each part's
// time from its `sf:live:` mark, else from the DOM), and the per-route summary as a Markdown table.
import { cell, parseRunArguments, spread, type RunOptions, type Shown, type Spread } from './measure';

export const DEFAULT_ROUTES = [
  '/',
  '/services/media',
  '/product/television-ad-placement',
  '/cart',
  '/careers',
  '/help',
];
export const DEFAULT_RUNS = 5;

export const USAGE = `Usage: pnpm gap [route ...] [--runs N] [--json out.json] [--repeat] [--no-worker]

Loads each route of the served production build N times, fresh (no cache), on the mobile profile
(CPU slowed 4x, 150 ms round trip, 1.6 Mbit/s down, 750 Kbit/s up), interleaved (every route once,
then every route again, ...), and prints per route the median and range (min-max), from navigation
start and after the first contentful paint, of when: the page first paints; the header works (the
host's part has hydrated); each remote's area works; the whole page has hydrated (#root[data-hydrated]).
A part's time is its performance mark (sf:live:host, sf:live:<remote>) when the page sets one, else
when React has hydrated its element (the header's Account button, the area's first element).

  route            a path on the site, starting with / (default: ${DEFAULT_ROUTES.join(' ')})
  --runs N         runs per route (default: ${DEFAULT_RUNS})
  --json out.json  also write every run's figures and the summary to out.json
  --repeat         a repeat visit: each run loads the route once (not measured), lets the site's
                   service worker keep it, and measures the second load, worker and caches warm
  --no-worker      the browser runs no service worker (to compare a first visit with and without it)`;

/**
 * @param argv  the arguments after the script's name
 * @throws {Error} with a message for the user when an argument is wrong
 */
export function parseArguments(argv: string[]): RunOptions {
  return parseRunArguments(argv, { routes: DEFAULT_ROUTES, runs: DEFAULT_RUNS });
}

/** A part's time by its mark and by the DOM, in ms from navigation start (null: never seen). */
export interface Seen {
  mark: number | null;
  dom: number | null;
}

/** What one load saw, in ms from navigation start (null: never seen): the page's marks and paint, and what the page's watcher (gap.ts) noted. */
export interface Run {
  fcp: number | null;
  hydrated: number | null;
  host: Seen;
  areas: Record<string, Seen>;
}

/** What the page's watcher notes, in ms from navigation start (null: not yet). */
export interface Watched {
  host: number | null;
  areas: Record<string, number | null>;
  hydrated: number | null;
}

/** One run of a route: its figures, or why it failed. */
export type Result = { route: string; run?: number } & ((Run & { error?: undefined }) | { error: string });

/** A part's time, and where it came from (none for the paint and the page). */
export interface Figure {
  ms: number;
  source?: 'mark' | 'DOM';
}

/** A figure over the runs that saw it. */
export interface Over {
  at: Spread;
  gap: Spread | null;
  runs: number;
  sources: Partial<Record<'mark' | 'DOM', number>>;
}

export interface RouteSummary {
  route: string;
  runs: number;
  fcp: Over | null;
  host: Over | null;
  areas: Record<string, Over | null>;
  hydrated: Over | null;
}

/**
 * A run from what the page gives: its `sf:live:` marks, its first contentful paint, and the watcher's
 * times (`host`, `areas` by remote, `hydrated`).
 */
export function readRun({
  marks,
  fcp,
  watched,
}: {
  marks: Record<string, number>;
  fcp: number | null;
  watched: Watched;
}): Run {
  const mark = (name: string) => marks[`sf:live:${name}`] ?? null;
  const remotes = new Set([
    ...Object.keys(watched.areas),
    ...Object.keys(marks).flatMap((m) => (m.startsWith('sf:live:') ? [m.slice(8)] : [])),
  ]);
  remotes.delete('host');
  const areas = Object.fromEntries(
    [...remotes].sort().map((remote) => [remote, { mark: mark(remote), dom: watched.areas[remote] ?? null }]),
  );
  return { fcp, hydrated: watched.hydrated, host: { mark: mark('host'), dom: watched.host }, areas };
}

/** A part's time: its mark when the page set one, else what the DOM showed. */
export function figure(seen: Seen): Figure | null {
  if (seen.mark !== null) return { ms: seen.mark, source: 'mark' };
  if (seen.dom !== null) return { ms: seen.dom, source: 'DOM' };
  return null;
}

/**
 * A figure over the runs: when (ms from navigation start), how long after that run's first
 * contentful paint, and where the times came from (runs per source).
 */
function over(runs: Run[], pick: (run: Run) => Figure | null | false | undefined): Over | null {
  const seen = runs.flatMap((run) => {
    const f = pick(run);
    return f ? [{ run, f }] : [];
  });
  if (!seen.length) return null;
  const sources: Over['sources'] = {};
  for (const { f } of seen) if (f.source) sources[f.source] = (sources[f.source] ?? 0) + 1;
  const gaps = seen.flatMap(({ run, f }) => (run.fcp === null ? [] : [f.ms - run.fcp]));
  return { at: spread(seen.map(({ f }) => f.ms)), gap: gaps.length ? spread(gaps) : null, runs: seen.length, sources };
}

/**
 * Per route: how many runs loaded, and for the first paint, the header, each remote's area and the
 * whole page, the median and range over those runs (null when no run saw it).
 * @param results  one per run, failed runs with an error
 */
export function summarise(routes: string[], results: Result[]): RouteSummary[] {
  return routes.map((route) => {
    const runs = results.flatMap((r) => (r.route === route && r.error === undefined ? [r] : []));
    const remotes = [...new Set(runs.flatMap((r) => Object.keys(r.areas)))].sort();
    return {
      route,
      runs: runs.length,
      fcp: over(runs, (r) => r.fcp !== null && { ms: r.fcp }),
      host: over(runs, (r) => figure(r.host)),
      areas: Object.fromEntries(
        remotes.map((remote) => [remote, over(runs, (r) => r.areas[remote] && figure(r.areas[remote]))]),
      ),
      hydrated: over(runs, (r) => r.hydrated !== null && { ms: r.hydrated }),
    };
  });
}

const SECONDS: Shown = { show: (ms) => `${(ms / 1000).toFixed(2)} s`, showRange: (ms) => (ms / 1000).toFixed(2) };
const AFTER: Shown = {
  show: (ms) => `${ms < 0 ? '−' : '+'}${(Math.abs(ms) / 1000).toFixed(2)} s`,
  showRange: (ms) => (ms / 1000).toFixed(2),
};

/** "mark", "DOM", or "mark 2, DOM 1" */
const sourceOf = (f: Over) => {
  const used = (['mark', 'DOM'] as const).filter((source) => f.sources[source]);
  return used.map((source) => (used.length === 1 ? source : `${source} ${f.sources[source]}`)).join(', ');
};

/**
 * The summary as a Markdown table for docs/performance.md, and a line saying where the header's and areas'
 * times came from: one line when they all came from one source, else each cell says its own.
 */
export function table(summary: RouteSummary[]): string {
  const parts = summary.flatMap((row) => [row.host, ...Object.values(row.areas)]).filter((f) => f !== null);
  const sources = new Set(parts.map(sourceOf));
  const tagged = sources.size > 1;
  const at = (f: Over | null) => `${cell(SECONDS, f?.at ?? null)}${tagged && f ? ` [${sourceOf(f)}]` : ''}`;
  const after = (f: Over | null) => cell(AFTER, f?.gap ?? null);
  const areas = (row: RouteSummary, show: (f: Over | null) => string) => {
    const entries = Object.entries(row.areas);
    return entries.length ? entries.map(([remote, f]) => `${remote} ${show(f)}`).join('<br>') : 'none';
  };
  const lines = [
    '| route | runs | first contentful paint | header works | after FCP | remote area works | after FCP | page hydrated | after FCP |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...summary.map((row) => {
      const cells = [row.route, row.runs, cell(SECONDS, row.fcp?.at ?? null), at(row.host), after(row.host)];
      cells.push(areas(row, at), areas(row, after), cell(SECONDS, row.hydrated?.at ?? null), after(row.hydrated));
      return `| ${cells.join(' | ')} |`;
    }),
  ];
  const from: Record<string, string> = {
    mark: 'their performance marks (`sf:live:host`, `sf:live:<remote>`)',
    DOM: "the DOM: when React had hydrated the header's Account button and each area's first element (no `sf:live:` marks)",
  };
  const note =
    sources.size === 1 && from[[...sources][0]!]
      ? `Header and remote areas: from ${from[[...sources][0]!]}.`
      : 'Header and remote areas: each from its mark where the page set one, else from the DOM (in brackets: which, for how many runs).';
  return parts.length ? `${lines.join('\n')}\n\n${note}` : lines.join('\n');
}
