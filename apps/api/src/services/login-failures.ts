import { randomBytes } from 'node:crypto';
import type { Repository } from '../db/repository';
import type { SharedRedis } from './shared-redis';

export interface LoginThrottle {
  maxFailures: number;
  windowMs: number;
}

export type Reservation = { granted: true } | { granted: false; retryAfterMs: number };

/**
 * The log-in lockout per throttle key (an account, or an identifier with none). An attempt takes
 * its place in the count before the password is checked, in one atomic step, so attempts in
 * flight count as much as failures: whatever the concurrency, at most `maxFailures` passwords
 * per key and window are ever checked. A failed attempt keeps its place; a success clears the key.
 */
export interface LoginFailures {
  reserve(key: string, at: Date, throttle: LoginThrottle): Promise<Reservation>;
  /** A successful log-in: the count of key starts again. */
  clear(key: string): Promise<void>;
}

const attemptId = (at: Date) => `${at.toISOString()}|${randomBytes(6).toString('hex')}`;
const retryAfter = (earliest: string | number | null, at: Date, windowMs: number) => {
  const first = typeof earliest === 'string' ? Date.parse(earliest) : (earliest ?? at.getTime());
  return Math.max(0, first + windowMs - at.getTime());
};

/**
 * In Redis: one sorted set per key (members are attempts, scores their times on the app's
 * clock). The script drops what left the window, counts, and adds the attempt only under the
 * limit; Redis runs it whole, so no other attempt comes between the count and the add.
 * `already`: attempts of the key the database holds (made while Redis was away), counted too.
 */
const RESERVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1])
local count = redis.call('ZCARD', KEYS[1]) + tonumber(ARGV[6])
if count >= tonumber(ARGV[3]) then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, first[2] or ''}
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return {1, ''}`;

/**
 * In Redis when the api has one and it answers (hot counters off the database, shared by every
 * process); in the database otherwise, and whenever Redis fails, so an outage of Redis never
 * lifts the lockout nor stops log-ins. When Redis answers again it takes over, counting what the
 * database recorded meanwhile.
 */
export function loginFailures(repo: Repository, redis: SharedRedis | null, prefix: string): LoginFailures {
  const name = (key: string) => `${prefix}login-attempts:${key}`;

  async function inDatabase(key: string, at: Date, { maxFailures, windowMs }: LoginThrottle): Promise<Reservation> {
    const since = new Date(at.getTime() - windowMs);
    if (await repo.reserveLoginAttempt(key, attemptId(at), at, since, maxFailures)) return { granted: true };
    const { earliest } = await repo.loginAttemptsSince(key, since);
    return { granted: false, retryAfterMs: retryAfter(earliest, at, windowMs) };
  }

  async function inRedis(
    shared: SharedRedis,
    key: string,
    at: Date,
    { maxFailures, windowMs }: LoginThrottle,
  ): Promise<Reservation | null> {
    const since = new Date(at.getTime() - windowMs);
    // Read before Redis is asked: a database failure is the database's (503), not Redis's.
    const already = await repo.loginAttemptsSince(key, since);
    let reply: [number, string];
    try {
      reply = (await shared.send((client) =>
        client.eval(
          RESERVE,
          1,
          name(key),
          since.getTime(),
          at.getTime(),
          maxFailures,
          attemptId(at),
          windowMs,
          already.count,
        ),
      )) as [number, string];
    } catch (err) {
      shared.failed(err);
      return null;
    }
    shared.worked();
    if (reply[0] === 1) return { granted: true };
    const fromRedis = reply[1] === '' ? null : Number(reply[1]);
    const fromDatabase = already.earliest ? Date.parse(already.earliest) : null;
    const earliest =
      fromRedis !== null && fromDatabase !== null ? Math.min(fromRedis, fromDatabase) : (fromRedis ?? fromDatabase);
    return { granted: false, retryAfterMs: retryAfter(earliest, at, windowMs) };
  }

  return {
    async reserve(key, at, throttle) {
      if (redis?.available) {
        const reserved = await inRedis(redis, key, at, throttle);
        if (reserved) return reserved;
      }
      return inDatabase(key, at, throttle);
    },
    async clear(key) {
      await repo.clearLoginAttempts(key);
      if (redis?.available)
        await redis.send((client) => client.del(name(key))).catch((err: unknown) => redis.failed(err));
    },
  };
}
