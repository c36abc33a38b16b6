import { randomBytes } from 'node:crypto';
import type { SubmissionKind } from '@storefront/types';
import type { ItemStatus, NewsletterState } from '@storefront/types/forms';
import { writeLargeObject } from './cv-files';
import { collect, keysetRows } from './keyset';
import { queueMails, type NewMail } from './outbox';
import { newReference } from './references';
import type { Row, Sql } from './sql';

/** Every form the site sends, stored as sent (a JSON document) under a reference. */
export interface NewSubmission {
  kind: SubmissionKind;
  receivedAt: Date;
  data: Record<string, unknown>;
  /** A job application's CV: a file on local disk, copied into the database in chunks. */
  cv?: { path: string; kind: string; size: number } | null;
  /** At most one row per kind and key (a newsletter email); a repeat returns the first row. */
  uniqueKey?: string;
  /**
   * The key the form was sent with (IDEMPOTENCY_HEADER): a repeat of a kind and key stores
   * nothing, not even its CV, and returns the first row (docs/decisions/0020-idempotent-submissions.md).
   */
  idempotencyKey?: string | null;
  /** Stored marked as spam: told to no one (docs/product.md#spam). */
  spam?: boolean;
  /** The account signed in when it was sent: My account lists it (docs/product.md#my-account). */
  userId?: number | null;
  /**
   * The mails a new row causes (notifications, the acknowledgement), written in its transaction
   * (the outbox). Built before the transaction for the reference drawn, and again only if that
   * reference turns out taken; a repeat of a key or a unique key adds no row and no mail.
   */
  mails?: (row: NewRow) => Promise<NewMail[]>;
}

/** A row about to be stored: what its mails name it by. */
export interface NewRow {
  reference: string;
  /** The opaque id the inbox names it by (its address there). */
  id: string;
}

/** What storing a form did: a new row, or the row a repeat names. */
export interface AddedSubmission {
  reference: string;
  /** A new row was stored. */
  created: boolean;
  /** A repeat of an idempotency key: the reference and data are the first form's. */
  replayed: boolean;
  /** The stored row's form: this one's when created, else the row's it repeats. */
  data: Record<string, unknown>;
}

export interface StoredSubmission {
  /** The opaque id the inbox names it by. */
  id: string;
  reference: string;
  status: ItemStatus;
  kind: SubmissionKind;
  receivedAt: string;
  data: Record<string, unknown>;
  /** The stored CV's name (`<32 hex>.<kind>`), for `export cv <name>`. */
  cvFile: string | null;
  spam: boolean;
  /** When its personal fields were erased on request (db/erasure.ts); null: never. */
  erasedAt: string | null;
  /** A newsletter sign-up: whether its address confirmed, is waiting, or left; null when it never asked (or not a sign-up). */
  newsletter: NewsletterState | null;
}

export interface Submissions {
  /** Stores the form (and its CV) in one transaction: all of it, or nothing. */
  addSubmission(submission: NewSubmission): Promise<AddedSubmission>;
  /** One kind received at or after `since`, oldest first, read a page at a time. */
  eachSubmission(kind: SubmissionKind, since?: Date): AsyncIterable<StoredSubmission>;
  listSubmissions(kind: SubmissionKind, since?: Date): Promise<StoredSubmission[]>;
  countSubmissions(kind: SubmissionKind): Promise<number>;
}

/**
 * A submission with its CV's kind and, for a newsletter sign-up, its address's place on the list:
 * `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM}`.
 */
export const SUBMISSION_COLUMNS =
  's.id, s.public_id, s.reference, s.kind, s.status, s.received_at, s.data, s.cv_id, c.kind AS cv_kind, s.spam, s.erased_at, n.state AS newsletter_state';
export const SUBMISSION_FROM = `submissions s LEFT JOIN cv_files c ON c.id = s.cv_id
  LEFT JOIN newsletter_subscriptions n ON s.kind = 'newsletter' AND n.email_key = s.unique_key`;

