import { bucketUpperBound, type RumRelease, type Vital } from '@storefront/types/rum';

/**
 * The release guard's judgement (docs/decisions/0019-canary-share.md): a canary against the live
 * release of the same app, from the page views both got over the same minutes. Three figures, each
 * judged only when both sides have enough of it: the share of views with an error, a failed load
 * or a fallback in the app's areas (a two-proportion test), and LCP and INP (a Mann-Whitney U test
 * on the histograms, and a p75 slower by more than the tolerance). A test is one-sided: the
 * canary is worse beyond the tolerance, not merely different. The guard looks again every interval,
 * so each test spends a 5% false-alarm budget over the looks the plan has (see `zPerLook`).
 */

export interface GuardSettings {
  /** Views both sides need before anything is judged (and a stage needs before it advances). */
  minViews: number;
  /** How much higher the canary's error share may be, in percentage points. */
  errorTolerancePoints: number;
  /** How much slower the canary's LCP or INP p75 may be, in percent. */
  vitalTolerancePercent: number;
  /** How long a stage of the plan lasts at least. */
  holdMinutes: number;
  /** The shares a canary goes through; 100 makes it everyone's. */
  plan: number[];
  /** How often the guard looks (GUARD_INTERVAL_SECONDS): with the plan, how many looks a canary gets. */
  intervalSeconds: number;
}

export const DEFAULT_GUARD_SETTINGS: GuardSettings = {
  minViews: 200,
  errorTolerancePoints: 2,
  vitalTolerancePercent: 20,
  holdMinutes: 10,
  plan: [10, 50, 100],
  intervalSeconds: 30,
};

/** The false-alarm budget of each test over a canary's whole plan, one-sided. */
const ALPHA = 0.05;

