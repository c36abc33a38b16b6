import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Redis as the api uses it: for counters every process shares (per-address limits, the log-in
 * lockout), never for data. Each user of it has a fallback (process memory, the database), so an
 * outage costs sharing, not service: callers ask `available` first and call `failed` when a
 * command fails; the outage is logged once, and its end once.
 */
export interface SharedRedis {
  readonly client: Redis;
  /** A command's reply, or its failure within REDIS_COMMAND_TIMEOUT_MS (see `answered`). */
  send<T>(command: (client: Redis) => Promise<T>): Promise<T>;
  /** Connected, and no command failed in the last moment: worth sending commands to. */
  readonly available: boolean;
  /** A command failed (or timed out): fall back for a moment without trying again. */
  failed(err: unknown): void;
  /** A command worked: ends an outage that only commands saw (a Redis that hung, then answered). */
  worked(): void;
  close(): void;
}

/** A Redis that answers nothing (stopped, overloaded) costs each request at most this. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * `reply`, or a failure once `ms` have passed without it. The time is checked only after the
 * process has read what arrived meanwhile (a timer's setImmediate runs after the loop's I/O): an
 * api so busy that its loop stalled past the timeout (a burst of log-ins on a loaded machine)
 * still takes a reply that was waiting, instead of taking a working Redis for a failed one and
 * falling back (the lockout's count would then start again in the database).
 */
export function answered<T>(reply: Promise<T>, ms = REDIS_COMMAND_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (!settled) reject(new Error(`Redis did not answer within ${ms} ms`));
          settled = true;
        }),
      ms,
    );
    const settle = (then: () => void) => {
      clearTimeout(timer);
      if (!settled) then();
      settled = true;
    };
    reply.then(
      (value) => settle(() => resolve(value)),
      (err: unknown) => settle(() => reject(err)),
    );
  });
}
/** After a failed command, how long callers use their fallback before trying Redis again. */
const COOL_OFF_MS = 2000;

export const REDIS_DOWN =
  'Redis unavailable: per-address limits now count in this process only and the log-in lockout in the database, until it is back';
export const REDIS_BACK = 'Redis is back: per-address limits and the log-in lockout are shared again';

export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<SharedRedis> {
  // No offline queue and a short command timeout (`send`): while Redis is away a command fails at
  // once (or within the timeout) and the caller uses its fallback. ioredis keeps reconnecting; its
  // own, longer timeout only drops what a hung Redis holds.
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS * 4,
  });
  let down = false;
  let closing = false;
  let quietUntil = 0;
  const wentDown = (err?: unknown) => {
    if (down || closing) return;
    down = true;
    log.warn({ err, redis: 'unavailable' }, REDIS_DOWN);
  };
  client.on('error', (err: unknown) => wentDown(err));
  client.on('close', () => wentDown());
  const cameBack = () => {
    quietUntil = 0;
    if (!down) return;
    down = false;
    log.info({ redis: 'ok' }, REDIS_BACK);
  };
  client.on('ready', cameBack);
  // Without a queue, commands sent before the first connect would fail: wait for it (briefly).
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if (client.status !== 'ready') wentDown();
  return {
    client,
    send: (command) => answered(command(client)),
    get available() {
      return client.status === 'ready' && Date.now() >= quietUntil;
    },
    failed(err) {
      quietUntil = Date.now() + COOL_OFF_MS;
      wentDown(err);
    },
    worked() {
      if (down) cameBack();
    },
    close() {
      closing = true;
      client.disconnect();
    },
  };
}
