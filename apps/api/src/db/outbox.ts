import { randomBytes } from 'node:crypto';
import type { Role } from '@storefront/types';
import {
  NOTIFY_KINDS,
  HELP_QUERY_TOPICS,
  type Follows,
  type ItemMail,
  type MailHealth,
  type MailPurpose,
  type MailState,
  type NotifyKind,
} from '@storefront/types/forms';
import type { Queryable, Row, Sql } from './sql';

/**
 * The mail outbox (docs/decisions/0022-mail-outbox.md): every mail is a row first, written in the
 * transaction of what causes it; a sender in each api process claims due rows, sends them and
 * records the answer. Also who follows which kinds of item.
 */

export interface Mailbox {
  name: string;
  address: string;
}

/**
 * What a mail in the outbox is for: a mail about an item (MailPurpose: the inbox lists it on its
 * item), or a mail with a link of its own and no item (the inbox never shows it): to set a new
 * password, to confirm a newsletter subscription, the newsletter's welcome, to confirm an account's address.
 */
export type OutboxPurpose = MailPurpose | LinkPurpose;
const LINK_PURPOSES = ['password-reset', 'newsletter-confirm', 'newsletter-welcome', 'email-confirm'] as const;
type LinkPurpose = (typeof LINK_PURPOSES)[number];

/**
 * A mail with a link of its own carries the link's token: once it is sent or given up, its text and
 * HTML are replaced by this, and its List-Unsubscribe forgotten, so the database keeps no token
 * (the subject, the recipient and the times stay).
 */
export const LINK_BODY_REMOVED = '(Not kept: this mail held a link of its own.)';

/** SET items that forget a link mail's token when `when` (SQL) holds; `note` is the parameter holding LINK_BODY_REMOVED. */
const forgetLinks = (note: string, when = 'true') => {
  const forget = `purpose IN (${LINK_PURPOSES.map((p) => `'${p}'`).join(', ')}) AND ${when}`;
  return `text_body = CASE WHEN ${forget} THEN ${note} ELSE text_body END,
   html_body = CASE WHEN ${forget} THEN ${note} ELSE html_body END,
   list_unsubscribe = CASE WHEN ${forget} THEN NULL ELSE list_unsubscribe END`;
};

/** A mail as it is queued: rendered already, so every try sends the same mail. */
export interface NewMail {
  purpose: OutboxPurpose;
  /** `<random@domain>`: stable over every try (a mail in flight at a crash goes twice under one id). */
  messageId: string;
  to: Mailbox;
  replyTo?: Mailbox | null;
  /** The Message-ID this mail answers (a staff reply: the acknowledgement's). */
  inReplyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** A staff reply: its author's account and what they wrote. */
  author?: { id: number; message: string } | null;
  /** A newsletter mail: the https address that takes the recipient off the list in one click (RFC 8058). */
  listUnsubscribe?: string | null;
}

/** A mail a sender has claimed: send it, then say how it went. */
export interface ClaimedMail {
  id: string;
  purpose: OutboxPurpose;
  messageId: string;
  to: Mailbox;
  replyTo: Mailbox | null;
  inReplyTo: string | null;
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string | null;
  /** Tries so far, this one included. */
  attempts: number;
  queuedAt: string;
}

/** What a follower is sent a notification at. */
export type Follower = Mailbox;

export interface StoredFollows {
  kinds: NotifyKind[];
  helpTopics: Follows['helpTopics'];
  chosen: boolean;
}

export interface Outbox {
  /**
   * Takes up to `limit` due mails for this sender until `leaseUntil`: queued or retrying ones whose
   * time has come, and ones another sender took and whose lease ran out (that sender died).
   */
  claimMails(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]>;
  /** Sent: the server's answer and the time. */
  mailSent(id: string, at: Date, response: string): Promise<void>;
  /** Not sent: tried again from `nextAt`, or given up (null). */
  mailNotSent(id: string, error: string, nextAt: Date | null): Promise<void>;
  /** Handed back untried (the sender stopped): due again at once, the try not counted. */
  mailReleased(id: string): Promise<void>;
  /** Every retrying mail due now (the mail server is back); how many. */
  wakeRetrying(now: Date): Promise<number>;
  /** The item's mails, oldest first. */
  itemMails(itemId: string): Promise<ItemMail[]>;
  /** A failed mail queued again (as if new: a day of tries); the item's id, or null when there is no such failed mail. */
  resendMail(mailId: string, by: number, at: Date): Promise<string | null>;
  mailHealth(): Promise<MailHealth>;
  /** The staff told of a new item of `kind` (and, for help, `topic`). */
  followersOf(kind: NotifyKind, topic?: string): Promise<Follower[]>;
  followsOf(userId: number, role: Role): Promise<StoredFollows>;
  setFollows(userId: number, follows: Follows, at: Date): Promise<void>;
}

