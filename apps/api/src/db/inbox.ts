import type { SubmissionKind } from '@storefront/types';
import {
  SENDER_NAME_FIELDS,
  SENDER_NAME_PARTS,
  SENDER_PHONE_FIELDS,
  normaliseIndianMobile,
  type ItemStatus,
  type StatusEvent,
} from '@storefront/types/forms';
import { openCv, type StoredCv } from './cv-files';
import { keysetRows } from './keyset';
import { queueMails, type NewMail } from './outbox';
import type { Queryable, Sql } from './sql';
import { SUBMISSION_COLUMNS, SUBMISSION_FROM, toSubmission, type StoredSubmission } from './submissions';

/** The submissions as the staff work through them: filtered, one by one, with a status and its history. */
export interface InboxFilter {
  kind?: SubmissionKind;
  status?: ItemStatus;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Part of the name or email (any case), or digits of the phone. */
  q?: string;
  /** Only what was marked as spam; otherwise only what was not. */
  spam?: boolean;
}

export interface Inbox {
  /** One page of the inbox, newest first, and how many match in all. */
  inboxPage(filter: InboxFilter, page: number, pageSize: number): Promise<{ rows: StoredSubmission[]; total: number }>;
  /** Every item the filter matches, newest first, read a page at a time (the CSV). */
  eachInboxItem(filter: InboxFilter): AsyncIterable<StoredSubmission>;
  /** Items still new, per kind. */
  newCounts(): Promise<Partial<Record<SubmissionKind, number>>>;
  /** One item by its id, or null. */
  findItem(id: string): Promise<StoredSubmission | null>;
  /** The item's status changes, oldest first. */
  itemHistory(id: string): Promise<StatusEvent[]>;
  /** Sets the status and records it (who, when, note); false when there is no such item. */
  setStatus(id: string, change: { status: ItemStatus; note: string }, by: number, at: Date): Promise<boolean>;
  /** The item's CV, the view recorded in the audit; null when the item has none (or is not there). */
  openItemCv(id: string, by: number, at: Date): Promise<StoredCv | null>;
  /**
   * A staff reply: its mail queued, the item answered (a status change with the note
   * REPLIED_NOTE) and the reply audited, in one transaction; false when there is no such item.
   */
  addReply(id: string, mail: NewMail, by: number, at: Date): Promise<boolean>;
  /** The Message-ID of the item's acknowledgement, if one was queued (a reply is threaded on it). */
  acknowledgementOf(id: string): Promise<string | null>;
  /** Moves a spam item back to the inbox with the mails it would have caused; false if it was not spam. */
  markNotSpam(id: string, mails: NewMail[], by: number, at: Date): Promise<boolean>;
}

/** The note of the status change a reply makes. */
export const REPLIED_NOTE = 'Replied by mail';

/** The sender's name and phone as the inbox shows them (the SENDER_ fields of @storefront/types), in SQL, for the search. */
const NAME_SQL = `lower(COALESCE(${SENDER_NAME_FIELDS.map((f) => `s.data->>'${f}'`).join(', ')}, ${SENDER_NAME_PARTS.map((f) => `COALESCE(s.data->>'${f}', '')`).join(" || ' ' || ")}))`;
const PHONE_DIGITS_SQL = `regexp_replace(COALESCE(${SENDER_PHONE_FIELDS.map((f) => `s.data->>'${f}'`).join(', ')}, ''), '[^0-9]', '', 'g')`;

/** The audit of what `by` did to an item (its row id) at `at`: a view, a reply, a status change (with its note). */
function auditItem(
  q: Queryable,
  submissionId: unknown,
  action: 'cv-view' | 'reply' | 'not-spam' | 'status',
  by: number,
  at: Date,
  change?: { status: ItemStatus; note: string },
) {
  return q.query(
    'INSERT INTO audit_log (at, actor_id, action, submission_id, status, note) VALUES ($1, $2, $3, $4, $5, $6)',
    [at.toISOString(), by, action, submissionId, change?.status ?? null, change?.note ?? null],
  );
}

/**
 * In one transaction: `update` of the item `id` (its public id as $1, RETURNING its row id), then
 * its `mails` queued and `audit` written; false when the update found no item.
 */
function changeWithMails(
  db: Sql,
  change: { update: string; id: string },
  mails: NewMail[],
  at: Date,
  audit: (tx: Queryable, rowId: unknown) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = (await tx.query(change.update, [change.id])).rows[0];
    if (!row) return false;
    await queueMails(tx, String(row.id), mails, at);
    await audit(tx, row.id);
    return true;
  });
}

