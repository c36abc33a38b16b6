import { queueMails, type NewMail } from './outbox';
import { revokeSessionsOf } from './sessions';
import type { Queryable, Row, Sql } from './sql';
import { USER_COLUMNS, toUser, type UserRecord } from './users';

/**
 * Forgot password: links to set a new password (POST /api/auth/forgot, /api/auth/reset). Only a
 * token's SHA-256 is stored, as for sessions; the token itself is only in the mail.
 */
export interface NewPasswordReset {
  tokenHash: string;
  userId: number;
  at: Date;
  expiresAt: Date;
}

/** Why a reset link does not work: no such link, used already, or past its time. */
export type PasswordResetRefusal = 'unknown' | 'used' | 'expired';

export type PasswordResetUse = { user: UserRecord } | { refused: PasswordResetRefusal };

export interface PasswordResets {
  /**
   * Stores the reset and queues its mail (no item) in one transaction. With `limit`, only while
   * the account has had fewer than `limit.max` resets since `limit.since`, counted under a lock on
   * the account, so requests at the same moment cannot all pass. False: over the limit, nothing written.
   */
  createPasswordReset(reset: NewPasswordReset, mail: NewMail, limit?: { max: number; since: Date }): Promise<boolean>;
  /** The account's resets made at or after `since`. */
  countPasswordResets(userId: number, since: Date): Promise<number>;
  /**
   * Uses a link at `at`, in one transaction: refused when unknown, used or expired; otherwise the
   * account's password hash is set, this link and every other unused one of the account stop
   * working, and every session of the account ends. The account, as it is now.
   */
  usePasswordReset(tokenHash: string, passwordHash: string, at: Date): Promise<PasswordResetUse>;
}

/** Past this, an expired reset is of no use even to say "used" rather than "not valid": tidied. */
const KEEP_EXPIRED_MS = 24 * 3600_000;

export function sqlPasswordResets(db: Sql): PasswordResets {
  const count = async (q: Queryable, userId: number, since: Date) => {
    const { rows } = await q.query(
      'SELECT COUNT(*)::int AS n FROM password_resets WHERE user_id = $1 AND created_at >= $2',
      [userId, since.toISOString()],
    );
    return Number(rows[0]?.n ?? 0);
  };

  return {
    async createPasswordReset({ tokenHash, userId, at, expiresAt }, mail, limit) {
      return db.transaction(async (tx) => {
        const account = await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
        if (!account.rows[0]) return false;
        if (limit && (await count(tx, userId, limit.since)) >= limit.max) return false;
        await tx.query('DELETE FROM password_resets WHERE expires_at <= $1', [
          new Date(at.getTime() - KEEP_EXPIRED_MS).toISOString(),
        ]);
        await tx.query(
          'INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
          [tokenHash, userId, at.toISOString(), expiresAt.toISOString()],
        );
        await queueMails(tx, null, [mail], at);
        return true;
      });
    },

    countPasswordResets: (userId, since) => count(db, userId, since),

    async usePasswordReset(tokenHash, passwordHash, at) {
      return db.transaction(async (tx): Promise<PasswordResetUse> => {
        const { rows } = await tx.query(
          'SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = $1 FOR UPDATE',
          [tokenHash],
        );
        const reset = rows[0];
        if (!reset) return { refused: 'unknown' };
        if (reset.used_at != null) return { refused: 'used' };
        if (String(reset.expires_at) <= at.toISOString()) return { refused: 'expired' };
        const userId = Number(reset.user_id);
        const updated = await tx.query(`UPDATE users SET password_hash = $1 WHERE id = $2 RETURNING ${USER_COLUMNS}`, [
          passwordHash,
          userId,
        ]);
        await tx.query('UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL', [
          at.toISOString(),
          userId,
        ]);
        await revokeSessionsOf(tx, userId, at);
        return { user: toUser(updated.rows[0] as Row) };
      });
    },
  };
}
