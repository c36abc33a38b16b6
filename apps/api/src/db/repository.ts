import type { Role, SubmissionKind } from '@storefront/types';
import type { AuditEntry, ItemStatus, StatusEvent } from '@storefront/types/forms';

export { BusyError } from './sql';

/**
 * What the service needs from storage, and nothing else: one implementation (sql-repository.ts)
 * over the embedded engine or a PostgreSQL server. Times are Date objects here and ISO strings
 * in storage. Contention or a lost connection is thrown as BusyError (a 503 to retry).
 */
export interface UserRecord {
  id: number;
  name: string;
  email: string;
  mobile: string;
  city: string;
  passwordHash: string;
  newsletterConsent: boolean;
  consentAt: string | null;
  createdAt: string;
  role: Role;
}

export interface NewUser {
  name: string;
  email: string;
  mobile: string;
  city: string;
  passwordHash: string;
  newsletterConsent: boolean;
  at: Date;
}

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

export interface StoredCv {
  kind: string;
  size: number;
  /** The bytes, a chunk at a time. */
  chunks: AsyncIterable<Buffer>;
}

/** What the inbox shows: every field optional; `to` is exclusive. */
export interface InboxFilter {
  kind?: SubmissionKind;
  status?: ItemStatus;
  from?: Date;
  to?: Date;
  /** Part of the name or email (any case), or digits of the phone. */
  q?: string;
}

/** A role change: the account after it, and the role before. */
export interface RoleChanged {
  user: UserRecord;
  previous: Role;
}

/** A signup that breaks a uniqueness rule: which one. */
export class DuplicateAccountError extends Error {
  constructor(readonly field: 'email' | 'mobile') {
    super(`duplicate ${field}`);
  }
}

export interface Repository {
  createUser(user: NewUser): Promise<UserRecord>;
  findUserByEmail(email: string): Promise<UserRecord | null>;
  findUserByMobile(mobile: string): Promise<UserRecord | null>;
  /** Accounts created at or after `since`, oldest first, read a page at a time. */
  eachUser(since?: Date): AsyncIterable<UserRecord>;
  listUsers(since?: Date): Promise<UserRecord[]>;

  createSession(session: { tokenHash: string; userId: number; at: Date; expiresAt: Date }): Promise<void>;
  /** The session's user, if the session exists, is not revoked and has not expired at `now`. */
  findSession(tokenHash: string, now: Date): Promise<UserRecord | null>;
  revokeSession(tokenHash: string, at: Date): Promise<void>;

  /**
   * Log-in attempts per throttle key (the lockout), failed or still being checked. Takes a place
   * for `attempt` (`<ISO time>|<random>`) in one atomic step while fewer than `max` attempts of
   * key are at or after `since`; false when there are already `max`.
   */
  reserveLoginAttempt(key: string, attempt: string, at: Date, since: Date, max: number): Promise<boolean>;
  /** Attempts for key at or after `since`, and the time of the earliest of them. */
  loginAttemptsSince(key: string, since: Date): Promise<{ count: number; earliest: string | null }>;
  clearLoginAttempts(key: string): Promise<void>;

  /** Stores the form (and its CV) in one transaction: all of it, or nothing. */
  addSubmission(submission: NewSubmission): Promise<{ reference: string; created: boolean }>;
  /** One kind received at or after `since`, oldest first, read a page at a time. */
  eachSubmission(kind: SubmissionKind, since?: Date): AsyncIterable<StoredSubmission>;
  listSubmissions(kind: SubmissionKind, since?: Date): Promise<StoredSubmission[]>;
  countSubmissions(kind: SubmissionKind): Promise<number>;
  /** A stored CV by its name, or null. */
  openCv(name: string): Promise<StoredCv | null>;

  /**
   * Sets an account's role, records who did it (null: the server's command) and, when the role
   * goes down, revokes every session of that account in the same transaction. Null: no account.
   */
  setRole(email: string, role: Role, by: number | null, at: Date): Promise<RoleChanged | null>;
  /** Every account that is not a visitor, by name. */
  listTeam(): Promise<UserRecord[]>;

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
  /** The audit, newest first, a page at a time. */
  auditPage(page: number, pageSize: number): Promise<{ entries: AuditEntry[]; total: number }>;

  /** A real round trip to the database (for /api/ready); throws when it is unusable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
