// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bucketUpperBound } from '@storefront/types/rum';
import { binomial, bucketShares, CANARIES, LIVE, seeded, simulate } from './guard-sim';

/**
 * The guard's simulation, small enough for every run (the full one: `pnpm --filter @storefront/api
 * guard-sim`, figures in docs/performance.md). Seeded: the same figures every time.
 */
describe('the release guard simulated', () => {
  it('draws what it claims: binomial counts and the histogram of a log-normal LCP', () => {
    const random = seeded(7);
    for (const [n, p] of [
      [40, 0.05],
      [5000, 0.3],
      [200, 0.9],
    ] as const) {
      const draws = Array.from({ length: 4000 }, () => binomial(random, n, p));
      const mean = draws.reduce((s, k) => s + k, 0) / draws.length;
      const variance = draws.reduce((s, k) => s + (k - mean) ** 2, 0) / draws.length;
      expect(Math.abs(mean - n * p)).toBeLessThan(0.05 * n * p + 0.2);
      expect(variance / (n * p * (1 - p))).toBeGreaterThan(0.85);
      expect(variance / (n * p * (1 - p))).toBeLessThan(1.15);
    }
    const shares = bucketShares('LCP', LIVE.lcp);
    expect(shares.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
    // p75 of a log-normal: median x e^(0.6745 sigma), about 2,440 ms: inside the bucket the shares put it in.
    let seen = 0;
    const bucket = shares.findIndex((x) => (seen += x) >= 0.75);
    expect(bucketUpperBound('LCP', bucket)).toBeGreaterThanOrEqual(2440);
    expect(bucketUpperBound('LCP', bucket - 1)).toBeLessThan(2440);
  });

  it('at 1,000 canary views a minute: promotes a canary like live, rolls back worse ones within 2 minutes', () => {
    const runs = 20;
    const same = simulate({ canaryPerMinute: 1000, canary: CANARIES.identical, runs, seed: 11 });
    expect(same.rollbacks).toBe(0);
    expect(same.promotes).toBe(runs);
    // Two stages of at least ten minutes each.
    expect(same.promoteSeconds.p50).toBeGreaterThanOrEqual(20 * 60);
    for (const kind of ['errors +5 points', 'LCP 30% slower'] as const) {
      const worse = simulate({ canaryPerMinute: 1000, canary: CANARIES[kind], runs, seed: 12 });
      expect(worse.rollbacks, kind).toBe(runs);
      // The target of docs/performance.md#canary-rollback-time.
      expect(worse.p95AllRuns, kind).toBeLessThanOrEqual(120);
    }
  });

  it('at 100 canary views a minute: rolls back none of 100 canaries like live over the whole plan', () => {
    // At 95% on every look, about 1.1% were (docs/performance.md).
    const same = simulate({ canaryPerMinute: 100, canary: CANARIES.identical, runs: 100, seed: 13 });
    expect(same.rollbacks).toBe(0);
    expect(same.promotes).toBe(100);
  });
});
