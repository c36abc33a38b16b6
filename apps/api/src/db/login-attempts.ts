import type { Sql } from './sql';

/**
 * Log-in attempts per throttle key (the lockout), failed or still being checked: the database's
 * count, used without Redis and whenever Redis fails.
 */
export interface LoginAttempts {
  /**
   * Takes a place for `attempt` (`<ISO time>|<random>`) in one atomic step while fewer than `max`
   * attempts of key are at or after `since`; false when there are already `max`.
   */
  reserveLoginAttempt(key: string, attempt: string, at: Date, since: Date, max: number): Promise<boolean>;
  /**
   * Adds `attempt` whatever the count: one Redis has already granted. Kept here too, so that the
   * database, the fallback, knows every attempt if Redis goes away.
   */
  recordLoginAttempt(key: string, attempt: string, at: Date, since: Date): Promise<void>;
  /** The attempts (`<ISO time>|<random>`) for key at or after `since`, oldest first. */
  loginAttemptsSince(key: string, since: Date): Promise<string[]>;
  clearLoginAttempts(key: string): Promise<void>;
}

export function sqlLoginAttempts(db: Sql): LoginAttempts {
  /** The attempt added under `max` attempts in the window (null: added whatever the count). */
  async function add(key: string, attempt: string, at: Date, since: Date, max: number | null): Promise<boolean> {
    // One statement: the row of the key is locked by ON CONFLICT, and the WHERE sees its newest
    // version, so concurrent attempts take places one after another. Keys quiet for a day go on
    // the way (those another statement holds are skipped: nothing waits on them, no deadlock).
    const { rows } = await db.query(
      `WITH stale AS (
           DELETE FROM login_attempts WHERE throttle_key IN (
             SELECT throttle_key FROM login_attempts WHERE last_at < $5 AND throttle_key <> $1 LIMIT 100 FOR UPDATE SKIP LOCKED))
         INSERT INTO login_attempts AS t (throttle_key, attempts, last_at) VALUES ($1, ARRAY[$2::text], $3)
         ON CONFLICT (throttle_key) DO UPDATE
           SET attempts = ARRAY(SELECT a FROM unnest(t.attempts) a WHERE a >= $4 ORDER BY a) || $2::text, last_at = GREATEST(t.last_at, $3)
           WHERE $6::int IS NULL OR (SELECT count(*) FROM unnest(t.attempts) a WHERE a >= $4) < $6
         RETURNING 1 AS granted`,
      [key, attempt, at.toISOString(), since.toISOString(), new Date(at.getTime() - 24 * 3600_000).toISOString(), max],
    );
    return rows.length === 1;
  }
  return {
    reserveLoginAttempt: add,

    async recordLoginAttempt(key, attempt, at, since) {
      await add(key, attempt, at, since, null);
    },

    async loginAttemptsSince(key, since) {
      const { rows } = await db.query<{ a: string }>(
        'SELECT a FROM login_attempts, unnest(attempts) a WHERE throttle_key = $1 AND a >= $2 ORDER BY a',
        [key, since.toISOString()],
      );
      return rows.map((r) => r.a);
    },

    async clearLoginAttempts(key) {
      await db.query('DELETE FROM login_attempts WHERE throttle_key = $1', [key]);
    },
  };
}