/** The terms of an inbox filter (joined with AND), their values from $1 on. */
function inboxWhere(filter: InboxFilter): { where: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  where.push(filter.spam ? 's.spam' : 'NOT s.spam');
  if (filter.kind) where.push(`s.kind = ${param(filter.kind)}`);
  if (filter.status) where.push(`s.status = ${param(filter.status)}`);
  if (filter.from) where.push(`s.received_at >= ${param(filter.from.toISOString())}`);
  if (filter.to) where.push(`s.received_at < ${param(filter.to.toISOString())}`);
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const text = param(q);
    const either = [`strpos(${NAME_SQL}, ${text}) > 0`, `strpos(lower(COALESCE(s.data->>'email', '')), ${text}) > 0`];
    // A phone number typed any way (+91 98765-43210) is matched by its digits.
    const digits = normaliseIndianMobile(q) ?? q.replace(/[^0-9]/g, '');
    if (/^[0-9\s+()-]+$/.test(q) && digits.length >= 3)
      either.push(`strpos(${PHONE_DIGITS_SQL}, ${param(digits)}) > 0`);
    where.push(`(${either.join(' OR ')})`);
  }
  return { where, params };
}

export function sqlInbox(db: Sql): Inbox {
  return {
    async inboxPage(filter, page, pageSize) {
      const { where, params } = inboxWhere(filter);
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const counted = await db.query(`SELECT COUNT(*)::int AS n FROM submissions s ${clause}`, params);
      const { rows } = await db.query(
        `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM} ${clause} ORDER BY s.received_at DESC, s.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        params,
      );
      return { rows: rows.map(toSubmission), total: Number(counted.rows[0]?.n ?? 0) };
    },

    eachInboxItem(filter) {
      return keysetRows(db, {
        select: `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM}`,
        ...inboxWhere(filter),
        order: { at: 's.received_at', id: 's.id', direction: 'DESC' },
        read: toSubmission,
      });
    },

    async newCounts() {
      const { rows } = await db.query(
        "SELECT kind, COUNT(*)::int AS n FROM submissions WHERE status = 'new' AND NOT spam GROUP BY kind",
      );
      return Object.fromEntries(rows.map((r) => [String(r.kind), Number(r.n)]));
    },

    async findItem(id) {
      const { rows } = await db.query(`SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM} WHERE s.public_id = $1`, [
        id,
      ]);
      return rows[0] ? toSubmission(rows[0]) : null;
    },

    async itemHistory(id) {
      const { rows } = await db.query(
        `SELECT a.status, a.note, a.at, u.name, u.email FROM audit_log a JOIN submissions s ON s.id = a.submission_id
         LEFT JOIN users u ON u.id = a.actor_id WHERE s.public_id = $1 AND a.action = 'status' ORDER BY a.id`,
        [id],
      );
      return rows.map((r) => ({
        status: String(r.status) as ItemStatus,
        note: String(r.note ?? ''),
        by: { name: String(r.name ?? ''), email: String(r.email ?? '') },
        at: String(r.at),
      }));
    },

    async setStatus(id, change, by, at) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query('UPDATE submissions SET status = $1 WHERE public_id = $2 RETURNING id', [
          change.status,
          id,
        ]);
        if (!rows[0]) return false;
        await auditItem(tx, rows[0].id, 'status', by, at, change);
        return true;
      });
    },

    async openItemCv(id, by, at) {
      const { rows } = await db.query(
        'SELECT s.id, s.cv_id, c.kind FROM submissions s JOIN cv_files c ON c.id = s.cv_id WHERE s.public_id = $1',
        [id],
      );
      const row = rows[0];
      if (!row) return null;
      await auditItem(db, row.id, 'cv-view', by, at);
      return openCv(db, `${String(row.cv_id)}.${String(row.kind)}`);
    },

    async addReply(id, mail, by, at) {
      return changeWithMails(
        db,
        { update: "UPDATE submissions SET status = 'answered' WHERE public_id = $1 RETURNING id", id },
        [mail],
        at,
        async (tx, rowId) => {
          await auditItem(tx, rowId, 'reply', by, at);
          await auditItem(tx, rowId, 'status', by, at, { status: 'answered', note: REPLIED_NOTE });
        },
      );
    },

    async acknowledgementOf(id) {
      const { rows } = await db.query(
        `SELECT m.message_id FROM mails m JOIN submissions s ON s.id = m.submission_id
         WHERE s.public_id = $1 AND m.purpose = 'acknowledgement' ORDER BY m.id DESC LIMIT 1`,
        [id],
      );
      return rows[0] ? String(rows[0].message_id) : null;
    },

    async markNotSpam(id, mails, by, at) {
      return changeWithMails(
        db,
        { update: 'UPDATE submissions SET spam = false WHERE public_id = $1 AND spam RETURNING id', id },
        mails,
        at,
        (tx, rowId) => auditItem(tx, rowId, 'not-spam', by, at),
      );
    },
  };
}
