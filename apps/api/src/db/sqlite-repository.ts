import type { SubmissionKind } from '@storefront/types';
import { newReference } from '../references';
import { openDatabase, transaction, type SqliteDatabase } from './sqlite';
import { DuplicateAccountError, type NewSubmission, type NewUser, type Repository, type StoredSubmission, type UserRecord } from './repository';

type Row = Record<string, unknown>;

function toUser(row: Row): UserRecord {
  return {
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    mobile: String(row.mobile),
    city: String(row.city),
    passwordHash: String(row.password_hash),
    newsletterConsent: Number(row.newsletter_consent) === 1,
    consentAt: row.consent_at == null ? null : String(row.consent_at),
    createdAt: String(row.created_at),
  };
}

function toSubmission(row: Row): StoredSubmission {
  return {
    reference: String(row.reference),
    kind: String(row.kind) as SubmissionKind,
    receivedAt: String(row.received_at),
    data: JSON.parse(String(row.data)) as Record<string, unknown>,
    filePath: row.file_path == null ? null : String(row.file_path),
  };
}

function isUniqueViolation(err: unknown, column: string): boolean {
  return err instanceof Error && err.message.includes('UNIQUE constraint failed') && err.message.includes(column);
}

const USER_COLUMNS = 'id, name, email, mobile, city, password_hash, newsletter_consent, consent_at, created_at';

/** The Repository on an embedded SQLite file (node-sqlite3-wasm: synchronous, one connection). */
export class SqliteRepository implements Repository {
  private constructor(private readonly db: SqliteDatabase) {}

  static open(dataDir: string): SqliteRepository {
    return new SqliteRepository(openDatabase(dataDir));
  }

  async createUser(user: NewUser): Promise<UserRecord> {
    const at = user.at.toISOString();
    try {
      const result = this.db.run(
        `INSERT INTO users (name, email, email_key, mobile, city, password_hash, newsletter_consent, consent_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [user.name, user.email, user.email.toLowerCase(), user.mobile, user.city, user.passwordHash, user.newsletterConsent ? 1 : 0, user.newsletterConsent ? at : null, at],
      );
      const row = this.db.get(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, [Number(result.lastInsertRowid)]);
      return toUser(row as Row);
    } catch (err) {
      // Two signups racing past the route's own check end here.
      if (isUniqueViolation(err, 'users.email_key')) throw new DuplicateAccountError('email');
      if (isUniqueViolation(err, 'users.mobile')) throw new DuplicateAccountError('mobile');
      throw err;
    }
  }

  async findUserByEmail(email: string): Promise<UserRecord | null> {
    const row = this.db.get(`SELECT ${USER_COLUMNS} FROM users WHERE email_key = ?`, [email.toLowerCase()]);
    return row ? toUser(row) : null;
  }

  async findUserByMobile(mobile: string): Promise<UserRecord | null> {
    const row = this.db.get(`SELECT ${USER_COLUMNS} FROM users WHERE mobile = ?`, [mobile]);
    return row ? toUser(row) : null;
  }

  async listUsers(since?: Date): Promise<UserRecord[]> {
    return this.db
      .all(`SELECT ${USER_COLUMNS} FROM users WHERE created_at >= ? ORDER BY created_at, id`, [since?.toISOString() ?? ''])
      .map(toUser);
  }

  async createSession({ tokenHash, userId, at, expiresAt }: { tokenHash: string; userId: number; at: Date; expiresAt: Date }): Promise<void> {
    transaction(this.db, () => {
      // Expired sessions are of no use to anyone: tidy them as new ones are made.
      this.db.run('DELETE FROM sessions WHERE expires_at <= ?', [at.toISOString()]);
      this.db.run('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [
        tokenHash,
        userId,
        at.toISOString(),
        expiresAt.toISOString(),
      ]);
    });
  }

  async findSession(tokenHash: string, now: Date): Promise<UserRecord | null> {
    const row = this.db.get(
      `SELECT ${USER_COLUMNS.split(', ').map((c) => `u.${c}`).join(', ')} FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
      [tokenHash, now.toISOString()],
    );
    return row ? toUser(row) : null;
  }

  async revokeSession(tokenHash: string, at: Date): Promise<void> {
    this.db.run('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', [at.toISOString(), tokenHash]);
  }

  async recordLoginFailure(key: string, at: Date): Promise<void> {
    transaction(this.db, () => {
      // Rows older than a day are past any throttle window: drop them so the table stays small.
      this.db.run('DELETE FROM login_failures WHERE at < ?', [new Date(at.getTime() - 24 * 3600_000).toISOString()]);
      this.db.run('INSERT INTO login_failures (throttle_key, at) VALUES (?, ?)', [key, at.toISOString()]);
    });
  }

  async loginFailuresSince(key: string, since: Date): Promise<{ count: number; earliest: string | null }> {
    const row = this.db.get('SELECT COUNT(*) AS n, MIN(at) AS earliest FROM login_failures WHERE throttle_key = ? AND at >= ?', [
      key,
      since.toISOString(),
    ]);
    return { count: Number(row?.n ?? 0), earliest: row?.earliest == null ? null : String(row.earliest) };
  }

  async clearLoginFailures(key: string): Promise<void> {
    this.db.run('DELETE FROM login_failures WHERE throttle_key = ?', [key]);
  }

  async addSubmission(submission: NewSubmission): Promise<{ reference: string; created: boolean }> {
    const uniqueKey = submission.uniqueKey ?? null;
    for (let attempt = 0; attempt < 10; attempt++) {
      const reference = newReference(submission.kind);
      const result = this.db.run(
        `INSERT INTO submissions (reference, kind, received_at, data, file_path, unique_key) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
        [reference, submission.kind, submission.receivedAt.toISOString(), JSON.stringify(submission.data), submission.filePath ?? null, uniqueKey],
      );
      if (result.changes === 1) return { reference, created: true };
      if (uniqueKey !== null) {
        const existing = this.db.get('SELECT reference FROM submissions WHERE kind = ? AND unique_key = ?', [submission.kind, uniqueKey]);
        if (existing) return { reference: String(existing.reference), created: false };
      }
      // Otherwise the random reference was already taken: draw another.
    }
    throw new Error('could not find a free submission reference');
  }

  async listSubmissions(kind: SubmissionKind, since?: Date): Promise<StoredSubmission[]> {
    return this.db
      .all('SELECT reference, kind, received_at, data, file_path FROM submissions WHERE kind = ? AND received_at >= ? ORDER BY received_at, id', [
        kind,
        since?.toISOString() ?? '',
      ])
      .map(toSubmission);
  }

  async countSubmissions(kind: SubmissionKind): Promise<number> {
    return Number(this.db.get('SELECT COUNT(*) AS n FROM submissions WHERE kind = ?', [kind])?.n ?? 0);
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}
