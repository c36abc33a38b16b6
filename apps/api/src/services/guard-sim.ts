import { BUCKETS, bucketUpperBound, type RumRelease, type Vital } from '@storefront/types/rum';
import { DEFAULT_GUARD_SETTINGS, judge, normalCdf, type GuardSettings } from './guard';
import { firstWholeMinute, minuteStart } from './guard-check';

/**
 * The release guard's error rates, measured: its own `judge` fed synthetic page views, minute by
 * minute, over a canary's whole plan, as `guardOnce` reads them (the window since the canary's
 * minute, a later stage from its first whole minute), looking every `settings.intervalSeconds`. Two
 * questions: how often is a canary no different from live rolled back (a false alarm), and how
 * soon is a worse one rolled back. Seeded, so a run can be repeated.
 */

/** How the page views of a release look: the share of views with an error, LCP and INP as log-normal. */
export interface Traffic {
  errorShare: number;
  /** LCP: median (ms) and the spread of its logarithm. */
  lcp: { median: number; sigma: number };
  inp: { median: number; sigma: number };
  /** The share of views that had an interaction (and so an INP). */
  inpShare: number;
}

/** Live traffic as the sim assumes it: 1% of views with an error, LCP p75 about 2.4 s, INP p75 about 225 ms. */
export const LIVE: Traffic = {
  errorShare: 0.01,
  lcp: { median: 1800, sigma: 0.45 },
  inp: { median: 150, sigma: 0.6 },
  inpShare: 0.6,
};

/** The canaries the questions ask about, as changes to the live traffic. */
export const CANARIES = {
  identical: LIVE,
  'errors +5 points': { ...LIVE, errorShare: LIVE.errorShare + 0.05 },
  'LCP 30% slower': { ...LIVE, lcp: { ...LIVE.lcp, median: LIVE.lcp.median * 1.3 } },
} satisfies Record<string, Traffic>;
export type CanaryKind = keyof typeof CANARIES;

export interface SimOptions {
  /** The canary's page views a minute at the first share of the plan (the site's: this over that share). */
  canaryPerMinute: number;
  canary: Traffic;
  live?: Traffic;
  settings?: GuardSettings;
  /** A run that has not ended by then is counted as still holding. */
  maxMinutes?: number;
  runs: number;
  seed: number;
}

export interface RunResult {
  outcome: 'rollback' | 'promote' | 'holding';
  /** Seconds from the canary's start to the decision (or to maxMinutes). */
  seconds: number;
  /** The share it had when it ended. */
  share: number;
  /** What a rollback was for: `errors`, `LCP` or `INP`. */
  cause?: string;
}

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Binomial(n, p): counted one by one when small, else the normal approximation (n p and n (1 - p) both 30 or more). */
export function binomial(random: () => number, n: number, p: number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - binomial(random, n, 1 - p);
  const mean = n * p;
  if (mean >= 30) {
    const k = Math.round(mean + Math.sqrt(mean * (1 - p)) * normal(random));
    return Math.min(n, Math.max(0, k));
  }
  // Waiting times between successes (geometric): as many draws as successes, not as views.
  const logQ = Math.log1p(-p);
  // A p so small that 1 - p rounds to 1: no success in any n the sim draws.
  if (logQ === 0) return 0;
  let k = 0;
  for (let at = Math.floor(Math.log(1 - random()) / logQ); at < n; at += 1 + Math.floor(Math.log(1 - random()) / logQ))
    k++;
  return k;
}

/** The probability of each histogram bucket (bucketOf) for a log-normal vital. */
export function bucketShares(vital: Vital, { median, sigma }: { median: number; sigma: number }): number[] {
  const cdf = (x: number) => normalCdf(Math.log(x / median) / sigma);
  const shares: number[] = [];
  let below = 0;
  for (let b = 0; b < BUCKETS; b++) {
    const upTo = b === BUCKETS - 1 ? 1 : cdf(bucketUpperBound(vital, b));
    shares.push(upTo - below);
    below = upTo;
  }
  return shares;
}

/** `n` values spread over the buckets (a multinomial draw, bucket by bucket), added to `into`. */
function addDraws(random: () => number, into: Record<number, number>, shares: number[], n: number): void {
  let left = n;
  let rest = 1;
  for (let b = 0; b < shares.length && left > 0; b++) {
    const share = shares[b] as number;
    const k = rest <= share ? left : binomial(random, left, share / rest);
    if (k) into[b] = (into[b] ?? 0) + k;
    left -= k;
    rest -= share;
  }
}

/** One release's views in one minute: what the api keeps per minute. */
interface Minute {
  views: number;
  errorViews: number;
  LCP: Record<number, number>;
  INP: Record<number, number>;
}
const emptyMinute = (): Minute => ({ views: 0, errorViews: 0, LCP: {}, INP: {} });

/** The minutes from `from` (epoch minute) on, summed as rumByRelease reads them. */
function sum(release: string, minutes: Map<number, Minute>, from: number): RumRelease {
  const total = emptyMinute();
  for (const [minute, m] of minutes) {
    if (minute < from) continue;
    total.views += m.views;
    total.errorViews += m.errorViews;
    for (const vital of ['LCP', 'INP'] as const)
      for (const [b, k] of Object.entries(m[vital])) total[vital][Number(b)] = (total[vital][Number(b)] ?? 0) + k;
  }
  return {
    release,
    firstMinute: '',
    lastMinute: '',
    views: total.views,
    errorViews: total.errorViews,
    fallbackViews: 0,
    failures: 0,
    errors: total.errorViews,
    retriesOk: 0,
    retriesFailed: 0,
    p75: { LCP: null, INP: null },
    histograms: { LCP: total.LCP, INP: total.INP, CLS: {}, FCP: {}, TTFB: {} },
    inpTargets: [],
  };
}

