// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bucketOf, type RumRelease } from '@storefront/types/rum';
import {
  DEFAULT_GUARD_SETTINGS,
  errorShareWorse,
  judge,
  mannWhitneyZ,
  plannedLooks,
  zPerLook,
  type CanaryState,
} from './guard';

const NOW = new Date('2026-03-01T10:30:00.000Z');
const canary: CanaryState = { release: 'c', live: 'l', share: 10, stageSince: '2026-03-01T10:00:00.000Z' };

/** A histogram of `values` as the api keeps them. */
function histogram(vital: 'LCP' | 'INP', values: number[]) {
  const counts: Record<number, number> = {};
  for (const v of values) counts[bucketOf(vital, v)] = (counts[bucketOf(vital, v)] ?? 0) + 1;
  return counts;
}

/** `views` views of a release, `bad` of them with an error, LCP and INP spread around the given values. */
function release(name: string, views: number, bad: number, lcp = 2000, inp = 150, inpViews = views): RumRelease {
  const spread = (around: number, n: number) => Array.from({ length: n }, (_, i) => around * (0.7 + (0.6 * i) / n));
  return {
    release: name,
    firstMinute: '',
    lastMinute: '',
    views,
    errorViews: bad,
    fallbackViews: 0,
    failures: 0,
    errors: bad,
    retriesOk: 0,
    retriesFailed: 0,
    p75: { LCP: null, INP: null },
    histograms: {
      LCP: histogram('LCP', spread(lcp, views)),
      INP: histogram('INP', spread(inp, inpViews)),
      CLS: {},
      FCP: {},
      TTFB: {},
    },
    inpTargets: [],
  };
}