const dataOf = (row: Row) =>
  (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;

export function toSubmission(row: Row): StoredSubmission {
  return {
    id: String(row.public_id),
    reference: String(row.reference),
    status: String(row.status) as ItemStatus,
    kind: String(row.kind) as SubmissionKind,
    receivedAt: String(row.received_at),
    data: dataOf(row),
    cvFile: row.cv_id == null ? null : `${String(row.cv_id)}.${String(row.cv_kind)}`,
    spam: row.spam === true,
    erasedAt: row.erased_at == null ? null : String(row.erased_at),
    newsletter: row.newsletter_state == null ? null : (String(row.newsletter_state) as NewsletterState),
  };
}

const newRow = (kind: SubmissionKind): NewRow => ({
  reference: newReference(kind),
  id: randomBytes(16).toString('hex'),
});

export function sqlSubmissions(db: Sql): Submissions {
  const eachSubmission = (kind: SubmissionKind, since?: Date) =>
    keysetRows(db, {
      select: `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM}`,
      where: since ? ['s.kind = $1', 's.received_at >= $2'] : ['s.kind = $1'],
      params: since ? [kind, since.toISOString()] : [kind],
      order: { at: 's.received_at', id: 's.id', direction: 'ASC' },
      read: toSubmission,
    });

  return {
    async addSubmission(submission) {
      const uniqueKey = submission.uniqueKey ?? null;
      const idempotencyKey = submission.idempotencyKey ?? null;
      const { cv, kind, data } = submission;
      const build = submission.mails ?? (async () => []);
      // Rendered outside the transaction, which on the embedded engine holds the one connection.
      let drawn = newRow(kind);
      let mails = await build(drawn);
      return db.transaction(async (tx): Promise<AddedSubmission> => {
        // The row a key already names, if any: the repeat's answer.
        const repeated = async () => {
          if (idempotencyKey === null) return null;
          const { rows } = await tx.query(
            'SELECT reference, data FROM submissions WHERE kind = $1 AND idempotency_key = $2',
            [kind, idempotencyKey],
          );
          const row = rows[0];
          return row ? { reference: String(row.reference), created: false, replayed: true, data: dataOf(row) } : null;
        };
        // A repeat that comes after the first is stored costs one read, and never writes its CV.
        const early = await repeated();
        if (early) return early;

        for (let attempt = 0; attempt < 10; attempt++) {
          if (attempt > 0) {
            drawn = newRow(kind);
            mails = await build(drawn);
          }
          const { reference } = drawn;
          // The row first, its CV after: a repeat sent at the same moment waits here on the unique
          // index until the first commits, then inserts nothing and reads the first's row.
          const { rows, rowCount } = await tx.query(
            `INSERT INTO submissions (reference, public_id, kind, received_at, data, unique_key, idempotency_key, spam, user_id)
             VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)
             ON CONFLICT DO NOTHING RETURNING id`,
            [
              reference,
              drawn.id,
              kind,
              submission.receivedAt.toISOString(),
              JSON.stringify(data),
              uniqueKey,
              idempotencyKey,
              submission.spam === true,
              submission.userId ?? null,
            ],
          );
          if (rowCount === 1) {
            await queueMails(tx, String(rows[0]?.id), mails, submission.receivedAt);
            if (cv) {
              const cvId = randomBytes(16).toString('hex');
              const oid = await writeLargeObject(tx, cv.path);
              await tx.query('INSERT INTO cv_files (id, kind, size, content) VALUES ($1, $2, $3, $4)', [
                cvId,
                cv.kind,
                cv.size,
                oid,
              ]);
              await tx.query('UPDATE submissions SET cv_id = $1 WHERE id = $2', [cvId, rows[0]?.id]);
            }
            return { reference, created: true, replayed: false, data };
          }
          const replay = await repeated();
          if (replay) return replay;
          if (uniqueKey !== null) {
            const { rows: same } = await tx.query(
              'SELECT reference, data FROM submissions WHERE kind = $1 AND unique_key = $2',
              [kind, uniqueKey],
            );
            const row = same[0];
            if (row) return { reference: String(row.reference), created: false, replayed: false, data: dataOf(row) };
          }
          // Otherwise the random reference was already taken: draw another.
        }
        throw new Error('could not find a free submission reference');
      });
    },

    eachSubmission,
    listSubmissions: (kind, since) => collect(eachSubmission(kind, since)),

    async countSubmissions(kind) {
      const { rows } = await db.query('SELECT COUNT(*)::int AS n FROM submissions WHERE kind = $1', [kind]);
      return Number(rows[0]?.n ?? 0);
    },
  };
}
