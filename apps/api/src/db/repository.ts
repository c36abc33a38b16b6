import { sqlAudit, type Audit } from './audit';
import { sqlCvFiles, type CvFiles } from './cv-files';
import { sqlEmailConfirmations, type EmailConfirmations } from './email-confirmations';
import { sqlErasure, type Erasure } from './erasure';
import { sqlInbox, type Inbox } from './inbox';
import { sqlLoginAttempts, type LoginAttempts } from './login-attempts';
import { sqlMyAccount, type MyAccount } from './my-account';
import { sqlNewsletter, type Newsletter } from './newsletter';
import { sqlOutbox, type Outbox } from './outbox';
import { sqlPasswordResets, type PasswordResets } from './password-resets';
import { sqlRum, type Rum } from './rum';
import { sqlSessions, type Sessions } from './sessions';
import type { Sql } from './sql';
import { sqlSubmissions, type Submissions } from './submissions';
import { sqlUsers, type Users } from './users';

export { BusyError } from './sql';
export type { StoredCv } from './cv-files';
export type { InboxFilter } from './inbox';
export type { RumRelease } from './rum';
export type { NewSubmission, StoredSubmission } from './submissions';
export type { ClaimedMail, Follower, Mailbox, NewMail, OutboxPurpose } from './outbox';
export type { NewPasswordReset, PasswordResetRefusal, PasswordResetUse } from './password-resets';
export type { NewsletterAskResult, NewsletterConfirmRefusal, NewsletterWelcome } from './newsletter';
export type { EmailConfirmRefusal } from './email-confirmations';
export { DuplicateAccountError, type NewUser, type RoleChanged, type UserRecord } from './users';

/** The accounts, and what stands in for a password or an address: sessions, log-in tries, links by mail. */
type Accounts = Users & Sessions & LoginAttempts & PasswordResets & EmailConfirmations;
/** What the site receives, and what the agency does with it. */
type Received = Submissions & CvFiles & Inbox & Audit & Newsletter & MyAccount & Erasure;

/**
 * What the service needs from storage, and nothing else: one interface per aggregate (a file
 * each: users.ts, sessions.ts, login-attempts.ts, submissions.ts, cv-files.ts, inbox.ts,
 * audit.ts, rum.ts, outbox.ts, password-resets.ts, newsletter.ts, email-confirmations.ts,
 * my-account.ts, erasure.ts),
 * composed here, over SQL that the embedded engine and a PostgreSQL server both run.
 * Times are Date objects here and ISO strings in storage. Contention or a lost connection is
 * thrown as BusyError (a 503 to retry).
 */
export interface Repository extends Accounts, Received, Rum, Outbox {
  /** A real round trip to the database (for /api/ready); throws when it is unusable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The Repository over SQL: the embedded engine and a PostgreSQL server alike. */
export function sqlRepository(db: Sql): Repository {
  return {
    ...sqlUsers(db),
    ...sqlSessions(db),
    ...sqlLoginAttempts(db),
    ...sqlSubmissions(db),
    ...sqlCvFiles(db),
    ...sqlInbox(db),
    ...sqlAudit(db),
    ...sqlRum(db),
    ...sqlOutbox(db),
    ...sqlPasswordResets(db),
    ...sqlNewsletter(db),
    ...sqlEmailConfirmations(db),
    ...sqlMyAccount(db),
    ...sqlErasure(db),
    async ping() {
      await db.query('SELECT 1 FROM schema_migrations LIMIT 1');
    },
    close: () => db.close(),
  };
}