/** The sampler of one release's traffic. */
function sampler(random: () => number, traffic: Traffic) {
  const shares = { LCP: bucketShares('LCP', traffic.lcp), INP: bucketShares('INP', traffic.inp) };
  return (into: Minute, views: number) => {
    into.views += views;
    into.errorViews += binomial(random, views, traffic.errorShare);
    addDraws(random, into.LCP, shares.LCP, views);
    addDraws(random, into.INP, shares.INP, binomial(random, views, traffic.inpShare));
  };
}

/**
 * One canary's life: views arrive at a steady rate (the site's views a minute split by the share),
 * the guard looks every interval and its decision is carried out (a new share starts a stage).
 */
export function simulateOne(options: Omit<SimOptions, 'runs' | 'seed'>, random: () => number): RunResult {
  const settings = options.settings ?? DEFAULT_GUARD_SETTINGS;
  const interval = settings.intervalSeconds;
  const maxSeconds = (options.maxMinutes ?? 60) * 60;
  const siteViewsPerSecond = options.canaryPerMinute / 60 / ((settings.plan[0] ?? 100) / 100);
  const sides = {
    canary: { minutes: new Map<number, Minute>(), add: sampler(random, options.canary), carry: 0 },
    live: { minutes: new Map<number, Minute>(), add: sampler(random, options.live ?? LIVE), carry: 0 },
  };
  // The canary starts at a random moment of a minute (the epoch's first hour: any origin would do).
  const start = Math.floor(random() * 60);
  const at = (seconds: number) => new Date((start + seconds) * 1000);
  const since = at(0).toISOString();
  let share = settings.plan[0] ?? 100;
  let stageSince = since;
  for (let t = interval; t <= maxSeconds; t += interval) {
    // The views of the last interval, into the minutes they fall in (an interval can span two).
    for (let s = t - interval; s < t;) {
      const minute = Math.floor((start + s) / 60);
      const seconds = Math.min(t, (minute + 1) * 60 - start) - s;
      s += seconds;
      for (const [side, rate] of [
        ['canary', (siteViewsPerSecond * share) / 100],
        ['live', (siteViewsPerSecond * (100 - share)) / 100],
      ] as const) {
        const state = sides[side];
        state.carry += rate * seconds;
        const views = Math.floor(state.carry);
        if (!views) continue;
        state.carry -= views;
        let m = state.minutes.get(minute);
        if (!m) state.minutes.set(minute, (m = emptyMinute()));
        state.add(m, views);
      }
    }
    const epochMinute = (date: Date) => Math.floor(date.getTime() / 60_000);
    const from = epochMinute(minuteStart(since));
    const stageFrom = stageSince === since ? from : epochMinute(firstWholeMinute(stageSince));
    const window = [sum('c', sides.canary.minutes, from), sum('l', sides.live.minutes, from)];
    const stage = [sum('c', sides.canary.minutes, stageFrom), sum('l', sides.live.minutes, stageFrom)];
    const verdict = judge({ release: 'c', live: 'l', share, stageSince }, window, stage, at(t), settings);
    if (verdict.decision === 'rollback')
      return { outcome: 'rollback', seconds: t, share, cause: /^(LCP|INP)/.exec(verdict.reason)?.[1] ?? 'errors' };
    if (verdict.decision === 'advance') {
      if (verdict.share >= 100) return { outcome: 'promote', seconds: t, share };
      share = verdict.share;
      stageSince = at(t).toISOString();
    }
  }
  return { outcome: 'holding', seconds: maxSeconds, share };
}

export interface SimSummary {
  runs: number;
  rollbacks: number;
  /** Rollbacks by what they were for. */
  causes: Record<string, number>;
  promotes: number;
  /** Seconds to the rollback, of the runs rolled back: 50th and 95th percentiles. */
  rollbackSeconds: { p50: number | null; p95: number | null };
  /** The 95th percentile of the time to rollback over every run (null when fewer than 95% were rolled back). */
  p95AllRuns: number | null;
  promoteSeconds: { p50: number | null };
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number) : null;

/** `runs` canaries, each its own stream of the seeded generator. */
export function simulate(options: SimOptions): SimSummary {
  const random = seeded(options.seed);
  const results = Array.from({ length: options.runs }, () => simulateOne(options, random));
  const rolled = results.filter((r) => r.outcome === 'rollback').map((r) => r.seconds);
  const promoted = results.filter((r) => r.outcome === 'promote').map((r) => r.seconds);
  rolled.sort((a, b) => a - b);
  promoted.sort((a, b) => a - b);
  return {
    runs: options.runs,
    rollbacks: rolled.length,
    causes: results.reduce<Record<string, number>>(
      (c, r) => (r.cause ? { ...c, [r.cause]: (c[r.cause] ?? 0) + 1 } : c),
      {},
    ),
    promotes: promoted.length,
    rollbackSeconds: { p50: quantile(rolled, 0.5), p95: quantile(rolled, 0.95) },
    p95AllRuns:
      rolled.length >= Math.ceil(0.95 * options.runs) ? (rolled[Math.ceil(0.95 * options.runs) - 1] ?? null) : null,
    promoteSeconds: { p50: quantile(promoted, 0.5) },
  };
}
