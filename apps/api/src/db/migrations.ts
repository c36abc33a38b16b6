/**
 * The schema, as numbered steps. A step is never edited once released: add a new one.
 * Each is applied once, in a transaction, and recorded in schema_migrations.
 * Times are ISO-8601 UTC strings, so text order is time order.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'accounts and sessions',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,   -- lower-cased: one account per mailbox
        mobile TEXT NOT NULL UNIQUE,      -- ten digits: it logs in too
        city TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        newsletter_consent INTEGER NOT NULL DEFAULT 0,
        consent_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,      -- SHA-256 of the token; the token itself is never stored
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX sessions_expires ON sessions(expires_at);
      CREATE TABLE login_failures (
        id INTEGER PRIMARY KEY,
        throttle_key TEXT NOT NULL,       -- the account, or the identifier typed when no account has it
        at TEXT NOT NULL
      );
      CREATE INDEX login_failures_key_at ON login_failures(throttle_key, at);
    `,
  },
  {
    version: 2,
    name: 'form submissions',
    sql: `
      CREATE TABLE submissions (
        id INTEGER PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        received_at TEXT NOT NULL,
        data TEXT NOT NULL,               -- the validated form, as JSON
        file_path TEXT,                   -- a job application's stored CV
        unique_key TEXT                   -- e.g. a newsletter email: one row per kind and key
      );
      CREATE INDEX submissions_kind_received ON submissions(kind, received_at);
      CREATE UNIQUE INDEX submissions_kind_unique ON submissions(kind, unique_key) WHERE unique_key IS NOT NULL;
    `,
  },
];
