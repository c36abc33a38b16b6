import type { Role } from '@storefront/types';
import { collect, keysetRows } from './keyset';
import type { Queryable, Row, Sql } from './sql';

/** Accounts: sign-up, log-in by email or mobile, the export, and the staff roles. */
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
  /** When the account's address was confirmed from a mail; null: not yet. */
  emailConfirmedAt: string | null;
}

/** A sign-up: the account's fields, and when it was made. */
export type NewUser = Pick<UserRecord, 'name' | 'email' | 'mobile' | 'city' | 'passwordHash' | 'newsletterConsent'> & {
  at: Date;
};

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

export interface Users {
  createUser(user: NewUser): Promise<UserRecord>;
  findUserByEmail(email: string): Promise<UserRecord | null>;
  findUserByMobile(mobile: string): Promise<UserRecord | null>;
  /** Accounts created at or after `since`, oldest first, read a page at a time. */
  eachUser(since?: Date): AsyncIterable<UserRecord>;
  listUsers(since?: Date): Promise<UserRecord[]>;

  /**
   * Sets an account's role, records who did it (null: the server's command) and, when the role
   * goes down, revokes every session of that account in the same transaction. Null: no account.
   */
  setRole(email: string, role: Role, by: number | null, at: Date): Promise<RoleChanged | null>;
  /** Every account that is not a visitor, by name. */
  listTeam(): Promise<UserRecord[]>;
}

export const USER_COLUMNS =
  'id, name, email, mobile, city, password_hash, newsletter_consent, consent_at, created_at, role, email_confirmed_at';

export function toUser(row: Row): UserRecord {
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
    emailConfirmedAt: row.email_confirmed_at == null ? null : String(row.email_confirmed_at),
  };
}

function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: unknown; constraint?: unknown };
  return e && e.code === '23505' ? String(e.constraint ?? '') : null;
}

/** Writes a new account with `q` (the database, or a transaction that writes more with it). */
export async function insertUser(q: Queryable, user: NewUser): Promise<UserRecord> {
  const at = user.at.toISOString();
  try {
    const { rows } = await q.query(
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

/** Order of power: lowering a role revokes the account's sessions. */
const RANK: Record<Role, number> = { visitor: 0, staff: 1, admin: 2 };

export function sqlUsers(db: Sql): Users {
  const eachUser = (since?: Date) =>
    keysetRows(db, {
      select: `SELECT ${USER_COLUMNS} FROM users`,
      where: since ? ['created_at >= $1'] : [],
      params: since ? [since.toISOString()] : [],
      order: { at: 'created_at', id: 'id', direction: 'ASC' },
      read: toUser,
    });

  return {
    createUser: (user) => insertUser(db, user),

    async findUserByEmail(email) {
      const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users WHERE email_key = $1`, [email.toLowerCase()]);
      return rows[0] ? toUser(rows[0]) : null;
    },

    async findUserByMobile(mobile) {
      const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users WHERE mobile = $1`, [mobile]);
      return rows[0] ? toUser(rows[0]) : null;
    },

    eachUser,
    listUsers: (since) => collect(eachUser(since)),

    async setRole(email, role, by, at) {
      return db.transaction(async (tx) => {
        const found = await tx.query(`SELECT ${USER_COLUMNS} FROM users WHERE email_key = $1 FOR UPDATE`, [
          email.toLowerCase(),
        ]);
        if (!found.rows[0]) return null;
        const previous = toUser(found.rows[0]).role;
        const { rows } = await tx.query(`UPDATE users SET role = $1 WHERE email_key = $2 RETURNING ${USER_COLUMNS}`, [
          role,
          email.toLowerCase(),
        ]);
        const user = toUser(rows[0] as Row);
        // Less power at once: every token of the account stops working now, not at its expiry.
        if (RANK[role] < RANK[previous]) {
          await tx.query('UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL', [
            at.toISOString(),
            user.id,
          ]);
        }
        if (role !== previous) {
          await tx.query(
            "INSERT INTO audit_log (at, actor_id, action, account_id, role) VALUES ($1, $2, 'role', $3, $4)",
            [at.toISOString(), by, user.id, role],
          );
        }
        return { user, previous };
      });
    },

    async listTeam() {
      const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users WHERE role <> 'visitor' ORDER BY name, id`);
      return rows.map(toUser);
    },
  };
}
