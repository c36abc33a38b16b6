import type { NewsletterState } from '@storefront/types/forms';
import { queueMails, type NewMail } from './outbox';
import type { Queryable, Sql } from './sql';

/**
 * The newsletter's list (docs/product.md#newsletter): an address is on it once confirmed from the
 * mail sent to it, and off it once it leaves by a link of a newsletter mail. Only a link token's
 * SHA-256 is stored, as for sessions and password resets; the token itself is only in the mail
 * (docs/decisions/0023-newsletter-consent.md).
 */

/** A link of a newsletter mail, as stored: its token's hash. */
export interface NewsletterLink {
  tokenHash: string;
  /** A confirm link stops working then (or when its address leaves); a leave link keeps working. */
  expiresAt?: Date;
}

export interface NewsletterAsk {
  email: string;
  at: Date;
  confirm: NewsletterLink & { expiresAt: Date };
  leave: NewsletterLink;
  /** The confirmation mail, holding both links. */
  mail: NewMail;
  /** At most this many confirmation mails to one address since `since`; past it, nothing is sent. */
  limit: { max: number; since: Date };
}

/** What asking to subscribe did: a confirmation mail queued, nothing (on the list already), or nothing (its hourly limit). */
export type NewsletterAskResult = 'asked' | 'confirmed' | 'limited';

/** Why a confirm link does not work: no such link (or its address left since), or past its time. */
export type NewsletterConfirmRefusal = 'unknown' | 'expired';

/** A confirm link used: the address is on the list (`already`: it was, the link used before). */
export type NewsletterConfirmed = { email: string; already: boolean };

export interface Newsletter {
  /**
   * Asks for `email` to be on the list, in one transaction under the address's lock: unless it is
   * confirmed already, it waits for confirmation from now (after leaving too: it starts over), its
   * two links are stored and the confirmation mail queued.
   */
  askToSubscribe(ask: NewsletterAsk): Promise<NewsletterAskResult>;
  /** The address a confirm link is for, without using it (to address the welcome mail); null: no such link. */
  newsletterLinkAddress(tokenHash: string): Promise<string | null>;
  /**
   * Uses a confirm link at `at`: the address is on the list, and the welcome mail, with its own
   * leave link, is queued in the same transaction; a link used again changes and sends nothing.
   */
  confirmSubscription(
    tokenHash: string,
    at: Date,
    welcome: NewsletterWelcome,
  ): Promise<NewsletterConfirmed | { refused: NewsletterConfirmRefusal }>;
  /**
   * The sign-up's consent box: the address waits for confirmation (unless it is on the list), with
   * no mail of its own: confirming the account's address confirms it (email-confirmations.ts).
   */
  awaitAccountConfirmation(email: string, at: Date): Promise<void>;
  /**
   * Takes the address of a leave link off the list (one that left already stays off), and its
   * confirm links stop working. False: no such link.
   */
  leaveNewsletter(tokenHash: string, at: Date): Promise<boolean>;
  /** The address's place on the list; null when it never asked. */
  newsletterStateOf(email: string): Promise<NewsletterState | null>;
  /**
   * My account's switch, for an account whose address is confirmed (the mail proved it theirs):
   * the address is on the list from `at`, and the welcome queued; false if it was on it already.
   */
  subscribeConfirmedAddress(email: string, at: Date, welcome: NewsletterWelcome): Promise<boolean>;
  /** My account's switch turned off: the address leaves the list (if it was on it or waiting). */
  leaveNewsletterAddress(email: string, at: Date): Promise<void>;
}

const keyOf = (email: string) => email.trim().toLowerCase();

async function storeLink(
  tx: Queryable,
  emailKey: string,
  purpose: 'confirm' | 'leave',
  link: NewsletterLink,
  at: Date,
) {
  await tx.query(
    'INSERT INTO newsletter_tokens (token_hash, email_key, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [link.tokenHash, emailKey, purpose, at.toISOString(), link.expiresAt?.toISOString() ?? null],
  );
}

/** The welcome mail of a confirmed address, with its own leave link. */
export interface NewsletterWelcome {
  leave: NewsletterLink;
  mail: NewMail;
}

/** In `tx`: the address is on the list from `at`, and its welcome queued. */
export async function confirmSubscribed(tx: Queryable, emailKey: string, at: Date, welcome: NewsletterWelcome) {
  await tx.query(
    "UPDATE newsletter_subscriptions SET state = 'confirmed', confirmed_at = $2, left_at = NULL WHERE email_key = $1",
    [emailKey, at.toISOString()],
  );
  await storeLink(tx, emailKey, 'leave', welcome.leave, at);
  await queueMails(tx, null, [welcome.mail], at);
}

/**
 * In `tx`: the address is off the list (one that left already stays as it left), and its confirm
 * links stop working: joining again starts over. Its leave links keep working (a second click says
 * the same), until the address leaves once more.
 */
