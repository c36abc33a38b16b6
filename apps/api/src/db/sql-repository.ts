import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Role, SubmissionKind } from '@storefront/types';
import {
  SENDER_NAME_FIELDS,
  SENDER_NAME_PARTS,
  SENDER_PHONE_FIELDS,
  normaliseIndianMobile,
  type AuditEntry,
  type ItemStatus,
  type StatusEvent,
} from '@storefront/types/forms';
import { newReference } from './references';
import {
  DuplicateAccountError,
  type InboxFilter,
  type RoleChanged,
  type NewSubmission,
  type NewUser,
  type Repository,
  type StoredCv,
  type StoredSubmission,
  type UserRecord,
} from './repository';
import { collect, keysetRows } from './keyset';
import type { Queryable, Row, Sql } from './sql';

/** Bytes per CV chunk: memory stays bounded. */
export const CV_CHUNK = 256 * 1024;

function toUser(row: Row): UserRecord {
  return {
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    mobile: String(row.mobile),
    city: String(row.city),
    passwordHash: String(row.password_hash),
    newsletterConsent: row.newsletter_consent === true,
    consentAt: row.consent_at == null ? null : String(row.consent_at),
    createdAt: String(row.created_at),
    role: String(row.role) as Role,
  };
}

function toSubmission(row: Row): StoredSubmission {
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

function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: unknown; constraint?: unknown };
  return e && e.code === '23505' ? String(e.constraint ?? '') : null;
}

const USER_COLUMNS = 'id, name, email, mobile, city, password_hash, newsletter_consent, consent_at, created_at, role';
const CV_NAME = /^([0-9a-f]{32})\.(pdf|doc|docx)$/;

const SUBMISSION_COLUMNS = 's.id, s.public_id, s.reference, s.kind, s.status, s.received_at, s.data, s.cv_id, c.kind AS cv_kind';
const SUBMISSION_FROM = 'submissions s LEFT JOIN cv_files c ON c.id = s.cv_id';
/** Order of power: lowering a role revokes the account's sessions. */
const RANK: Record<Role, number> = { visitor: 0, staff: 1, admin: 2 };

/** The sender's name and phone as the inbox shows them (the SENDER_ fields of @storefront/types), in SQL, for the search. */
const NAME_SQL = `lower(COALESCE(${SENDER_NAME_FIELDS.map((f) => `s.data->>'${f}'`).join(', ')}, ${SENDER_NAME_PARTS.map((f) => `COALESCE(s.data->>'${f}', '')`).join(" || ' ' || ")}))`;
const PHONE_DIGITS_SQL = `regexp_replace(COALESCE(${SENDER_PHONE_FIELDS.map((f) => `s.data->>'${f}'`).join(', ')}, ''), '[^0-9]', '', 'g')`;

/** The terms of an inbox filter (joined with AND), their values from $1 on. */
function inboxWhere(filter: InboxFilter): { where: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const terms: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.kind) terms.push(`s.kind = ${param(filter.kind)}`);
  if (filter.status) terms.push(`s.status = ${param(filter.status)}`);
  if (filter.from) terms.push(`s.received_at >= ${param(filter.from.toISOString())}`);
  if (filter.to) terms.push(`s.received_at < ${param(filter.to.toISOString())}`);
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const text = param(q);
    const either = [`strpos(${NAME_SQL}, ${text}) > 0`, `strpos(lower(COALESCE(s.data->>'email', '')), ${text}) > 0`];
    // A phone number typed any way (+91 98765-43210) is matched by its digits.
    const digits = normaliseIndianMobile(q) ?? q.replace(/[^0-9]/g, '');
    if (/^[0-9\s+()-]+$/.test(q) && digits.length >= 3) either.push(`strpos(${PHONE_DIGITS_SQL}, ${param(digits)}) > 0`);
    terms.push(`(${either.join(' OR ')})`);
  }
  return { where: terms, params };
}

const person = (name: unknown, email: unknown) => (name == null ? null : { name: String(name), email: String(email) });

/** Copies a file into a new large object, a chunk at a time; returns its oid. */
async function writeLargeObject(tx: Queryable, file: string): Promise<number> {
  const { rows } = await tx.query<{ oid: number }>("SELECT lo_from_bytea(0, '\\x'::bytea) AS oid");
  const oid = Number(rows[0]?.oid);
  let offset = 0;
  for await (const chunk of fs.createReadStream(file, { highWaterMark: CV_CHUNK })) {
    await tx.query('SELECT lo_put($1, $2, $3)', [oid, offset, chunk as Buffer]);
    offset += (chunk as Buffer).length;
  }
  return oid;
}

