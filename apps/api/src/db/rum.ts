import {
  INP_TARGETS_READ,
  VITALS,
  bucketOf,
  percentileOf,
  type InpTarget,
  type RumRelease,
  type RumReport,
  type RumSeries,
  type RumStep,
  type Vital,
} from '@storefront/types/rum';

export type { RumRelease, RumSeries };
import type { Sql } from './sql';

/**
 * Page-view reports (real-user monitoring), kept as counts per minute, section, app and release
 * (and INP target: the element of a view's slowest interaction).
 */
export interface Rum {
  /** Adds one report's counts to the minute of `at`, all of it or nothing. */
  addRumReport(report: RumReport, at: Date): Promise<void>;
  /** Per release of `app`, the minutes from `since` (included) to `until` (excluded; now by default), oldest release first. */
  rumByRelease(query: { app: string; since: Date; until?: Date }): Promise<RumRelease[]>;
  /**
   * Per release of `app`, its page views step by step from `since` (included) to `until`
   * (excluded): every step of `stepMinutes` there, oldest first (an empty one with no views).
   * Oldest release first.
   */
  rumSeries(query: { app: string; since: Date; until: Date; stepMinutes: number }): Promise<RumSeries[]>;
  /** Drops every minute before `before`, from every rum table; returns the rows dropped. */
  pruneRum(before: Date): Promise<number>;
}

/** The minute a time falls in, as the tables key it: `2026-03-01T10:05:00.000Z`. */
export const minuteOf = (at: Date) => `${at.toISOString().slice(0, 16)}:00.000Z`;

/** `($1, $2, …), (…)` for rows of `width` parameters. */
const placeholders = (rows: number, width: number) =>
  Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
  ).join(', ');

const numberOf = (value: unknown) => Number(value ?? 0);

/** Rows of `release, bucket, n` (and what `keyOf` reads) as histograms: by release, then key, then bucket. */
function histogramsBy(
  rows: readonly Record<string, unknown>[],
  keyOf: (row: Record<string, unknown>) => string,
): Map<string, Map<string, Map<number, number>>> {
  const byRelease = new Map<string, Map<string, Map<number, number>>>();
  for (const row of rows) {
    const release = String(row.release);
    const ofRelease = byRelease.get(release) ?? new Map<string, Map<number, number>>();
    byRelease.set(release, ofRelease);
    const key = keyOf(row);
    const counts = ofRelease.get(key) ?? new Map<number, number>();
    ofRelease.set(key, counts);
    counts.set(numberOf(row.bucket), numberOf(row.n));
  }
  return byRelease;
}

/** Every step of a window with no views yet: what a release with no page view in it shows. */
export function emptySteps({
  since,
  until,
  stepMinutes,
}: {
  since: Date;
  until: Date;
  stepMinutes: number;
}): RumStep[] {
  const stepMs = stepMinutes * 60_000;
  const count = Math.max(0, Math.ceil((until.getTime() - since.getTime()) / stepMs));
  return Array.from({ length: count }, (_, k) => ({
    at: new Date(since.getTime() + k * stepMs).toISOString(),
    views: 0,
    errorViews: 0,
    p75: { LCP: null, INP: null },
  }));
}

/** Of a release's INP targets (their INP histograms), the slowest INP_TARGETS_READ: by p75, then views, then name. */
function slowest(histograms: ReadonlyMap<string, ReadonlyMap<number, number>> | undefined): InpTarget[] {
  const all = [...(histograms ?? [])].map(([target, counts]) => ({
    target,
    views: [...counts.values()].reduce((sum, n) => sum + n, 0),
    // Never null: a target has a row only with a view counted.
    p75: percentileOf('INP', counts, 0.75) ?? 0,
  }));
  return all
    .sort((a, b) => b.p75 - a.p75 || b.views - a.views || (a.target < b.target ? -1 : a.target > b.target ? 1 : 0))
    .slice(0, INP_TARGETS_READ);
}

