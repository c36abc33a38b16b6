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
/** An attempt's time on the app's clock (its id starts with it). */
const timeOf = (attempt: string) => Date.parse(attempt.split('|')[0] ?? '');
const retryAfter = (earliest: number | null, at: Date, windowMs: number) =>
  Math.max(0, (earliest ?? at.getTime()) + windowMs - at.getTime());

/**
 * In Redis: one sorted set per key (members are attempts, scores their times on the app's
 * clock). The script first adds the attempts the database holds (ARGV[6..], score and member
 * pairs; NX: one Redis has already is not counted twice, the ids being the same), drops what left
 * the window, counts, and adds the attempt only under the limit; Redis runs it whole, so no other
 * attempt comes between the count and the add.
 */
const RESERVE = `
for i = 6, #ARGV, 2 do redis.call('ZADD', KEYS[1], 'NX', ARGV[i], ARGV[i + 1]) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
local count = redis.call('ZCARD', KEYS[1])
if count >= tonumber(ARGV[3]) then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, first[2] or ''}
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
return {1, ''}`;

/**
 * In Redis when the api has one and it answers (shared by every process, counted atomically); in
 * the database otherwise, and whenever Redis fails, so an outage of Redis never lifts the lockout
 * nor stops log-ins. The database holds every attempt either way: one Redis granted is recorded
 * there too, so the fallback starts from all that Redis knew; and Redis, before each count, takes
 * in what the database holds, so once back (even empty, after a restart) it counts the attempts
 * made while it was away. Across Redis going and coming back, no key gets more than
 * `maxFailures` passwords checked in a window.
 */
export function loginFailures(repo: Repository, redis: SharedRedis | null, prefix: string): LoginFailures {
  const name = (key: string) => `${prefix}login-attempts:${key}`;

  async function inDatabase(
    key: string,
    attempt: string,
    at: Date,
    { maxFailures, windowMs }: LoginThrottle,
  ): Promise<Reservation> {
    const since = new Date(at.getTime() - windowMs);
    if (await repo.reserveLoginAttempt(key, attempt, at, since, maxFailures)) return { granted: true };
    const [earliest] = await repo.loginAttemptsSince(key, since);
    return { granted: false, retryAfterMs: retryAfter(earliest ? timeOf(earliest) : null, at, windowMs) };
  }

  async function inRedis(
    shared: SharedRedis,
    key: string,
    attempt: string,
    at: Date,
    { maxFailures, windowMs }: LoginThrottle,
  ): Promise<Reservation | null> {
    const since = new Date(at.getTime() - windowMs);
    // Read before Redis is asked: a database failure is the database's (503), not Redis's.
    const known = await repo.loginAttemptsSince(key, since);
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
          attempt,
          windowMs,
          ...known.flatMap((a) => [timeOf(a), a]),
        ),
      )) as [number, string];
    } catch (err) {
      shared.failed(err);
      return null;
    }
    shared.worked();
    if (reply[0] !== 1)
      return { granted: false, retryAfterMs: retryAfter(reply[1] === '' ? null : Number(reply[1]), at, windowMs) };
    // Granted: the database learns it too, before the password is checked.
    await repo.recordLoginAttempt(key, attempt, at, since);
    return { granted: true };
  }

  return {
    async reserve(key, at, throttle) {
      // One id for both ways: an attempt Redis took but did not confirm in time (a hang) and the
      // database then takes is one attempt, not two, once Redis learns it from the database.
      const attempt = attemptId(at);
      if (redis?.available) {
        const reserved = await inRedis(redis, key, attempt, at, throttle);
        if (reserved) return reserved;
      }
      return inDatabase(key, attempt, at, throttle);
    },
    async clear(key) {
      await repo.clearLoginAttempts(key);
      if (redis?.available)
        await redis.send((client) => client.del(name(key))).catch((err: unknown) => redis.failed(err));
    },
  };
}
