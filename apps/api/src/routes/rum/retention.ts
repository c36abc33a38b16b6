import type { FastifyInstance } from 'fastify';
import type { Repository } from '../../db/repository';

/** How often the old minutes are dropped: often enough that a day's rows never pile up. */
export const PRUNE_EVERY_MS = 3600_000;

const DAY_MS = 24 * 3600_000;

export interface RumRetention {
  repo: Repository;
  now: () => Date;
  /** Minutes older than this many days are dropped. */
  days: number;
  everyMs?: number;
}

/**
 * Drops the page-view counts older than the retention when the app is ready, then every
 * `everyMs`. The timer is unref'd (it never keeps the process alive) and stopped before the app
 * closes, after the pruning in progress if any, so none runs on a closed database. A failure is
 * logged and tried again at the next turn: it never stops the api.
 */
export function pruneRumOnSchedule(app: FastifyInstance, { repo, now, days, everyMs = PRUNE_EVERY_MS }: RumRetention) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const prune = () =>
    (running ??= repo
      .pruneRum(new Date(now().getTime() - days * DAY_MS))
      .then(
        (rows) => {
          if (rows > 0) app.log.info(`rum: dropped ${rows} row(s) older than ${days} day(s)`);
        },
        (err: unknown) => app.log.warn({ err }, 'rum: dropping old page-view counts failed; trying again later'),
      )
      .finally(() => {
        running = null;
      }));
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => void prune(), everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
