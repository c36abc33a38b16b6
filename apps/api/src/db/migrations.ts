import type { Sql } from './sql';

/**
 * The schema, as numbered steps, in PostgreSQL's SQL: the same steps run on the embedded engine
 * and on a server. A step is never edited once released: add a new one. Each is applied once,
 * in a transaction, and recorded in schema_migrations.
 * Times are ISO-8601 UTC strings, so text order is time order (and exports print them as stored).
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
        id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL CONSTRAINT users_email_unique UNIQUE,   -- lower-cased: one account per mailbox
        mobile TEXT NOT NULL CONSTRAINT users_mobile_unique UNIQUE,     -- ten digits: it logs in too
        city TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        newsletter_consent BOOLEAN NOT NULL DEFAULT false,
        consent_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX users_created ON users(created_at, id);
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,      -- SHA-256 of the token; the token itself is never stored
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX sessions_expires ON sessions(expires_at);
      CREATE TABLE login_failures (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        throttle_key TEXT NOT NULL,       -- the account, or the identifier typed when no account has it
        at TEXT NOT NULL
      );
      CREATE INDEX login_failures_key_at ON login_failures(throttle_key, at);
    `,
  },
  {
    version: 2,
    name: 'form submissions, CVs in the database',
    sql: `
      -- A CV's bytes are a large object (written and read in chunks, never whole in memory), so
      -- every api process on one server can serve every CV.
      CREATE TABLE cv_files (
        id TEXT PRIMARY KEY,              -- random, 32 hex digits; never the visitor's file name
        kind TEXT NOT NULL,               -- pdf, doc or docx: what the bytes are
        size INTEGER NOT NULL,
        content OID NOT NULL
      );
      CREATE TABLE submissions (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        received_at TEXT NOT NULL,
        data JSONB NOT NULL,              -- the validated form
        cv_id TEXT REFERENCES cv_files(id),
        unique_key TEXT                   -- e.g. a newsletter email: one row per kind and key
      );
      CREATE INDEX submissions_kind_received ON submissions(kind, received_at, id);
      CREATE UNIQUE INDEX submissions_kind_unique ON submissions(kind, unique_key) WHERE unique_key IS NOT NULL;
    `,
  },
  {
    version: 3,
    name: 'roles, the staff inbox and its audit',
    sql: `
      ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'visitor'
        CONSTRAINT users_role_known CHECK (role IN ('visitor', 'staff', 'admin'));
      -- The inbox names an item by an opaque random id, never its row number or reference.
      ALTER TABLE submissions ADD COLUMN public_id TEXT;
      UPDATE submissions SET public_id = md5(random()::text || clock_timestamp()::text || id::text);
      ALTER TABLE submissions ALTER COLUMN public_id SET NOT NULL;
      CREATE UNIQUE INDEX submissions_public_id ON submissions(public_id);
      ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CONSTRAINT submissions_status_known CHECK (status IN ('new', 'in-progress', 'answered', 'closed'));
      CREATE INDEX submissions_received ON submissions(received_at, id);
      -- Who did what, when: CV views, status changes (an item's history is its status rows) and
      -- role changes. actor_id is null for the server's own command.
      CREATE TABLE audit_log (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at TEXT NOT NULL,
        actor_id INTEGER REFERENCES users(id),
        action TEXT NOT NULL CHECK (action IN ('cv-view', 'status', 'role')),
        submission_id BIGINT REFERENCES submissions(id),
        account_id INTEGER REFERENCES users(id),
        status TEXT,
        role TEXT,
        note TEXT
      );
      CREATE INDEX audit_log_submission ON audit_log(submission_id, id);
    `,
  },
  {
    version: 4,
    name: 'log-in attempts reserved before the password is checked',
    sql: `
      -- One row per throttle key (an account, or an identifier with none): its failed and in-flight
      -- log-in attempts as 'ISO time|random', so one INSERT .. ON CONFLICT DO UPDATE can count and
      -- reserve at once (row-locked): concurrent attempts cannot all see the count before any of them.
      CREATE TABLE login_attempts (
        throttle_key TEXT PRIMARY KEY,
        attempts TEXT[] NOT NULL,
        last_at TEXT NOT NULL             -- the latest attempt: keys quiet for a day are dropped
      );
      CREATE INDEX login_attempts_last ON login_attempts(last_at);
      INSERT INTO login_attempts (throttle_key, attempts, last_at)
        SELECT throttle_key, array_agg(at || '|' || id ORDER BY at), max(at) FROM login_failures GROUP BY throttle_key;
      DROP TABLE login_failures;
    `,
  },
  {
    version: 5,
    name: 'page-view reports (real-user monitoring) as counts per minute',
    sql: `
      -- Per minute (ISO text, truncated), section, app and release: the sums of the page views'
      -- reports, each upserted by one report at a time; never a report as it came.
      CREATE TABLE rum_views (
        minute TEXT NOT NULL,
        page TEXT NOT NULL,
        app TEXT NOT NULL,
        release TEXT NOT NULL,
        views INTEGER NOT NULL,
        error_views INTEGER NOT NULL,      -- views with an error or a load failure
        fallback_views INTEGER NOT NULL,   -- views that showed the fallback
        failures INTEGER NOT NULL,
        errors INTEGER NOT NULL,
        retries_ok INTEGER NOT NULL,
        retries_failed INTEGER NOT NULL,
        PRIMARY KEY (minute, page, app, release)
      );
      -- The vitals as histograms: views per bucket (bucketOf in @storefront/types/rum).
      CREATE TABLE rum_vitals (
        minute TEXT NOT NULL,
        page TEXT NOT NULL,
        app TEXT NOT NULL,
        release TEXT NOT NULL,
        vital TEXT NOT NULL CHECK (vital IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
        bucket SMALLINT NOT NULL,
        count INTEGER NOT NULL DEFAULT 1,
        PRIMARY KEY (minute, page, app, release, vital, bucket)
      );
      -- The reads are one app over recent minutes; pruning uses the keys (minute first).
      CREATE INDEX rum_views_app ON rum_views(app, minute);
      CREATE INDEX rum_vitals_app ON rum_vitals(app, minute);
    `,
  },
  {
    version: 6,
    name: 'a canary ended from the inbox, in the audit',
    sql: `
      -- An admin ended an app's canary: the app and the release ended (nothing else names them).
      ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
      ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
        CHECK (action IN ('cv-view', 'status', 'role', 'canary-end'));
      ALTER TABLE audit_log ADD COLUMN app TEXT;
      ALTER TABLE audit_log ADD COLUMN release TEXT;
    `,
  },
  {
    version: 7,
    name: 'INP targets: the elements of page views’ slowest interactions, as counts per minute',
    sql: `
      -- Per minute, section, app, release and target (rumReportSchema's inpTarget, a selector of
      -- at most 100 characters): the INP of the views whose slowest interaction it held, as
      -- rum_vitals keeps a vital. A target always comes with its INP: its views are its counts summed.
      -- No cap of its own: a report adds at most one row, so the key bounds the rows of a minute as
      -- rum_views' are bounded (by the reports taken), and the retention drops them with the rest.
      CREATE TABLE rum_inp_targets (
        minute TEXT NOT NULL,
        page TEXT NOT NULL,
        app TEXT NOT NULL,
        release TEXT NOT NULL,
        target TEXT NOT NULL CHECK (length(target) <= 100),
        bucket SMALLINT NOT NULL,
        count INTEGER NOT NULL DEFAULT 1,
        PRIMARY KEY (minute, page, app, release, target, bucket)
      );
      CREATE INDEX rum_inp_targets_app ON rum_inp_targets(app, minute);
    `,
  },
  {
    version: 8,
    name: 'a form sent twice with one idempotency key is stored once',
    sql: `
      -- The key the page (Idempotency-Key) or a browser's own post (idempotencyKey) sent the form
      -- with: a repeat of a kind and key is answered from the row it names and adds nothing.
      -- Per kind, as unique_key: a key never stands for another form's row. Kept as long as the row.
      ALTER TABLE submissions ADD COLUMN idempotency_key TEXT
        CONSTRAINT submissions_idempotency_key_form CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{16,128}$');
      CREATE UNIQUE INDEX submissions_kind_idempotency ON submissions(kind, idempotency_key)
        WHERE idempotency_key IS NOT NULL;
    `,
  },
  {
    version: 9,
    name: 'the mail outbox, staff follows, spam',
    sql: `
      -- Marked as spam (honeypot filled, too many links): stored, told to no one.
      ALTER TABLE submissions ADD COLUMN spam BOOLEAN NOT NULL DEFAULT false;
      -- The outbox: every mail is a row first, written in the transaction of what causes it, then
      -- sent by a sender in each api process (docs/decisions/0022-mail-outbox.md). The content is
      -- rendered when queued, so every try sends the same mail under the same Message-ID.
      CREATE TABLE mails (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        public_id TEXT NOT NULL UNIQUE,            -- opaque, for the inbox's "Send again"
        message_id TEXT NOT NULL UNIQUE,           -- <...@domain>: stable over retries
        submission_id BIGINT REFERENCES submissions(id),
        purpose TEXT NOT NULL CHECK (purpose IN ('notification', 'acknowledgement', 'reply')),
        to_address TEXT NOT NULL,
        to_name TEXT NOT NULL DEFAULT '',
        reply_to TEXT,
        reply_to_name TEXT NOT NULL DEFAULT '',
        in_reply_to TEXT,                          -- the acknowledgement's Message-ID (replies)
        subject TEXT NOT NULL,
        text_body TEXT NOT NULL,
        html_body TEXT NOT NULL,
        author_id INTEGER REFERENCES users(id),    -- a reply: who wrote it
        message TEXT,                              -- a reply: what they wrote
        state TEXT NOT NULL DEFAULT 'queued'
          CHECK (state IN ('queued', 'sending', 'sent', 'retrying', 'failed')),
        queued_at TEXT NOT NULL,
        next_at TEXT NOT NULL,                     -- due from then (queued, retrying)
        lease_until TEXT,                          -- sending: another sender may take it after this
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        sent_at TEXT,
        server_response TEXT
      );
      CREATE INDEX mails_due ON mails(next_at) WHERE state IN ('queued', 'retrying', 'sending');
      CREATE INDEX mails_submission ON mails(submission_id, id);
      -- Which kinds (and help topics) a staff member is told of; no row: not chosen yet (an admin
      -- then follows everything, staff nothing).
      CREATE TABLE mail_follows (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        kinds TEXT[] NOT NULL,
        help_topics TEXT[] NOT NULL,
        chosen_at TEXT NOT NULL
      );
      ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
      ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
        CHECK (action IN ('cv-view', 'status', 'role', 'canary-end', 'reply', 'not-spam', 'mail-resend'));
    `,
  },
  {
    version: 10,
    name: 'forgot password: reset links and their mails',
    sql: `
      -- A link to set a new password (POST /api/auth/forgot): 30 minutes, once. Only the token's
      -- SHA-256 is kept, as for sessions; the token itself is only in the mail.
      CREATE TABLE password_resets (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
      -- An account's resets in the last hour (at most 3 mails an hour); old rows are tidied by expiry.
      CREATE INDEX password_resets_user_created ON password_resets(user_id, created_at);
      CREATE INDEX password_resets_expires ON password_resets(expires_at);
      -- Its mail goes through the outbox with no item (submission_id NULL): the inbox never lists it.
      ALTER TABLE mails DROP CONSTRAINT mails_purpose_check;
      ALTER TABLE mails ADD CONSTRAINT mails_purpose_check
        CHECK (purpose IN ('notification', 'acknowledgement', 'reply', 'password-reset'));
    `,
  },
  {
    version: 11,
    name: 'the newsletter list, confirmed from a mail, left in one click',
    sql: `
      -- An address is on the list only once confirmed from the mail sent to it; leaving takes it
      -- off, and asking again starts over (docs/product.md#newsletter). The inbox's sign-up items
      -- (submissions of kind newsletter, unique_key the address lower-cased) show this state.
      CREATE TABLE newsletter_subscriptions (
        email_key TEXT PRIMARY KEY,                -- lower-cased
        email TEXT NOT NULL,                       -- as last typed
        state TEXT NOT NULL CHECK (state IN ('pending', 'confirmed', 'left')),
        asked_at TEXT NOT NULL,                    -- the last ask to subscribe (a pending one's time)
        confirmed_at TEXT,
        left_at TEXT
      );
      -- The links of its mails: confirm (7 days, until the address leaves) and leave (kept). Only
      -- a token's SHA-256 is kept; the token itself is only in the mail.
      CREATE TABLE newsletter_tokens (
        token_hash TEXT PRIMARY KEY,
        email_key TEXT NOT NULL REFERENCES newsletter_subscriptions(email_key) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'leave')),
        created_at TEXT NOT NULL,
        expires_at TEXT
      );
      -- An address's confirmation mails in the last hour (at most 3), and its links to forget.
      CREATE INDEX newsletter_tokens_email ON newsletter_tokens(email_key, purpose, created_at);
      -- A newsletter mail's one-click leave address (List-Unsubscribe, RFC 8058), forgotten with its bodies.
      ALTER TABLE mails ADD COLUMN list_unsubscribe TEXT;
      ALTER TABLE mails DROP CONSTRAINT mails_purpose_check;
      ALTER TABLE mails ADD CONSTRAINT mails_purpose_check CHECK (purpose IN
        ('notification', 'acknowledgement', 'reply', 'password-reset', 'newsletter-confirm', 'newsletter-welcome'));
    `,
  },
  {
    version: 12,
    name: 'an account address confirmed from a mail',
    sql: `
      -- The account works from sign-up; its address counts as the visitor's once confirmed (its
      -- forms sent with that address then show in My account). NULL: not confirmed (yet).
      ALTER TABLE users ADD COLUMN email_confirmed_at TEXT;
      -- Links to confirm it (7 days), as the reset's: only a token's SHA-256 is kept. email_key:
      -- the address the link was sent to; a link for an address the account no longer has does nothing.
      CREATE TABLE email_confirmations (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email_key TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX email_confirmations_user_created ON email_confirmations(user_id, created_at);
      ALTER TABLE mails DROP CONSTRAINT mails_purpose_check;
      ALTER TABLE mails ADD CONSTRAINT mails_purpose_check CHECK (purpose IN ('notification', 'acknowledgement',
        'reply', 'password-reset', 'newsletter-confirm', 'newsletter-welcome', 'email-confirm'));
    `,
  },
  {
    version: 13,
    name: 'My account: the forms an account sent, and those sent with its address',
    sql: `
      -- The account signed in when the form was sent (its bearer), if any: My account lists it.
      ALTER TABLE submissions ADD COLUMN user_id INTEGER REFERENCES users(id) ON DELETE SET NULL;
      CREATE INDEX submissions_user ON submissions(user_id, received_at) WHERE user_id IS NOT NULL;
      -- And, once the account's address is confirmed, the forms sent with that address.
      CREATE INDEX submissions_email ON submissions((lower(data->>'email')), received_at);
    `,
  },
  {
    version: 14,
    name: 'a person’s data erased on request',
    sql: `
      -- An item whose personal fields were erased (its data emptied, its CV and mails' contents
      -- gone): it stays, with its kind, reference, dates and status, so the agency's counts stay right.
      ALTER TABLE submissions ADD COLUMN erased_at TEXT;
      -- An account erased: what pointed at it stays, pointing at no one.
      ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_id_fkey;
      ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_id_fkey
        FOREIGN KEY (actor_id) REFERENCES users(id) ON DELETE SET NULL;
      ALTER TABLE audit_log DROP CONSTRAINT audit_log_account_id_fkey;
      ALTER TABLE audit_log ADD CONSTRAINT audit_log_account_id_fkey
        FOREIGN KEY (account_id) REFERENCES users(id) ON DELETE SET NULL;
      ALTER TABLE mails DROP CONSTRAINT mails_author_id_fkey;
      ALTER TABLE mails ADD CONSTRAINT mails_author_id_fkey FOREIGN KEY (author_id) REFERENCES users(id) ON DELETE SET NULL;
      -- The erasure itself, without the data: who (an admin, or no one: the person, from My account) and how much.
      ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
      ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN
        ('cv-view', 'status', 'role', 'canary-end', 'reply', 'not-spam', 'mail-resend', 'erase'));
    `,
  },
];

/** Any number that no other use of advisory locks here picks: "storefront migrations". */
const MIGRATION_LOCK = 7_310_011;

/**
 * Applies the steps not yet applied; returns their versions. Two processes starting at once on
 * one server take turns (an advisory lock), so each step runs once.
 */
export async function migrate(sql: Sql, migrations: Migration[] = MIGRATIONS, now = new Date()): Promise<number[]> {
  return sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => Number(r.version)),
    );
    const applied: number[] = [];
    for (const step of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(step.version)) continue;
      await tx.exec(step.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        step.version,
        step.name,
        now.toISOString(),
      ]);
      applied.push(step.version);
    }
    return applied;
  });
}
