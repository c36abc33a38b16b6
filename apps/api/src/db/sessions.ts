import { USER_COLUMNS, toUser, type UserRecord } from './users';
import type { Queryable, Sql } from './sql';

/** Log-in sessions: only a token's hash is stored, with its expiry and revocation. */
export interface Sessions {
  createSession(session: { tokenHash: string; userId: number; at: Date; expiresAt: Date }): Promise<void>;
  /** The session's user, if the session exists, is not revoked and has not expired at `now`. */
  findSession(tokenHash: string, now: Date): Promise<UserRecord | null>;
  revokeSession(tokenHash: string, at: Date): Promise<void>;
}

/** Ends every session of an account at `at`, in the transaction `tx` of what caused it (a new password). */
export async function revokeSessionsOf(tx: Queryable, userId: number, at: Date): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL', [
    at.toISOString(),
    userId,
  ]);
}

const SESSION_USER_COLUMNS = USER_COLUMNS.split(', ')
  .map((c) => `u.${c}`)
  .join(', ');

export function sqlSessions(db: Sql): Sessions {
  return {
    async createSession({ tokenHash, userId, at, expiresAt }) {
      await db.transaction(async (tx) => {
        // Expired sessions are of no use to anyone: tidy them as new ones are made.
        await tx.query('DELETE FROM sessions WHERE expires_at <= $1', [at.toISOString()]);
        await tx.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
          tokenHash,
          userId,
          at.toISOString(),
          expiresAt.toISOString(),
        ]);
      });
    },

    async findSession(tokenHash, now) {
      const { rows } = await db.query(
        `SELECT ${SESSION_USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
        [tokenHash, now.toISOString()],
      );
      return rows[0] ? toUser(rows[0]) : null;
    },

    async revokeSession(tokenHash, at) {
      await db.query('UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL', [
        at.toISOString(),
        tokenHash,
      ]);
    },
  };
}
