/**
 * `pnpm --filter @storefront/api guard-sim [runs] [seed]`: the release guard's error rates with its
 * default settings (docs/performance.md#release-guard-false-alarms-and-detection). For 100 and
 * 1,000 canary views a minute, `runs` canaries of each kind (src/services/guard-sim.ts) through the
 * whole plan: how many no different from live are rolled back, and how soon worse ones are.
 */
import { CANARIES, simulate, type CanaryKind } from '../src/services/guard-sim';

const [RUNS = 1000, SEED = 1] = process.argv.slice(2).map(Number);
const seconds = (s: number | null) => (s === null ? 'never' : `${s} s`);

console.log(
  `| canary views a minute | canary | rolled back | seconds to it, p50 | p95 of all runs | for | promoted, p50 |`,
);
console.log('|---:|---|---:|---:|---:|---|---:|');
for (const canaryPerMinute of [100, 1000]) {
  for (const kind of Object.keys(CANARIES) as CanaryKind[]) {
    const r = simulate({ canaryPerMinute, canary: CANARIES[kind], runs: RUNS, seed: SEED });
    const rolled = `${r.rollbacks} of ${r.runs} (${((100 * r.rollbacks) / r.runs).toFixed(1)}%)`;
    const causes = Object.entries(r.causes)
      .map(([cause, n]) => `${cause} ${n}`)
      .join(', ');
    console.log(
      `| ${canaryPerMinute} | ${kind} | ${rolled} | ${seconds(r.rollbackSeconds.p50)} | ${seconds(r.p95AllRuns)} | ${causes || '-'} | ${r.promotes ? seconds(r.promoteSeconds.p50) : '-'} |`,
    );
  }
}
console.log(`\n${RUNS} runs of each, seed ${SEED}; "p95 of all runs" is never when fewer than 95% were rolled back.`);
