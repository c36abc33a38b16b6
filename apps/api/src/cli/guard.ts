import { releasesDir } from '@storefront/site/releases';
import type { RumRelease } from '@storefront/types/rum';
import { adminGet } from '../admin';
import { loadConfig, loadGuardConfig } from '../config';
import { guardOnce } from '../services/guard-check';
import { exitWith, readOrExit } from './direct';

/**
 * `pnpm guard`: the release guard, a long-running process beside the api (docs/releasing.md). Every
 * GUARD_INTERVAL_SECONDS it judges the running canary from the api's page-view figures, read on
 * the api's admin socket (the embedded engine is the api's alone), and rolls it back, moves it
 * along GUARD_PLAN or holds. It prints a line when its decision changes; SIGTERM or SIGINT stop it.
 */
async function run(): Promise<number> {
  const read = readOrExit('guard', () => ({ config: loadConfig(), guard: loadGuardConfig() }));
  if (typeof read === 'number') return read;
  const { config, guard } = read;
  const root = releasesDir();
  const readRum = async (app: string, since: Date): Promise<RumRelease[]> => {
    const reply = await adminGet(
      config.adminSocket,
      `/rum?app=${encodeURIComponent(app)}&since=${encodeURIComponent(since.toISOString())}`,
    );
    if (!reply) throw new Error(`the api does not answer on its admin socket ${config.adminSocket}`);
    const text = (await reply.toArray()).join('');
    if (reply.statusCode !== 200) throw new Error(`the api answered ${reply.statusCode}: ${text.trim()}`);
    return JSON.parse(text) as RumRelease[];
  };
  let stopped = false;
  let wake = () => {};
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stopped = true;
      wake();
    });
  console.log(
    `guard: watching the canary in ${root} every ${guard.settings.intervalSeconds} s (plan ${guard.settings.plan.join(' -> ')}%, ${guard.settings.minViews} views each side, errors +${guard.settings.errorTolerancePoints} points, vitals +${guard.settings.vitalTolerancePercent}%, stages of ${guard.settings.holdMinutes} min)`,
  );
  let said = '';
  while (!stopped) {
    const check = await guardOnce({ root, readRum, settings: guard.settings }).catch((err: Error) => ({
      decision: 'error',
      reason: err.message,
      app: null,
    }));
    const line = `${check.decision}${check.app ? ` ${check.app}` : ''}: ${check.reason}`;
    // A decision once; a hold again only when it changes.
    if (check.decision !== 'hold' || line.replace(/\d+/g, '') !== said.replace(/\d+/g, ''))
      console.log(`guard: ${line}`);
    said = line;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, guard.settings.intervalSeconds * 1000);
      // A stop ends the wait and its timer: nothing keeps the process up.
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  return 0;
}

exitWith(run());
