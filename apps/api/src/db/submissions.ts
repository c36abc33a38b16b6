import { randomBytes } from 'node:crypto';
import type { SubmissionKind } from '@storefront/types';
import type { ItemStatus } from '@storefront/types/forms';
import { writeLargeObject } from './cv-files';
import { collect, keysetRows } from './keyset';
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
}

export interface Submissions {
  /** Stores the form (and its CV) in one transaction: all of it, or nothing. */
  addSubmission(submission: NewSubmission): Promise<{ reference: string; created: boolean }>;
  /** One kind received at or after `since`, oldest first, read a page at a time. */
  eachSubmission(kind: SubmissionKind, since?: Date): AsyncIterable<StoredSubmission>;
  listSubmissions(kind: SubmissionKind, since?: Date): Promise<StoredSubmission[]>;
  countSubmissions(kind: SubmissionKind): Promise<number>;
}

/** A submission with its CV's kind: `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM}`. */
export const SUBMISSION_COLUMNS =
  's.id, s.public_id, s.reference, s.kind, s.status, s.received_at, s.data, s.cv_id, c.kind AS cv_kind';
export const SUBMISSION_FROM = 'submissions s LEFT JOIN cv_files c ON c.id = s.cv_id';

export function toSubmission(row: Row): StoredSubmission {
  return {
    id: String(row.public_id),
    reference: String(row.reference),
    status: String(row.status) as ItemStatus,
    kind: String(row.kind) as SubmissionKind,
    receivedAt: String(row.received_at),
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
    cvFile: row.cv_id == null ? null : `${String(row.cv_id)}.${String(row.cv_kind)}`,
  };
}

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
      const { cv } = submission;
      return db.transaction(async (tx) => {
        let cvId: string | null = null;
        if (cv) {
          cvId = randomBytes(16).toString('hex');
          const oid = await writeLargeObject(tx, cv.path);
          await tx.query('INSERT INTO cv_files (id, kind, size, content) VALUES ($1, $2, $3, $4)', [
            cvId,
            cv.kind,
            cv.size,
            oid,
          ]);
        }
        for (let attempt = 0; attempt < 10; attempt++) {
          const reference = newReference(submission.kind);
          const { rowCount } = await tx.query(
            `INSERT INTO submissions (reference, public_id, kind, received_at, data, cv_id, unique_key) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
             ON CONFLICT DO NOTHING`,
            [
              reference,
              randomBytes(16).toString('hex'),
              submission.kind,
              submission.receivedAt.toISOString(),
              JSON.stringify(submission.data),
              cvId,
              uniqueKey,
            ],
          );
          if (rowCount === 1) return { reference, created: true };
          if (uniqueKey !== null) {
            const { rows } = await tx.query('SELECT reference FROM submissions WHERE kind = $1 AND unique_key = $2', [
              submission.kind,
              uniqueKey,
            ]);
            if (rows[0]) return { reference: String(rows[0].reference), created: false };
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
