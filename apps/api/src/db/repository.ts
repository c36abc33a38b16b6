import type { SubmissionKind } from '@storefront/types';

/**
 * What the service needs from storage, and nothing else. Every method returns a promise so a
 * database server (Postgres, MySQL) can stand in for the embedded SQLite file without the
 * routes changing. Times are Date objects here and ISO strings in storage.
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
  filePath?: string | null;
  /** At most one row per kind and key (a newsletter email); a repeat returns the first row. */
  uniqueKey?: string;
}

export interface StoredSubmission {
  reference: string;
  kind: SubmissionKind;
  receivedAt: string;
  data: Record<string, unknown>;
  filePath: string | null;
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
  listUsers(since?: Date): Promise<UserRecord[]>;

  createSession(session: { tokenHash: string; userId: number; at: Date; expiresAt: Date }): Promise<void>;
  /** The session's user, if the session exists, is not revoked and has not expired at `now`. */
  findSession(tokenHash: string, now: Date): Promise<UserRecord | null>;
  revokeSession(tokenHash: string, at: Date): Promise<void>;

  recordLoginFailure(key: string, at: Date): Promise<void>;
  /** Failures for key at or after `since`, and the earliest of them. */
  loginFailuresSince(key: string, since: Date): Promise<{ count: number; earliest: string | null }>;
  clearLoginFailures(key: string): Promise<void>;

  addSubmission(submission: NewSubmission): Promise<{ reference: string; created: boolean }>;
  listSubmissions(kind: SubmissionKind, since?: Date): Promise<StoredSubmission[]>;
  countSubmissions(kind: SubmissionKind): Promise<number>;

  close(): Promise<void>;
}
