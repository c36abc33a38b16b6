import { confirmSubscribed, type NewsletterWelcome } from './newsletter';
import { queueMails, type NewMail } from './outbox';
import type { Queryable, Row, Sql } from './sql';
import { USER_COLUMNS, insertUser, toUser, type NewUser, type UserRecord } from './users';

/**
 * An account's address, confirmed from a mail (docs/product.md#my-account): the account works from
 * sign-up, and its address counts as the visitor's once a link sent to it is used. Only a token's
 * SHA-256 is stored, as for password resets; the token itself is only in the mail.
 */

/** A link to confirm an account's address, and its mail. */
export interface NewEmailConfirmation {
  tokenHash: string;
  expiresAt: Date;
  mail: NewMail;
}

/** Why a confirm link does not work: no such link (or the account's address changed since), or past its time. */
export type EmailConfirmRefusal = 'unknown' | 'expired';

export interface EmailConfirmations {
  /** Sign-up: the account, the link to confirm its address and the link's mail, in one transaction. */
  createUserConfirmingEmail(user: NewUser, confirmation: NewEmailConfirmation): Promise<UserRecord>;
  /**
   * Another link for an account whose address is not confirmed: stored with its mail, unless the
   * account has had `limit.max` of them since `limit.since` (counted under the account's lock).
   * 'confirmed': nothing to do; 'limited': nothing sent.
   */
  askEmailConfirmation(
    userId: number,
    confirmation: NewEmailConfirmation,
    at: Date,
    limit: { max: number; since: Date },
  ): Promise<'asked' | 'confirmed' | 'limited'>;
  /** The account a link is for, without using it (to write its newsletter welcome); null: no such link. */
  emailConfirmationUser(tokenHash: string): Promise<UserRecord | null>;
  /**
   * Uses a link: the account's address is confirmed (again: nothing changes), and the account as it
   * is now. With `welcome` (its sign-up asked for the newsletter), an address still waiting for the
   * newsletter's confirmation is on the list too, and its welcome queued, in the same transaction.
   */
  confirmEmail(
    tokenHash: string,
    at: Date,
    welcome?: NewsletterWelcome,
  ): Promise<{ user: UserRecord } | { refused: EmailConfirmRefusal }>;
}

async function storeEmailConfirmation(tx: Queryable, user: UserRecord, link: NewEmailConfirmation, at: Date) {
  await tx.query(
    'INSERT INTO email_confirmations (token_hash, user_id, email_key, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [link.tokenHash, user.id, user.email.toLowerCase(), at.toISOString(), link.expiresAt.toISOString()],
  );
  await queueMails(tx, null, [link.mail], at);
}

export function sqlEmailConfirmations(db: Sql): EmailConfirmations {
  return {
    createUserConfirmingEmail(user, confirmation) {
      return db.transaction(async (tx) => {
        const created = await insertUser(tx, user);
        await storeEmailConfirmation(tx, created, confirmation, user.at);
        return created;
      });
    },

    askEmailConfirmation(userId, confirmation, at, limit) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [userId]);
        if (!rows[0]) return 'limited';
        const user = toUser(rows[0]);
        if (user.emailConfirmedAt) return 'confirmed';
        const sent = await tx.query(
          'SELECT COUNT(*)::int AS n FROM email_confirmations WHERE user_id = $1 AND created_at >= $2',
          [userId, limit.since.toISOString()],
        );
        if (Number(sent.rows[0]?.n ?? 0) >= limit.max) return 'limited';
        await storeEmailConfirmation(tx, user, confirmation, at);
        return 'asked';
      });
    },

    async emailConfirmationUser(tokenHash) {
      const { rows } = await db.query(
        `SELECT ${USER_COLUMNS.split(', ')
          .map((column) => `u.${column}`)
          .join(', ')} FROM email_confirmations c JOIN users u ON u.id = c.user_id WHERE c.token_hash = $1`,
        [tokenHash],
      );
      return rows[0] ? toUser(rows[0]) : null;
    },

    confirmEmail(tokenHash, at, welcome) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query(
          `SELECT c.expires_at, c.email_key, c.email_key = u.email_key AS current, u.id FROM email_confirmations c
             JOIN users u ON u.id = c.user_id WHERE c.token_hash = $1 FOR UPDATE`,
          [tokenHash],
        );
        const link = rows[0];
        if (!link || link.current !== true) return { refused: 'unknown' as const };
        if (String(link.expires_at) <= at.toISOString()) return { refused: 'expired' as const };
        const updated = await tx.query(
          `UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $2) WHERE id = $1 RETURNING ${USER_COLUMNS}`,
          [link.id, at.toISOString()],
        );
        if (welcome) {
          const key = String(link.email_key);
          const list = await tx.query('SELECT state FROM newsletter_subscriptions WHERE email_key = $1 FOR UPDATE', [
            key,
          ]);
          if (list.rows[0]?.state === 'pending') await confirmSubscribed(tx, key, at, welcome);
        }
        return { user: toUser(updated.rows[0] as Row) };
      });
    },
  };
}