/** The Repository over SQL: the embedded engine and a PostgreSQL server alike. */
export class SqlRepository implements Repository {
  constructor(private readonly db: Sql) {}

  async createUser(user: NewUser): Promise<UserRecord> {
    const at = user.at.toISOString();
    try {
      const { rows } = await this.db.query(
        `INSERT INTO users (name, email, email_key, mobile, city, password_hash, newsletter_consent, consent_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${USER_COLUMNS}`,
        [
          user.name,
          user.email,
          user.email.toLowerCase(),
          user.mobile,
          user.city,
          user.passwordHash,
          user.newsletterConsent,
          user.newsletterConsent ? at : null,
          at,
        ],
      );
      return toUser(rows[0] as Row);
    } catch (err) {
      // Two signups racing past the route's own check end here.
      const constraint = uniqueViolation(err);
      if (constraint === 'users_email_unique') throw new DuplicateAccountError('email');
      if (constraint === 'users_mobile_unique') throw new DuplicateAccountError('mobile');
      throw err;
    }
  }

  async findUserByEmail(email: string): Promise<UserRecord | null> {
    const { rows } = await this.db.query(`SELECT ${USER_COLUMNS} FROM users WHERE email_key = $1`, [email.toLowerCase()]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findUserByMobile(mobile: string): Promise<UserRecord | null> {
    const { rows } = await this.db.query(`SELECT ${USER_COLUMNS} FROM users WHERE mobile = $1`, [mobile]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  eachUser(since?: Date): AsyncIterable<UserRecord> {
    return keysetRows(this.db, {
      select: `SELECT ${USER_COLUMNS} FROM users`,
      where: since ? ['created_at >= $1'] : [],
      params: since ? [since.toISOString()] : [],
      order: { at: 'created_at', id: 'id', direction: 'ASC' },
      read: toUser,
    });
  }

  async listUsers(since?: Date): Promise<UserRecord[]> {
    return collect(this.eachUser(since));
  }

  async createSession({ tokenHash, userId, at, expiresAt }: { tokenHash: string; userId: number; at: Date; expiresAt: Date }): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Expired sessions are of no use to anyone: tidy them as new ones are made.
      await tx.query('DELETE FROM sessions WHERE expires_at <= $1', [at.toISOString()]);
      await tx.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        tokenHash,
        userId,
        at.toISOString(),
        expiresAt.toISOString(),
      ]);
    });
  }

  async findSession(tokenHash: string, now: Date): Promise<UserRecord | null> {
    const { rows } = await this.db.query(
      `SELECT ${USER_COLUMNS.split(', ')
        .map((c) => `u.${c}`)
        .join(', ')} FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
      [tokenHash, now.toISOString()],
    );
    return rows[0] ? toUser(rows[0]) : null;
  }

  async revokeSession(tokenHash: string, at: Date): Promise<void> {
    await this.db.query('UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL', [at.toISOString(), tokenHash]);
  }

  async reserveLoginAttempt(key: string, attempt: string, at: Date, since: Date, max: number): Promise<boolean> {
    // One statement: the row of the key is locked by ON CONFLICT, and the WHERE sees its newest
    // version, so concurrent attempts take places one after another. Keys quiet for a day go on
    // the way (those another statement holds are skipped: nothing waits on them, no deadlock).
    const { rows } = await this.db.query(
      `WITH stale AS (
         DELETE FROM login_attempts WHERE throttle_key IN (
           SELECT throttle_key FROM login_attempts WHERE last_at < $5 AND throttle_key <> $1 LIMIT 100 FOR UPDATE SKIP LOCKED))
       INSERT INTO login_attempts AS t (throttle_key, attempts, last_at) VALUES ($1, ARRAY[$2::text], $3)
       ON CONFLICT (throttle_key) DO UPDATE
         SET attempts = ARRAY(SELECT a FROM unnest(t.attempts) a WHERE a >= $4 ORDER BY a) || $2::text, last_at = GREATEST(t.last_at, $3)
         WHERE (SELECT count(*) FROM unnest(t.attempts) a WHERE a >= $4) < $6
       RETURNING 1 AS granted`,
      [key, attempt, at.toISOString(), since.toISOString(), new Date(at.getTime() - 24 * 3600_000).toISOString(), max],
    );
    return rows.length === 1;
  }

  async loginAttemptsSince(key: string, since: Date): Promise<{ count: number; earliest: string | null }> {
    const { rows } = await this.db.query(
      'SELECT COUNT(*)::int AS n, MIN(a) AS earliest FROM login_attempts, unnest(attempts) a WHERE throttle_key = $1 AND a >= $2',
      [key, since.toISOString()],
    );
    const row = rows[0];
    return { count: Number(row?.n ?? 0), earliest: row?.earliest == null ? null : (String(row.earliest).split('|')[0] ?? null) };
  }

  async clearLoginAttempts(key: string): Promise<void> {
    await this.db.query('DELETE FROM login_attempts WHERE throttle_key = $1', [key]);
  }

  async addSubmission(submission: NewSubmission): Promise<{ reference: string; created: boolean }> {
    const uniqueKey = submission.uniqueKey ?? null;
    const { cv } = submission;
    return this.db.transaction(async (tx) => {
      let cvId: string | null = null;
      if (cv) {
        cvId = randomBytes(16).toString('hex');
        const oid = await writeLargeObject(tx, cv.path);
        await tx.query('INSERT INTO cv_files (id, kind, size, content) VALUES ($1, $2, $3, $4)', [cvId, cv.kind, cv.size, oid]);
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
          const { rows } = await tx.query('SELECT reference FROM submissions WHERE kind = $1 AND unique_key = $2', [submission.kind, uniqueKey]);
          if (rows[0]) return { reference: String(rows[0].reference), created: false };
        }
        // Otherwise the random reference was already taken: draw another.
      }
      throw new Error('could not find a free submission reference');
    });
  }

  eachSubmission(kind: SubmissionKind, since?: Date): AsyncIterable<StoredSubmission> {
    return keysetRows(this.db, {
      select: `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM}`,
      where: since ? ['s.kind = $1', 's.received_at >= $2'] : ['s.kind = $1'],
      params: since ? [kind, since.toISOString()] : [kind],
      order: { at: 's.received_at', id: 's.id', direction: 'ASC' },
      read: toSubmission,
    });
  }

  async listSubmissions(kind: SubmissionKind, since?: Date): Promise<StoredSubmission[]> {
    return collect(this.eachSubmission(kind, since));
  }

  async countSubmissions(kind: SubmissionKind): Promise<number> {
    const { rows } = await this.db.query('SELECT COUNT(*)::int AS n FROM submissions WHERE kind = $1', [kind]);
    return Number(rows[0]?.n ?? 0);
  }

  async openCv(name: string): Promise<StoredCv | null> {
    const match = CV_NAME.exec(name);
    if (!match) return null;
    const { rows } = await this.db.query('SELECT kind, size, content FROM cv_files WHERE id = $1 AND kind = $2', [match[1], match[2]]);
    const row = rows[0];
    if (!row) return null;
    const db = this.db;
    const size = Number(row.size);
    const oid = Number(row.content);
    async function* chunks(): AsyncIterable<Buffer> {
      for (let offset = 0; offset < size; offset += CV_CHUNK) {
        // lo_get outside a transaction: each chunk is its own short read.
        const part = await db.query<{ b: Uint8Array }>('SELECT lo_get($1, $2, $3) AS b', [oid, offset, CV_CHUNK]);
        const bytes = part.rows[0]?.b;
        if (bytes) yield Buffer.from(bytes);
      }
    }
    return { kind: String(row.kind), size, chunks: chunks() };
  }

  async setRole(email: string, role: Role, by: number | null, at: Date): Promise<RoleChanged | null> {
    return this.db.transaction(async (tx) => {
      const found = await tx.query(`SELECT ${USER_COLUMNS} FROM users WHERE email_key = $1 FOR UPDATE`, [email.toLowerCase()]);
      if (!found.rows[0]) return null;
      const previous = toUser(found.rows[0]).role;
      const { rows } = await tx.query(`UPDATE users SET role = $1 WHERE email_key = $2 RETURNING ${USER_COLUMNS}`, [role, email.toLowerCase()]);
      const user = toUser(rows[0] as Row);
      // Less power at once: every token of the account stops working now, not at its expiry.
      if (RANK[role] < RANK[previous]) {
        await tx.query('UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL', [at.toISOString(), user.id]);
      }
      if (role !== previous) {
        await tx.query("INSERT INTO audit_log (at, actor_id, action, account_id, role) VALUES ($1, $2, 'role', $3, $4)", [
          at.toISOString(),
          by,
          user.id,
          role,
        ]);
      }
      return { user, previous };
    });
  }

  async listTeam(): Promise<UserRecord[]> {
    const { rows } = await this.db.query(`SELECT ${USER_COLUMNS} FROM users WHERE role <> 'visitor' ORDER BY name, id`);
    return rows.map(toUser);
  }

  async inboxPage(filter: InboxFilter, page: number, pageSize: number): Promise<{ rows: StoredSubmission[]; total: number }> {
    const { where, params } = inboxWhere(filter);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const counted = await this.db.query(`SELECT COUNT(*)::int AS n FROM submissions s ${clause}`, params);
    const { rows } = await this.db.query(
      `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM} ${clause} ORDER BY s.received_at DESC, s.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    return { rows: rows.map(toSubmission), total: Number(counted.rows[0]?.n ?? 0) };
  }

  eachInboxItem(filter: InboxFilter): AsyncIterable<StoredSubmission> {
    return keysetRows(this.db, {
      select: `SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM}`,
      ...inboxWhere(filter),
      order: { at: 's.received_at', id: 's.id', direction: 'DESC' },
      read: toSubmission,
    });
  }

  async newCounts(): Promise<Partial<Record<SubmissionKind, number>>> {
    const { rows } = await this.db.query("SELECT kind, COUNT(*)::int AS n FROM submissions WHERE status = 'new' GROUP BY kind");
    return Object.fromEntries(rows.map((r) => [String(r.kind), Number(r.n)]));
  }

  async findItem(id: string): Promise<StoredSubmission | null> {
    const { rows } = await this.db.query(`SELECT ${SUBMISSION_COLUMNS} FROM ${SUBMISSION_FROM} WHERE s.public_id = $1`, [id]);
    return rows[0] ? toSubmission(rows[0]) : null;
  }

  async itemHistory(id: string): Promise<StatusEvent[]> {
    const { rows } = await this.db.query(
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
  }

  async setStatus(id: string, change: { status: ItemStatus; note: string }, by: number, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query('UPDATE submissions SET status = $1 WHERE public_id = $2 RETURNING id', [change.status, id]);
      if (!rows[0]) return false;
      await tx.query("INSERT INTO audit_log (at, actor_id, action, submission_id, status, note) VALUES ($1, $2, 'status', $3, $4, $5)", [
        at.toISOString(),
        by,
        rows[0].id,
        change.status,
        change.note,
      ]);
      return true;
    });
  }

  async openItemCv(id: string, by: number, at: Date): Promise<StoredCv | null> {
    const { rows } = await this.db.query('SELECT s.id, s.cv_id, c.kind FROM submissions s JOIN cv_files c ON c.id = s.cv_id WHERE s.public_id = $1', [id]);
    const row = rows[0];
    if (!row) return null;
    await this.db.query("INSERT INTO audit_log (at, actor_id, action, submission_id) VALUES ($1, $2, 'cv-view', $3)", [at.toISOString(), by, row.id]);
    return this.openCv(`${String(row.cv_id)}.${String(row.kind)}`);
  }

  async auditPage(page: number, pageSize: number): Promise<{ entries: AuditEntry[]; total: number }> {
    const counted = await this.db.query('SELECT COUNT(*)::int AS n FROM audit_log');
    const { rows } = await this.db.query(
      `SELECT a.at, a.action, a.status, a.role, a.note, actor.name AS actor_name, actor.email AS actor_email,
              s.public_id, s.kind, s.reference, acc.name AS account_name, acc.email AS account_email
       FROM audit_log a LEFT JOIN users actor ON actor.id = a.actor_id LEFT JOIN submissions s ON s.id = a.submission_id
       LEFT JOIN users acc ON acc.id = a.account_id
       ORDER BY a.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    );
    const entries = rows.map((r): AuditEntry => ({
      at: String(r.at),
      by: person(r.actor_name, r.actor_email),
      action: String(r.action) as AuditEntry['action'],
      item: r.public_id == null ? null : { id: String(r.public_id), kind: String(r.kind) as SubmissionKind, reference: String(r.reference) },
      account: person(r.account_name, r.account_email),
      status: r.status == null ? null : (String(r.status) as ItemStatus),
      role: r.role == null ? null : (String(r.role) as Role),
      note: r.note == null ? null : String(r.note),
    }));
    return { entries, total: Number(counted.rows[0]?.n ?? 0) };
  }

  async ping(): Promise<void> {
    await this.db.query('SELECT 1 FROM schema_migrations LIMIT 1');
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}
