import {
  ACCOUNT_ITEM_KINDS,
  type AccountItem,
  type AccountItemKind,
  type AccountItemStatus,
  type ItemStatus,
} from '@storefront/types/forms';
import type { Sql } from './sql';
import type { UserRecord } from './users';

/**
 * What My account shows of an account's forms (docs/product.md#my-account): those it sent signed
 * in, and, once its address is confirmed, those sent with that address; each with where it is and
 * the agency's replies as written.
 */
export interface MyAccount {
  /** Newest first, at most `limit`. */
  accountItems(user: Pick<UserRecord, 'id' | 'email' | 'emailConfirmedAt'>, limit: number): Promise<AccountItem[]>;
}

/** The staff's statuses as the sender reads them: new and in progress are the same to them. */
const SENDER_STATUS: Record<ItemStatus, AccountItemStatus> = {
  new: 'received',
  'in-progress': 'received',
  answered: 'answered',
  closed: 'closed',
};

export function sqlMyAccount(db: Sql): MyAccount {
  return {
    async accountItems(user, limit) {
      // An address is the account's only once confirmed: until then, anyone could have typed it.
      // Its own forms count even if marked as spam (it sent them); others with the address do not.
      const email = user.emailConfirmedAt ? user.email.trim().toLowerCase() : null;
      const { rows } = await db.query(
        `SELECT s.id, s.kind, s.reference, s.received_at, s.status FROM submissions s
         WHERE s.kind = ANY($1::text[])
           AND (s.user_id = $2 OR ($3::text IS NOT NULL AND lower(s.data->>'email') = $3 AND NOT s.spam))
         ORDER BY s.received_at DESC, s.id DESC LIMIT $4`,
        [ACCOUNT_ITEM_KINDS, user.id, email, limit],
      );
      if (rows.length === 0) return [];
      const ids = rows.map((row) => String(row.id));
      const replies = await db.query(
        `SELECT submission_id, queued_at, message FROM mails
         WHERE purpose = 'reply' AND submission_id = ANY($1::bigint[]) AND message IS NOT NULL ORDER BY id`,
        [ids],
      );
      const byItem = new Map<string, AccountItem['replies']>();
      for (const reply of replies.rows) {
        const id = String(reply.submission_id);
        byItem.set(id, [...(byItem.get(id) ?? []), { at: String(reply.queued_at), message: String(reply.message) }]);
      }
      return rows.map((row) => ({
        kind: String(row.kind) as AccountItemKind,
        reference: String(row.reference),
        receivedAt: String(row.received_at),
        status: SENDER_STATUS[String(row.status) as ItemStatus],
        replies: byItem.get(String(row.id)) ?? [],
      }));
    },
  };
}