export function sqlRum(db: Sql): Rum {
  return {
    async addRumReport(report, at) {
      const minute = minuteOf(at);
      // Rows are written in one order (apps by name, vitals as listed), so two reports locking the
      // same rows take them in the same order and never deadlock.
      const apps = [...report.apps].sort((a, b) => (a.app < b.app ? -1 : a.app > b.app ? 1 : 0));
      const counts = apps.map((a) => [
        minute,
        report.page,
        a.app,
        a.release,
        1,
        a.errors > 0 || a.failures > 0 || a.fallback ? 1 : 0,
        a.fallback ? 1 : 0,
        a.failures,
        a.errors,
        a.retriesOk,
        a.retriesFailed,
      ]);
      const vitals = apps.flatMap((a) =>
        VITALS.flatMap((vital) => {
          const value = report.vitals[vital];
          return value === undefined ? [] : [[minute, report.page, a.app, a.release, vital, bucketOf(vital, value)]];
        }),
      );
      // At most one app holds it (rumReportSchema), and always with the INP.
      const held = apps.find((a) => a.inpTarget !== undefined);
      const inp = report.vitals.INP;
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO rum_views AS t (minute, page, app, release, views, error_views, fallback_views, failures, errors, retries_ok, retries_failed)
           VALUES ${placeholders(counts.length, 11)}
           ON CONFLICT (minute, page, app, release) DO UPDATE SET
             views = t.views + 1,
             error_views = t.error_views + EXCLUDED.error_views,
             fallback_views = t.fallback_views + EXCLUDED.fallback_views,
             failures = t.failures + EXCLUDED.failures,
             errors = t.errors + EXCLUDED.errors,
             retries_ok = t.retries_ok + EXCLUDED.retries_ok,
             retries_failed = t.retries_failed + EXCLUDED.retries_failed`,
          counts.flat(),
        );
        if (vitals.length > 0)
          await tx.query(
            `INSERT INTO rum_vitals AS t (minute, page, app, release, vital, bucket)
             VALUES ${placeholders(vitals.length, 6)}
             ON CONFLICT (minute, page, app, release, vital, bucket) DO UPDATE SET count = t.count + 1`,
            vitals.flat(),
          );
        if (held?.inpTarget !== undefined && inp !== undefined)
          await tx.query(
            `INSERT INTO rum_inp_targets AS t (minute, page, app, release, target, bucket)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (minute, page, app, release, target, bucket) DO UPDATE SET count = t.count + 1`,
            [minute, report.page, held.app, held.release, held.inpTarget, bucketOf('INP', inp)],
          );
      });
    },

    async rumByRelease({ app, since, until }) {
      // No end: a text after every ISO time of this era (the minutes compare as text).
      const params = [app, since.toISOString(), until?.toISOString() ?? '9999'];
      const window = 'app = $1 AND minute >= $2 AND minute < $3';
      const { rows } = await db.query(
        `SELECT release, MIN(minute) AS first_minute, MAX(minute) AS last_minute, SUM(views)::bigint AS views,
                SUM(error_views)::bigint AS error_views, SUM(fallback_views)::bigint AS fallback_views,
                SUM(failures)::bigint AS failures, SUM(errors)::bigint AS errors,
                SUM(retries_ok)::bigint AS retries_ok, SUM(retries_failed)::bigint AS retries_failed
         FROM rum_views WHERE ${window} GROUP BY release ORDER BY first_minute, release`,
        params,
      );
      const buckets = await db.query(
        `SELECT release, vital, bucket, SUM(count)::bigint AS n FROM rum_vitals WHERE ${window} GROUP BY release, vital, bucket`,
        params,
      );
      const targets = await db.query(
        `SELECT release, target, bucket, SUM(count)::bigint AS n FROM rum_inp_targets WHERE ${window}
         GROUP BY release, target, bucket`,
        params,
      );
      const byRelease = histogramsBy(buckets.rows, (row) => String(row.vital));
      const targetsByRelease = histogramsBy(targets.rows, (row) => String(row.target));
      return rows.map((row) => {
        const release = String(row.release);
        const vitals = byRelease.get(release);
        const histogram = (vital: Vital) => vitals?.get(vital) ?? new Map<number, number>();
        return {
          release,
          firstMinute: String(row.first_minute),
          lastMinute: String(row.last_minute),
          views: numberOf(row.views),
          errorViews: numberOf(row.error_views),
          fallbackViews: numberOf(row.fallback_views),
          failures: numberOf(row.failures),
          errors: numberOf(row.errors),
          retriesOk: numberOf(row.retries_ok),
          retriesFailed: numberOf(row.retries_failed),
          p75: { LCP: percentileOf('LCP', histogram('LCP'), 0.75), INP: percentileOf('INP', histogram('INP'), 0.75) },
          histograms: Object.fromEntries(
            VITALS.map((vital) => [vital, Object.fromEntries(histogram(vital))]),
          ) as RumRelease['histograms'],
          inpTargets: slowest(targetsByRelease.get(release)),
        };
      });
    },

    async rumSeries({ app, since, until, stepMinutes }) {
      const params = [app, since.toISOString(), until.toISOString(), stepMinutes * 60];
      // The step a minute falls in, counted from `since` (the minutes are ISO text: both engines read them as times).
      const step = 'FLOOR(EXTRACT(EPOCH FROM (minute::timestamptz - $2::text::timestamptz)) / $4::int)::int';
      const window = 'app = $1 AND minute >= $2 AND minute < $3';
      const views = await db.query(
        `SELECT release, ${step} AS step, MIN(minute) AS first_minute, SUM(views)::bigint AS views,
                SUM(error_views)::bigint AS error_views
         FROM rum_views WHERE ${window} GROUP BY release, step`,
        params,
      );
      const vitals = await db.query(
        `SELECT release, ${step} AS step, vital, bucket, SUM(count)::bigint AS n
         FROM rum_vitals WHERE ${window} AND vital IN ('LCP', 'INP') GROUP BY release, step, vital, bucket`,
        params,
      );
      const byRelease = new Map<string, { first: string; steps: RumStep[] }>();
      const seriesOf = (release: string) => {
        let series = byRelease.get(release);
        if (!series) {
          series = { first: '', steps: emptySteps({ since, until, stepMinutes }) };
          byRelease.set(release, series);
        }
        return series;
      };
      for (const row of views.rows) {
        const release = String(row.release);
        const index = numberOf(row.step);
        const series = seriesOf(release);
        const first = String(row.first_minute);
        if (!series.first || first < series.first) series.first = first;
        const target = series.steps[index];
        if (!target) continue;
        target.views += numberOf(row.views);
        target.errorViews += numberOf(row.error_views);
      }
      const histograms = histogramsBy(vitals.rows, (row) => `${numberOf(row.step)} ${String(row.vital)}`);
      return [...byRelease.entries()]
        .sort(([a, x], [b, y]) => (x.first < y.first ? -1 : x.first > y.first ? 1 : a < b ? -1 : a > b ? 1 : 0))
        .map(([release, series]) => ({
          release,
          steps: series.steps.map((s, k) => {
            const histogram = (vital: Vital) =>
              histograms.get(release)?.get(`${k} ${vital}`) ?? new Map<number, number>();
            return {
              ...s,
              p75: {
                LCP: percentileOf('LCP', histogram('LCP'), 0.75),
                INP: percentileOf('INP', histogram('INP'), 0.75),
              },
            };
          }),
        }));
    },

    async pruneRum(before) {
      const cutoff = minuteOf(before);
      return db.transaction(async (tx) => {
        const views = await tx.query('DELETE FROM rum_views WHERE minute < $1', [cutoff]);
        const vitals = await tx.query('DELETE FROM rum_vitals WHERE minute < $1', [cutoff]);
        const targets = await tx.query('DELETE FROM rum_inp_targets WHERE minute < $1', [cutoff]);
        return views.rowCount + vitals.rowCount + targets.rowCount;
      });
    },
  };
}
