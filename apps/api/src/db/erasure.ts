import type { Queryable, Sql } from './sql';

/**
 * A person's data erased on request (docs/product.md#delete-my-data; India's DPDP Act gives the
 * right): their account, its sessions and links, their newsletter subscription, and the personal
 * fields of what they sent. The items stay, emptied, with their kind, reference, dates and status,
 * so the agency's counts stay right; the audit records the erasure and how much, never the data.
 */
export interface Erased {
  /** An account was erased. */
  account: boolean;
  /** Items whose personal fields were erased. */
  items: number;
}

export interface Erasure {
  /**
   * From My account, after the password was checked: the account (by id), what it sent signed
   * in, and, if its address was confirmed, what was sent with that address. Null: no such account.
   */
  eraseAccount(userId: number, at: Date): Promise<Erased | null>;
  /**
   * An admin's, for a person who asked by mail (the admin has made sure it is them): the account
   * with that address, if any, and everything sent with the address or from the account.
   */
  erasePerson(email: string, by: number, at: Date): Promise<Erased>;
}

/** What an erased mail's subject says, in the item's Mails. */
export const ERASED_SUBJECT = '(erased on request)';

interface Whose {
  userId: number | null;
  /** The address, lower-cased; null: only the account's own items (an address never confirmed). */
  emailKey: string | null;
  /** The address whose newsletter subscription and account mails go. */
  listKey: string;
  mobile: string | null;
}

/** In one transaction: everything of `whose` erased, and the audit. */
async function erase(tx: Queryable, whose: Whose, at: Date, by: number | null): Promise<Erased> {
  const when = at.toISOString();
  const { rows } = await tx.query(
    `SELECT id, cv_id FROM submissions
     WHERE erased_at IS NULL AND (user_id = $1 OR ($2::text IS NOT NULL AND (lower(data->>'email') = $2 OR unique_key = $2)))
     FOR UPDATE`,
    [whose.userId, whose.emailKey],
  );
  const ids = rows.map((row) => String(row.id));
  const cvs = rows.filter((row) => row.cv_id != null).map((row) => String(row.cv_id));
  if (ids.length) {
    await tx.query(
      `UPDATE submissions SET data = '{}'::jsonb, unique_key = NULL, cv_id = NULL, erased_at = $2
       WHERE id = ANY($1::bigint[])`,
      [ids, when],
    );
  }
  if (cvs.length) {
    // The CV's bytes go with their large object.
    await tx.query(
      'SELECT lo_unlink(content) FROM cv_files WHERE id = ANY($1::text[]) AND content IN (SELECT oid FROM pg_largeobject_metadata)',
      [cvs],
    );
    await tx.query('DELETE FROM cv_files WHERE id = ANY($1::text[])', [cvs]);
  }
  // The mails of those items, and those sent to the address for itself (its account's, its
  // newsletter's): their contents go, and one not yet sent never will be. A staff member's
  // notification keeps its staff address.
  await tx.query(
    `UPDATE mails SET subject = $3, text_body = '', html_body = '', message = NULL, to_name = '', reply_to = NULL,
       reply_to_name = '', list_unsubscribe = NULL,
       to_address = CASE WHEN purpose = 'notification' THEN to_address ELSE '' END,
       last_error = CASE WHEN state IN ('queued', 'retrying', 'sending') THEN 'erased on request' ELSE last_error END,
       state = CASE WHEN state IN ('queued', 'retrying', 'sending') THEN 'failed' ELSE state END
     WHERE submission_id = ANY($1::bigint[]) OR (submission_id IS NULL AND lower(to_address) = $2)`,
    [ids, whose.listKey, ERASED_SUBJECT],
  );
  await tx.query('DELETE FROM newsletter_subscriptions WHERE email_key = $1', [whose.listKey]);
  let account = false;
  if (whose.userId !== null) {
    // Its sessions, links and follows go with it (ON DELETE CASCADE); what pointed at it stays, pointing at no one.
    account = (await tx.query('DELETE FROM users WHERE id = $1', [whose.userId])).rowCount === 1;
    await tx.query('DELETE FROM login_attempts WHERE throttle_key = ANY($1::text[])', [
      [`user:${whose.userId}`, `id:${whose.listKey}`, ...(whose.mobile ? [`id:${whose.mobile}`] : [])],
    ]);
  }
  const what = `${account ? 'the account and ' : ''}${ids.length} ${ids.length === 1 ? 'item' : 'items'}`;
  await tx.query("INSERT INTO audit_log (at, actor_id, action, note) VALUES ($1, $2, 'erase', $3)", [
    when,
    by,
    by === null ? `Erased on request, from My account: ${what}` : `Erased on request, by mail: ${what}`,
  ]);
  return { account, items: ids.length };
}

export function sqlErasure(db: Sql): Erasure {
  const accountOf = async (tx: Queryable, where: string, value: unknown) =>
    (await tx.query(`SELECT id, email_key, mobile, email_confirmed_at FROM users WHERE ${where} FOR UPDATE`, [value]))
      .rows[0];
  return {
    eraseAccount: (userId, at) =>
      db.transaction(async (tx) => {
        const user = await accountOf(tx, 'id = $1', userId);
        if (!user) return null;
        const emailKey = String(user.email_key);
        return erase(
          tx,
          {
            userId,
            emailKey: user.email_confirmed_at == null ? null : emailKey,
            listKey: emailKey,
            mobile: String(user.mobile),
          },
          at,
          null,
        );
      }),

    erasePerson: (email, by, at) =>
      db.transaction(async (tx) => {
        const emailKey = email.trim().toLowerCase();
        const user = await accountOf(tx, 'email_key = $1', emailKey);
        return erase(
          tx,
          {
            userId: user ? Number(user.id) : null,
            emailKey,
            listKey: emailKey,
            mobile: user ? String(user.mobile) : null,
          },
          at,
          by,
        );
      }),
  };
}
