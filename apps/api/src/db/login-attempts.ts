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
  /** Attempts for key at or after `since`, and the time of the earliest of them. */
  loginAttemptsSince(key: string, since: Date): Promise<{ count: number; earliest: string | null }>;
  clearLoginAttempts(key: string): Promise<void>;
}

export function sqlLoginAttempts(db: Sql): LoginAttempts {
  return {
    async reserveLoginAttempt(key, attempt, at, since, max) {
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
           WHERE (SELECT count(*) FROM unnest(t.attempts) a WHERE a >= $4) < $6
         RETURNING 1 AS granted`,
        [
          key,
          attempt,
          at.toISOString(),
          since.toISOString(),
          new Date(at.getTime() - 24 * 3600_000).toISOString(),
          max,
        ],
      );
      return rows.length === 1;
    },

    async loginAttemptsSince(key, since) {
      const { rows } = await db.query(
        'SELECT COUNT(*)::int AS n, MIN(a) AS earliest FROM login_attempts, unnest(attempts) a WHERE throttle_key = $1 AND a >= $2',
        [key, since.toISOString()],
      );
      const row = rows[0];
      return {
        count: Number(row?.n ?? 0),
        earliest: row?.earliest == null ? null : (String(row.earliest).split('|')[0] ?? null),
      };
    },

    async clearLoginAttempts(key) {
      await db.query('DELETE FROM login_attempts WHERE throttle_key = $1', [key]);
    },
  };
}