/** The looks a canary gets before it is everyone's: each stage short of 100% for holdMinutes, one look every interval (at least one a stage). */
export function plannedLooks(settings: GuardSettings): number {
  const stages = Math.max(1, settings.plan.filter((share) => share < 100).length);
  return stages * Math.max(1, Math.ceil((settings.holdMinutes * 60) / settings.intervalSeconds));
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error under 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    t *
      (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The z a test must pass at one look. Testing at 95% at every look (about 40 over the default
 * plan) rolled back about 1.1% of canaries no different from live (docs/performance.md): each look
 * is another chance. So the 5% budget is split evenly over the planned looks (Bonferroni-style
 * alpha spending, docs/decisions/0019-canary-share.md): whatever happens at each look, the chance
 * that any look of the plan wrongly finds a canary worse stays under 5% per test. Default plan:
 * 40 looks, 0.125% each, z 3.02.
 */
export function zPerLook(settings: GuardSettings): number {
  const target = 1 - ALPHA / plannedLooks(settings);
  let [low, high] = [0, 10];
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (normalCdf(mid) < target) low = mid;
    else high = mid;
  }
  return high;
}

/** The canary as the guard reads it (releases/canary.json). */
export interface CanaryState {
  release: string;
  live: string | null;
  share: number;
  /** When its current stage (share) started. */
  stageSince: string;
}

export type Figures = Record<string, number | null>;

export type Verdict =
  | { decision: 'rollback'; reason: string; figures: Figures }
  | { decision: 'advance'; share: number; reason: string; figures: Figures }
  | { decision: 'hold'; hold: 'no-data' | 'few-views' | 'stage'; reason: string; figures: Figures };

/** A figure kept with `digits` decimals (history lines stay short). */
const round = (x: number | null, digits: number) => (x === null ? null : Number(x.toFixed(digits)));
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const ms = (x: number | null) => (x === null ? 'none' : `${Math.round(x)} ms`);

/** The histogram's counts as [bucket, count] in bucket order. */
const countsOf = (histogram: Record<number, number> | undefined) =>
  Object.entries(histogram ?? {})
    .map(([b, n]) => [Number(b), n] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => a[0] - b[0]);

const total = (histogram: Record<number, number> | undefined) => countsOf(histogram).reduce((s, [, n]) => s + n, 0);

/**
 * Whether the canary's error share is above the live one's plus the tolerance, beyond `zCritical`
 * (one look's threshold): the difference less the tolerance over its standard error (unpooled: the
 * two shares may differ).
 */
export function errorShareWorse(
  canary: { views: number; bad: number },
  live: { views: number; bad: number },
  tolerance: number,
  zCritical: number,
) {
  const pc = canary.bad / canary.views;
  const pl = live.bad / live.views;
  const excess = pc - pl - tolerance;
  const se = Math.sqrt((pc * (1 - pc)) / canary.views + (pl * (1 - pl)) / live.views);
  const z = se > 0 ? excess / se : excess > 0 ? Infinity : -Infinity;
  return { worse: z > zCritical, z, canary: pc, live: pl };
}

/**
 * Mann-Whitney U of the canary's values against the live ones', from two histograms (values in one
 * bucket count as ties): z above 1.645 says the canary's values tend to be larger, at 95%.
 */
export function mannWhitneyZ(canary: Record<number, number>, live: Record<number, number>): number {
  const c = new Map(countsOf(canary));
  const l = new Map(countsOf(live));
  const n1 = total(canary);
  const n2 = total(live);
  if (!n1 || !n2) return 0;
  const buckets = [...new Set([...c.keys(), ...l.keys()])].sort((a, b) => a - b);
  let u = 0;
  let liveBelow = 0;
  let ties = 0;
  for (const b of buckets) {
    const cb = c.get(b) ?? 0;
    const lb = l.get(b) ?? 0;
    u += cb * (liveBelow + lb / 2);
    liveBelow += lb;
    const t = cb + lb;
    ties += t ** 3 - t;
  }
  const n = n1 + n2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (variance <= 0) return 0;
  // Continuity correction, towards the mean.
  return (u - mean - 0.5) / Math.sqrt(variance);
}

/** p75 of a histogram (the upper bound of its bucket), or null when it is empty. */
function p75(vital: Vital, histogram: Record<number, number> | undefined): number | null {
  const counts = countsOf(histogram);
  const n = counts.reduce((s, [, k]) => s + k, 0);
  if (!n) return null;
  let seen = 0;
  for (const [b, k] of counts) {
    seen += k;
    if (seen >= Math.ceil(0.75 * n)) return bucketUpperBound(vital, b);
  }
  return null;
}

/**
 * What the guard does with a canary now.
 * @param window  the app's releases over every minute since the canary started
 * @param stage   the same, since its current share started (a stage advances on its own views)
 */
export function judge(
  canary: CanaryState,
  window: RumRelease[],
  stage: RumRelease[],
  now: Date,
  settings: GuardSettings = DEFAULT_GUARD_SETTINGS,
): Verdict {
  const mine = window.find((r) => r.release === canary.release);
  const theirs = window.find((r) => r.release === canary.live);
  const figures: Figures = {
    canaryViews: mine?.views ?? 0,
    liveViews: theirs?.views ?? 0,
    canaryErrorShare: mine?.views ? round(mine.errorViews / mine.views, 4) : null,
    liveErrorShare: theirs?.views ? round(theirs.errorViews / theirs.views, 4) : null,
  };
  for (const vital of ['LCP', 'INP'] as const) {
    figures[`canary${vital}p75`] = round(p75(vital, mine?.histograms[vital]), 0);
    figures[`live${vital}p75`] = round(p75(vital, theirs?.histograms[vital]), 0);
  }
  // No data holds, whatever else: a canary nobody reports on never advances.
  if (!mine?.views)
    return { decision: 'hold', hold: 'no-data', reason: 'No page view of the canary reported yet', figures };
  if (!theirs || mine.views < settings.minViews || theirs.views < settings.minViews)
    return {
      decision: 'hold',
      hold: 'few-views',
      reason: `Too few views to judge: ${mine.views} of the canary and ${theirs?.views ?? 0} of the live release (${settings.minViews} each needed)`,
      figures,
    };

  const zCritical = zPerLook(settings);
  const confidence = `95% confidence over ${plannedLooks(settings)} looks`;
  const errors = errorShareWorse(
    { views: mine.views, bad: mine.errorViews },
    { views: theirs.views, bad: theirs.errorViews },
    settings.errorTolerancePoints / 100,
    zCritical,
  );
  figures.errorZ = Number.isFinite(errors.z) ? round(errors.z, 2) : null;
  if (errors.worse)
    return {
      decision: 'rollback',
      reason: `Errors or fallbacks in ${percent(errors.canary)} of ${mine.views} canary views against ${percent(errors.live)} of ${theirs.views} live views (tolerance ${settings.errorTolerancePoints} points, ${confidence})`,
      figures,
    };
  for (const vital of ['LCP', 'INP'] as const) {
    const [c, l] = [mine.histograms[vital], theirs.histograms[vital]];
    // A vital some views lack (INP needs an interaction) is judged only with enough of it.
    if (total(c) < settings.minViews || total(l) < settings.minViews) continue;
    const [pc, pl] = [figures[`canary${vital}p75`]!, figures[`live${vital}p75`]!];
    const z = mannWhitneyZ(c, l);
    figures[`${vital}z`] = round(z, 2);
    if (pc > pl * (1 + settings.vitalTolerancePercent / 100) && z > zCritical)
      return {
        decision: 'rollback',
        reason: `${vital} p75 ${ms(pc)} on the canary against ${ms(pl)} live (more than ${settings.vitalTolerancePercent}% slower, ${confidence})`,
        figures,
      };
  }

  const inStage = stage.find((r) => r.release === canary.release)?.views ?? 0;
  const minutes = (now.getTime() - Date.parse(canary.stageSince)) / 60_000;
  figures.stageViews = inStage;
  figures.stageMinutes = Math.floor(minutes);
  if (inStage < settings.minViews || minutes < settings.holdMinutes)
    return {
      decision: 'hold',
      hold: 'stage',
      reason: `Holding at ${canary.share}%: ${Math.floor(minutes)} of ${settings.holdMinutes} minutes and ${inStage} of ${settings.minViews} views so far, no worse than live`,
      figures,
    };
  const next = settings.plan.find((share) => share > canary.share) ?? 100;
  return {
    decision: 'advance',
    share: next,
    reason: `No worse than live over ${mine.views} views (errors ${percent(errors.canary)} vs ${percent(errors.live)}): ${canary.share}% -> ${next}%`,
    figures,
  };
}