async function leaveList(tx: Queryable, emailKey: string, at: Date) {
  await tx.query(
    "UPDATE newsletter_subscriptions SET state = 'left', left_at = $2 WHERE email_key = $1 AND state <> 'left'",
    [emailKey, at.toISOString()],
  );
  await tx.query("DELETE FROM newsletter_tokens WHERE email_key = $1 AND purpose = 'confirm'", [emailKey]);
}

export function sqlNewsletter(db: Sql): Newsletter {
  return {
    async askToSubscribe({ email, at, confirm, leave, mail, limit }) {
      const key = keyOf(email);
      const when = at.toISOString();
      return db.transaction(async (tx) => {
        // The row is the address's lock: two asks at once are counted one after the other.
        await tx.query(
          `INSERT INTO newsletter_subscriptions (email_key, email, state, asked_at) VALUES ($1, $2, 'pending', $3)
           ON CONFLICT (email_key) DO NOTHING`,
          [key, email, when],
        );
        const { rows } = await tx.query('SELECT state FROM newsletter_subscriptions WHERE email_key = $1 FOR UPDATE', [
          key,
        ]);
        if (rows[0]?.state === 'confirmed') return 'confirmed';
        const sent = await tx.query(
          "SELECT COUNT(*)::int AS n FROM newsletter_tokens WHERE email_key = $1 AND purpose = 'confirm' AND created_at >= $2",
          [key, limit.since.toISOString()],
        );
        if (Number(sent.rows[0]?.n ?? 0) >= limit.max) return 'limited';
        await tx.query(
          `UPDATE newsletter_subscriptions SET email = $2, state = 'pending', asked_at = $3, confirmed_at = NULL, left_at = NULL
           WHERE email_key = $1`,
          [key, email, when],
        );
        await storeLink(tx, key, 'confirm', confirm, at);
        await storeLink(tx, key, 'leave', leave, at);
        await queueMails(tx, null, [mail], at);
        return 'asked';
      });
    },

    async newsletterLinkAddress(tokenHash) {
      const { rows } = await db.query(
        `SELECT n.email FROM newsletter_tokens t JOIN newsletter_subscriptions n ON n.email_key = t.email_key
         WHERE t.token_hash = $1`,
        [tokenHash],
      );
      return rows[0] ? String(rows[0].email) : null;
    },

    async confirmSubscription(tokenHash, at, welcome) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query(
          `SELECT t.email_key, t.expires_at, n.email, n.state FROM newsletter_tokens t
             JOIN newsletter_subscriptions n ON n.email_key = t.email_key
           WHERE t.token_hash = $1 AND t.purpose = 'confirm' FOR UPDATE`,
          [tokenHash],
        );
        const link = rows[0];
        if (!link) return { refused: 'unknown' as const };
        const email = String(link.email);
        if (link.state === 'confirmed') return { email, already: true };
        if (String(link.expires_at) <= at.toISOString()) return { refused: 'expired' as const };
        await confirmSubscribed(tx, String(link.email_key), at, welcome);
        return { email, already: false };
      });
    },

    async leaveNewsletter(tokenHash, at) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query(
          "SELECT email_key FROM newsletter_tokens WHERE token_hash = $1 AND purpose = 'leave'",
          [tokenHash],
        );
        const key = rows[0]?.email_key;
        if (key == null) return false;
        await leaveList(tx, String(key), at);
        return true;
      });
    },

    async subscribeConfirmedAddress(email, at, welcome) {
      const key = keyOf(email);
      return db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO newsletter_subscriptions (email_key, email, state, asked_at) VALUES ($1, $2, 'pending', $3)
           ON CONFLICT (email_key) DO NOTHING`,
          [key, email, at.toISOString()],
        );
        const { rows } = await tx.query('SELECT state FROM newsletter_subscriptions WHERE email_key = $1 FOR UPDATE', [
          key,
        ]);
        if (rows[0]?.state === 'confirmed') return false;
        await confirmSubscribed(tx, key, at, welcome);
        return true;
      });
    },

    async leaveNewsletterAddress(email, at) {
      await db.transaction((tx) => leaveList(tx, keyOf(email), at));
    },

    async awaitAccountConfirmation(email, at) {
      await db.query(
        `INSERT INTO newsletter_subscriptions (email_key, email, state, asked_at) VALUES ($1, $2, 'pending', $3)
         ON CONFLICT (email_key) DO UPDATE SET email = $2, state = 'pending', asked_at = $3, left_at = NULL
         WHERE newsletter_subscriptions.state <> 'confirmed'`,
        [keyOf(email), email, at.toISOString()],
      );
    },

    async newsletterStateOf(email) {
      const { rows } = await db.query('SELECT state FROM newsletter_subscriptions WHERE email_key = $1', [
        keyOf(email),
      ]);
      return rows[0] ? (String(rows[0].state) as NewsletterState) : null;
    },
  };
}
