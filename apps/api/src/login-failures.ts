import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { BusyError, type Repository } from './db/repository';

/**
 * Failed log-ins per throttle key (an account, or an identifier with none), for the lockout.
 * In Redis when the api has one (hot counters off the database, shared by every process),
 * in the database otherwise (shared by every process on one server too).
 */
export interface LoginFailures {
  record(key: string, at: Date): Promise<void>;
  /** Failures for key at or after `since`, and the earliest of them. */
  since(key: string, since: Date): Promise<{ count: number; earliest: string | null }>;
  clear(key: string): Promise<void>;
}

export function databaseLoginFailures(repo: Repository): LoginFailures {
  return {
    record: (key, at) => repo.recordLoginFailure(key, at),
    since: (key, since) => repo.loginFailuresSince(key, since),
    clear: (key) => repo.clearLoginFailures(key),
  };
}

/** Longer than any lockout window: a key nobody fails on goes away by itself. */
const KEEP_MS = 24 * 3600_000;

/** One sorted set per key: members are failures, scores their times (the app's clock). */
export function redisLoginFailures(redis: Redis, prefix: string): LoginFailures {
  const name = (key: string) => `${prefix}login-failures:${key}`;
  const busy = (err: unknown) => new BusyError('redis unavailable', { cause: err });
  return {
    async record(key, at) {
      const member = `${at.toISOString()}|${randomBytes(4).toString('hex')}`;
      await redis
        .multi()
        .zremrangebyscore(name(key), '-inf', at.getTime() - KEEP_MS)
        .zadd(name(key), at.getTime(), member)
        .pexpire(name(key), KEEP_MS)
        .exec()
        .catch((err: unknown) => Promise.reject(busy(err)));
    },
    async since(key, since) {
      try {
        const [count, first] = await Promise.all([
          redis.zcount(name(key), since.getTime(), '+inf'),
          redis.zrangebyscore(name(key), since.getTime(), '+inf', 'LIMIT', 0, 1),
        ]);
        return { count, earliest: first[0]?.split('|')[0] ?? null };
      } catch (err) {
        throw busy(err);
      }
    },
    async clear(key) {
      await redis.del(name(key)).catch((err: unknown) => Promise.reject(busy(err)));
    },
  };
}
