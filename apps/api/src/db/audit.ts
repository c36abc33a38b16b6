import type { Role, SubmissionKind } from '@storefront/types';
import type { AuditEntry, ItemStatus } from '@storefront/types/forms';
import type { Sql } from './sql';

/** The audit record (who viewed a CV, changed a status or a role, ended a canary), for admins. */
export interface Audit {
  /** Records that `by` (a user's id) ended `app`'s canary `release`. */
  auditCanaryEnd(entry: { app: string; release: string; by: number; at: Date }): Promise<void>;
  /** The audit, newest first, a page at a time. */
  auditPage(page: number, pageSize: number): Promise<{ entries: AuditEntry[]; total: number }>;
}

const person = (name: unknown, email: unknown) => (name == null ? null : { name: String(name), email: String(email) });

export function sqlAudit(db: Sql): Audit {
  return {
    async auditCanaryEnd({ app, release, by, at }) {
      await db.query(
        "INSERT INTO audit_log (at, actor_id, action, app, release) VALUES ($1, $2, 'canary-end', $3, $4)",
        [at.toISOString(), by, app, release],
      );
    },

    async auditPage(page, pageSize) {
      const counted = await db.query('SELECT COUNT(*)::int AS n FROM audit_log');
      const { rows } = await db.query(
        `SELECT a.at, a.action, a.status, a.role, a.note, a.app, a.release, actor.name AS actor_name, actor.email AS actor_email,
                s.public_id, s.kind, s.reference, acc.name AS account_name, acc.email AS account_email
         FROM audit_log a LEFT JOIN users actor ON actor.id = a.actor_id LEFT JOIN submissions s ON s.id = a.submission_id
         LEFT JOIN users acc ON acc.id = a.account_id
         ORDER BY a.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      );
      const entries = rows.map((r): AuditEntry => ({
        at: String(r.at),
        by: person(r.actor_name, r.actor_email),
        action: String(r.action) as AuditEntry['action'],
        item:
          r.public_id == null
            ? null
            : { id: String(r.public_id), kind: String(r.kind) as SubmissionKind, reference: String(r.reference) },
        account: person(r.account_name, r.account_email),
        status: r.status == null ? null : (String(r.status) as ItemStatus),
        role: r.role == null ? null : (String(r.role) as Role),
        note: r.note == null ? null : String(r.note),
        release: r.app == null ? null : { app: String(r.app), release: String(r.release) },
      }));
      return { entries, total: Number(counted.rows[0]?.n ?? 0) };
    },
  };
}
