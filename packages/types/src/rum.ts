import * as z from 'zod/mini';
import { APPS } from '@storefront/site/apps';

/**
 * What a visitor's browser reports of one page view (real-user monitoring, docs/product.md#what-visitors-browsers-report):
 * the section of the site it was, the release of every app it loaded, what went wrong in each, the
 * Core Web Vitals, and the element of its slowest interaction (`inpTarget`). Nothing that names the
 * visitor: no account, no address, no query string, no identifier kept between views. The host
 * sends it with `navigator.sendBeacon` as text (a simple request: no preflight, no cookie needed);
 * the api checks it with this schema and keeps only counts per minute (apps/api), so a report is
 * never stored as it came.
 */

/** The vitals reported, as web-vitals names them. CLS is unitless; the others are milliseconds. */
export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

/** The largest report the api reads (bytes of the body); a real one is a few hundred. */
export const RUM_MAX_BYTES = 4096;

/** The apps a page loads: the host and the remotes (not the api). */
const WEB_APPS = APPS.map((app) => app.name);

const count = z.int().check(z.minimum(0), z.maximum(1000));
const millis = z.number().check(z.minimum(0), z.maximum(600_000));

/**
 * A selector the browser makes from what developers wrote, never what a visitor typed or read: a
 * tag name, then ids, `name` attributes and classes (`button.xYz12`, `input[name=email]`,
 * `div.a1>button#buy`). No spaces, quotes or text, so it can carry neither a value nor a label.
 */
export const INP_TARGET = /^[a-z][a-z0-9-]{0,30}([#.>[][A-Za-z0-9_>#.[\]=-]{0,99})?$/;

/** One app on the page: which release, and what went wrong in its part of it. */
const appReportSchema = z.strictObject({
  app: z.enum(WEB_APPS as [string, ...string[]]),
  /** The release id from the path it was loaded from (`/releases/<app>/<id>/`), or `local`. */
  release: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,79}$/)),
  /** Times its code failed to load (each Retry that failed counts again). */
  failures: count,
  /** Whether its area showed the fallback (not available, with Retry). */
  fallback: z.boolean(),
  /** Retries that loaded it, and retries that failed again. */
  retriesOk: count,
  retriesFailed: count,
  /** Errors caught in its part: its boundary, or React's error callbacks naming it. */
  errors: count,
  /**
   * The element of the view's slowest interaction (the one its INP is), on the app whose part of
   * the page held it; at most one app of a report has it, and only with `vitals.INP`.
   */
  inpTarget: z.optional(z.string().check(z.regex(INP_TARGET), z.maxLength(100))),
});
export type AppReport = z.output<typeof appReportSchema>;

export const rumReportSchema = z
  .strictObject({
    v: z.literal(1),
    /**
     * The section of the site: the first segment of the path the page was rendered for ("/" for the
     * home page, "/product" for every product, "/404" for an address no page has). Not the whole
     * path: it may name something a visitor typed, and one row per product would drown the figures.
     */
    page: z.string().check(z.regex(/^\/[a-z0-9-]{0,40}$/)),
    // Each app once: the api counts a view per app named, so a repeat would count that view twice.
    apps: z.array(appReportSchema).check(
      z.minLength(1),
      z.maxLength(WEB_APPS.length),
      z.refine((list) => new Set(list.map((a) => a.app)).size === list.length, { error: 'An app is named twice.' }),
    ),
    vitals: z.strictObject({
      LCP: z.optional(millis),
      INP: z.optional(millis),
      CLS: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
      FCP: z.optional(millis),
      TTFB: z.optional(millis),
    }),
  })
  .check(
    // The INP is one interaction's: one element, in one app's part; counted against the INP it set.
    z.refine((report) => report.apps.filter((a) => a.inpTarget !== undefined).length <= 1, {
      error: 'Only one app holds the INP target.',
    }),
    z.refine((report) => report.vitals.INP !== undefined || report.apps.every((a) => a.inpTarget === undefined), {
      error: 'The INP target comes with the INP.',
    }),
  );
export type RumReport = z.output<typeof rumReportSchema>;

/** One release of one app over a window, as the api sums its page views' reports. */
export interface RumRelease {
  release: string;
  /** The first and last minute it was seen in the window (ISO, UTC). */
  firstMinute: string;
  lastMinute: string;
  views: number;
  /** Views where it had an error, failed to load or showed the fallback, at least once (what the release guard compares). */
  errorViews: number;
  /** Views where its area showed the fallback. */
  fallbackViews: number;
  failures: number;
  errors: number;
  retriesOk: number;
  retriesFailed: number;
  /** p75 of LCP and INP (ms; null with no value), read from the histograms. */
  p75: { LCP: number | null; INP: number | null };
  /** Each vital's histogram: count by bucket (bucketOf). */
  histograms: Record<Vital, Record<number, number>>;
  /** The INP_TARGETS_READ elements of its slowest interactions: highest INP p75 first, then most views. */
  inpTargets: InpTarget[];
}

/** The INP targets a release's reading gives: enough to act on, few enough to read. */
export const INP_TARGETS_READ = 5;

/** An element that held views' slowest interaction: how many views, and the p75 of their INP (ms). */
export interface InpTarget {
  target: string;
  views: number;
  p75: number;
}

/** One step of a release's time series: its page views from `at` for the step's minutes. */
export interface RumStep {
  /** The step's first minute (ISO, UTC). */
  at: string;
  views: number;
  errorViews: number;
  /** p75 of LCP and INP (ms) in this step; null with no value. */
  p75: { LCP: number | null; INP: number | null };
}

/** A release's page views over a whole window. */
export type RumTotal = Omit<RumStep, 'at'>;

/** A release's steps over a window, oldest first, every step there (an empty one has no views). */
export interface RumSeries {
  release: string;
  steps: RumStep[];
}

/**
 * The api keeps each vital as a histogram: bucket k holds values up to BUCKET_BASE * BUCKET_RATIO^k
 * (CLS in thousandths), so a percentile read from it is within 10% of the true one, whatever the
 * scale, in a fixed number of rows.
 */
export const BUCKET_BASE = 10;
export const BUCKET_RATIO = 1.1;
export const BUCKETS = 100;

/** The value a vital is kept as: milliseconds, or CLS in thousandths. */
const scaled = (vital: Vital, value: number) => (vital === 'CLS' ? value * 1000 : value);

/** The bucket a value falls in: the first whose upper bound is at least the value. */
export function bucketOf(vital: Vital, value: number): number {
  const v = scaled(vital, value);
  if (!(v > BUCKET_BASE)) return 0;
  return Math.min(BUCKETS - 1, Math.ceil(Math.log(v / BUCKET_BASE) / Math.log(BUCKET_RATIO) - 1e-9));
}

/** A bucket's upper bound, in the vital's own unit (CLS unitless). */
export function bucketUpperBound(vital: Vital, bucket: number): number {
  const bound = BUCKET_BASE * BUCKET_RATIO ** bucket;
  return vital === 'CLS' ? bound / 1000 : bound;
}

/**
 * The p-th percentile (0 < p < 1) of a histogram given as counts by bucket: the upper bound of the
 * bucket holding it (an over-estimate by at most one bucket), or null with no values.
 */
export function percentileOf(vital: Vital, counts: ReadonlyMap<number, number>, p: number): number | null {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket)!;
    if (seen >= rank) return bucketUpperBound(vital, bucket);
  }
  return null;
}