describe('the guard judges a canary', () => {
  it('holds without reports of the canary, and with too few views on either side', () => {
    expect(judge(canary, [release('l', 5000, 10)], [], NOW)).toMatchObject({ decision: 'hold', hold: 'no-data' });
    const few = judge(canary, [release('c', 150, 150), release('l', 5000, 10)], [], NOW);
    expect(few).toMatchObject({ decision: 'hold', hold: 'few-views' });
    expect(few.reason).toBe('Too few views to judge: 150 of the canary and 5000 of the live release (200 each needed)');
    expect(judge(canary, [release('c', 900, 0), release('l', 100, 0)], [], NOW)).toMatchObject({ hold: 'few-views' });
  });

  it('rolls back a canary with more errors or fallbacks than live beyond the tolerance, with its figures', () => {
    const verdict = judge(canary, [release('c', 300, 60), release('l', 2700, 27)], [], NOW);
    expect(verdict.decision).toBe('rollback');
    expect(verdict.reason).toBe(
      'Errors or fallbacks in 20.0% of 300 canary views against 1.0% of 2700 live views (tolerance 2 points, 95% confidence over 40 looks)',
    );
    expect(verdict.figures).toMatchObject({
      canaryViews: 300,
      liveViews: 2700,
      canaryErrorShare: 0.2,
      liveErrorShare: 0.01,
    });
  });

  it('does not roll back a difference within the tolerance, or one chance explains', () => {
    // 2.5% against 1%: within 2 points.
    expect(judge(canary, [release('c', 2000, 50), release('l', 2000, 20)], [], NOW).decision).not.toBe('rollback');
    // 3 of 200 against 0: above the tolerance, but not at 95%.
    expect(judge(canary, [release('c', 200, 7), release('l', 2000, 0)], [], NOW).decision).not.toBe('rollback');
    expect(errorShareWorse({ views: 200, bad: 7 }, { views: 2000, bad: 0 }, 0.02, 1.645).worse).toBe(false);
    expect(errorShareWorse({ views: 200, bad: 200 }, { views: 2000, bad: 0 }, 0.02, 1.645)).toMatchObject({
      worse: true,
      z: Infinity,
    });
  });

  it('spends its 5% over the looks of the plan: one look at 95% would roll back what 40 looks must not', () => {
    // Default plan: two stages of 10 minutes, a look every 30 s.
    expect(plannedLooks(DEFAULT_GUARD_SETTINGS)).toBe(40);
    expect(zPerLook(DEFAULT_GUARD_SETTINGS)).toBeCloseTo(3.023, 2);
    // No hold time: one look a stage at least.
    const quick = { ...DEFAULT_GUARD_SETTINGS, holdMinutes: 0 };
    expect(plannedLooks(quick)).toBe(2);
    expect(zPerLook(quick)).toBeCloseTo(1.96, 2);
    // 9% of 400 against 3%: z about 2.2 beyond the 2 points, past 95% on one look, not past 40 looks' worth.
    const window = [release('c', 400, 36), release('l', 4000, 120)];
    expect(judge(canary, window, [], NOW).decision).not.toBe('rollback');
    expect(judge(canary, window, [], NOW).figures.errorZ).toBeGreaterThan(1.645);
    expect(judge(canary, window, [], NOW, quick).decision).toBe('rollback');
  });

  it('rolls back a canary whose LCP or INP p75 is slower beyond the tolerance', () => {
    const lcp = judge(canary, [release('c', 400, 0, 4000), release('l', 4000, 0, 2000)], [], NOW);
    expect(lcp.decision).toBe('rollback');
    expect(lcp.reason).toMatch(
      /^LCP p75 \d+ ms on the canary against \d+ ms live \(more than 20% slower, 95% confidence over 40 looks\)$/,
    );
    const inp = judge(canary, [release('c', 400, 0, 2000, 600), release('l', 4000, 0, 2000, 150)], [], NOW);
    expect(inp.reason).toMatch(/^INP p75/);
    // 10% slower is within the tolerance.
    expect(judge(canary, [release('c', 400, 0, 2200), release('l', 4000, 0, 2000)], [], NOW).decision).not.toBe(
      'rollback',
    );
    // INP reported by too few views is not judged.
    expect(judge(canary, [release('c', 400, 0, 2000, 900, 50), release('l', 4000, 0)], [], NOW).decision).not.toBe(
      'rollback',
    );
  });

  it('advances a canary no worse than live along the plan once its stage has lasted and counted enough', () => {
    const window = [release('c', 400, 2), release('l', 4000, 20)];
    const early = judge(canary, window, [release('c', 400, 2)], new Date('2026-03-01T10:05:00.000Z'));
    expect(early).toMatchObject({ decision: 'hold', hold: 'stage' });
    expect(early.reason).toBe('Holding at 10%: 5 of 10 minutes and 400 of 200 views so far, no worse than live');
    expect(judge(canary, window, [release('c', 100, 0)], NOW)).toMatchObject({ decision: 'hold', hold: 'stage' });
    expect(judge(canary, window, [release('c', 400, 2)], NOW)).toMatchObject({ decision: 'advance', share: 50 });
    expect(judge({ ...canary, share: 50 }, window, [release('c', 400, 2)], NOW)).toMatchObject({
      decision: 'advance',
      share: 100,
    });
    expect(
      judge(canary, window, [release('c', 400, 2)], NOW, { ...DEFAULT_GUARD_SETTINGS, plan: [25, 100] }),
    ).toMatchObject({ share: 25 });
  });

  it('reads Mann-Whitney U from histograms: no shift gives about 0, a shift a large z', () => {
    const same = histogram(
      'LCP',
      Array.from({ length: 500 }, (_, i) => 1000 + i * 4),
    );
    expect(Math.abs(mannWhitneyZ(same, same))).toBeLessThan(0.1);
    const slower = histogram(
      'LCP',
      Array.from({ length: 500 }, (_, i) => 1500 + i * 4),
    );
    expect(mannWhitneyZ(slower, same)).toBeGreaterThan(5);
    expect(mannWhitneyZ(same, slower)).toBeLessThan(-5);
    expect(mannWhitneyZ({}, same)).toBe(0);
  });
});