/** A Message-ID for a new mail, on the sending domain (MAIL_FROM's). */
export function newMessageId(domain: string): string {
  return `<${randomBytes(16).toString('hex')}@${domain}>`;
}

/** Writes `mails` in the transaction `tx` (of what caused them), about the submission row `submissionId`. */
export async function queueMails(tx: Queryable, submissionId: string | null, mails: NewMail[], at: Date) {
  for (const mail of mails) {
    await tx.query(
      `INSERT INTO mails (public_id, message_id, submission_id, purpose, to_address, to_name, reply_to, reply_to_name,
         in_reply_to, subject, text_body, html_body, author_id, message, list_unsubscribe, queued_at, next_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
      [
        randomBytes(16).toString('hex'),
        mail.messageId,
        submissionId,
        mail.purpose,
        mail.to.address,
        mail.to.name,
        mail.replyTo?.address ?? null,
        mail.replyTo?.name ?? '',
        mail.inReplyTo ?? null,
        mail.subject,
        mail.text,
        mail.html,
        mail.author?.id ?? null,
        mail.author?.message ?? null,
        mail.listUnsubscribe ?? null,
        at.toISOString(),
      ],
    );
  }
}

const str = (value: unknown) => (value == null ? null : String(value));

function toClaimed(row: Row): ClaimedMail {
  return {
    id: String(row.id),
    purpose: String(row.purpose) as OutboxPurpose,
    messageId: String(row.message_id),
    to: { name: String(row.to_name ?? ''), address: String(row.to_address) },
    replyTo: row.reply_to == null ? null : { name: String(row.reply_to_name ?? ''), address: String(row.reply_to) },
    inReplyTo: str(row.in_reply_to),
    subject: String(row.subject),
    text: String(row.text_body),
    html: String(row.html_body),
    listUnsubscribe: str(row.list_unsubscribe),
    attempts: Number(row.attempts),
    queuedAt: String(row.queued_at),
  };
}

function toItemMail(row: Row): ItemMail {
  const state = String(row.state) as MailState;
  return {
    id: String(row.public_id),
    purpose: String(row.purpose) as MailPurpose,
    to: String(row.to_address),
    subject: String(row.subject),
    state,
    queuedAt: String(row.queued_at),
    attempts: Number(row.attempts),
    sentAt: str(row.sent_at),
    lastError: str(row.last_error),
    nextAttemptAt: state === 'retrying' ? str(row.next_at) : null,
    by: row.author_name == null ? null : { name: String(row.author_name), email: String(row.author_email) },
    message: str(row.message),
  };
}

/** JSON text of a string list, read back as text[] in SQL: the same on both engines. */
const TEXT_ARRAY = (param: string) => `ARRAY(SELECT jsonb_array_elements_text(${param}::jsonb))`;

export function sqlOutbox(db: Sql): Outbox {
  return {
    async claimMails(now, leaseUntil, limit) {
      const at = now.toISOString();
      const { rows } = await db.query(
        `UPDATE mails SET state = 'sending', lease_until = $2, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM mails
           WHERE state IN ('queued', 'retrying', 'sending')
             AND ((state <> 'sending' AND next_at <= $1) OR (state = 'sending' AND lease_until <= $1))
           ORDER BY next_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING id, purpose, message_id, to_address, to_name, reply_to, reply_to_name, in_reply_to, subject, text_body,
           html_body, list_unsubscribe, attempts, queued_at`,
        [at, leaseUntil.toISOString(), limit],
      );
      return rows.map(toClaimed).sort((a, b) => Number(a.id) - Number(b.id));
    },

    async mailSent(id, at, response) {
      await db.query(
        `UPDATE mails SET state = 'sent', sent_at = $2, server_response = $3, last_error = NULL, lease_until = NULL,
           ${forgetLinks('$4')}
         WHERE id = $1`,
        [id, at.toISOString(), response.slice(0, 500), LINK_BODY_REMOVED],
      );
    },

    async mailNotSent(id, error, nextAt) {
      await db.query(
        `UPDATE mails SET state = $2, last_error = $3, next_at = COALESCE($4, next_at), lease_until = NULL,
           ${forgetLinks('$5', "$2 = 'failed'")}
         WHERE id = $1 AND state = 'sending'`,
        [id, nextAt ? 'retrying' : 'failed', error.slice(0, 500), nextAt?.toISOString() ?? null, LINK_BODY_REMOVED],
      );
    },

    async mailReleased(id) {
      await db.query(
        `UPDATE mails SET state = CASE WHEN attempts > 1 THEN 'retrying' ELSE 'queued' END,
           attempts = attempts - 1, lease_until = NULL WHERE id = $1 AND state = 'sending'`,
        [id],
      );
    },

    async wakeRetrying(now) {
      const { rowCount } = await db.query("UPDATE mails SET next_at = $1 WHERE state = 'retrying' AND next_at > $1", [
        now.toISOString(),
      ]);
      return rowCount;
    },

    async itemMails(itemId) {
      const { rows } = await db.query(
        `SELECT m.public_id, m.purpose, m.to_address, m.subject, m.state, m.queued_at, m.attempts, m.sent_at,
           m.last_error, m.next_at, m.message, u.name AS author_name, u.email AS author_email
         FROM mails m JOIN submissions s ON s.id = m.submission_id LEFT JOIN users u ON u.id = m.author_id
         WHERE s.public_id = $1 ORDER BY m.id`,
        [itemId],
      );
      return rows.map(toItemMail);
    },

    async resendMail(mailId, by, at) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query(
          `UPDATE mails m SET state = 'queued', queued_at = $2, next_at = $2, attempts = 0, lease_until = NULL
           FROM submissions s WHERE m.public_id = $1 AND m.state = 'failed' AND s.id = m.submission_id
           RETURNING s.id AS submission_id, s.public_id`,
          [mailId, at.toISOString()],
        );
        const row = rows[0];
        if (!row) return null;
        await tx.query(
          "INSERT INTO audit_log (at, actor_id, action, submission_id) VALUES ($1, $2, 'mail-resend', $3)",
          [at.toISOString(), by, row.submission_id],
        );
        return String(row.public_id);
      });
    },

    async mailHealth() {
      const { rows } = await db.query(
        `SELECT COUNT(*) FILTER (WHERE state IN ('queued', 'sending', 'retrying'))::int AS unsent,
           MIN(queued_at) FILTER (WHERE state IN ('queued', 'sending', 'retrying')) AS oldest,
           COUNT(*) FILTER (WHERE state = 'failed')::int AS failed
         FROM mails`,
      );
      const row = rows[0] ?? {};
      return { unsent: Number(row.unsent ?? 0), oldestUnsentAt: str(row.oldest), failed: Number(row.failed ?? 0) };
    },

    async followersOf(kind, topic) {
      const { rows } = await db.query(
        `SELECT u.name, u.email FROM users u LEFT JOIN mail_follows f ON f.user_id = u.id
         WHERE u.role IN ('staff', 'admin') AND (
           (f.user_id IS NULL AND u.role = 'admin')
           OR ($1 = ANY(f.kinds) AND ($1 <> 'help' OR $2 = ANY(f.help_topics))))
         ORDER BY u.id`,
        [kind, topic ?? ''],
      );
      return rows.map((r) => ({ name: String(r.name), address: String(r.email) }));
    },

    async followsOf(userId, role) {
      const { rows } = await db.query('SELECT kinds, help_topics FROM mail_follows WHERE user_id = $1', [userId]);
      const row = rows[0];
      if (!row) {
        return role === 'admin'
          ? { kinds: [...NOTIFY_KINDS], helpTopics: [...HELP_QUERY_TOPICS], chosen: false }
          : { kinds: [], helpTopics: [], chosen: false };
      }
      const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
      return {
        kinds: list(row.kinds).filter((k): k is NotifyKind => (NOTIFY_KINDS as readonly string[]).includes(k)),
        helpTopics: list(row.help_topics).filter((t): t is StoredFollows['helpTopics'][number] =>
          (HELP_QUERY_TOPICS as readonly string[]).includes(t),
        ),
        chosen: true,
      };
    },

    async setFollows(userId, follows, at) {
      // Help topics count only while help is followed.
      const topics = follows.kinds.includes('help') ? follows.helpTopics : [];
      await db.query(
        `INSERT INTO mail_follows (user_id, kinds, help_topics, chosen_at)
         VALUES ($1, ${TEXT_ARRAY('$2')}, ${TEXT_ARRAY('$3')}, $4)
         ON CONFLICT (user_id) DO UPDATE SET kinds = EXCLUDED.kinds, help_topics = EXCLUDED.help_topics,
           chosen_at = EXCLUDED.chosen_at`,
        [userId, JSON.stringify([...new Set(follows.kinds)]), JSON.stringify([...new Set(topics)]), at.toISOString()],
      );
    },
  };
}
