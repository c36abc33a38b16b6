import {
  SENDER_NAME_FIELDS,
  SENDER_NAME_PARTS,
  SENDER_PHONE_FIELDS,
  type InboxItem,
  type SubmissionKind,
} from '@storefront/types/forms';
import { formatRupees } from '@storefront/ui/money';
import type { StoredSubmission } from '../db/repository';
import { LIST_STATES, csvRow, describeLines, submissionCsvLines } from './export';

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
/** An amount as the site writes it everywhere (₹2,10,000); anything else as text. */
const rupees = (value: unknown): string => (typeof value === 'number' ? formatRupees(value) : text(value));
const firstOf = (data: Record<string, unknown>, fields: readonly string[]): string =>
  fields.map((f) => text(data[f])).find(Boolean) ?? '';

const SUMMARY_MAX = 140;

/** What the inbox says of an item whose personal fields were erased (db/erasure.ts). */
export const ERASED_ON_REQUEST = 'Erased on request';

/** One line about the item: what a reader needs to pick it from the list. */
export function summaryOf(
  row: Pick<StoredSubmission, 'kind' | 'data' | 'newsletter'> & Partial<Pick<StoredSubmission, 'erasedAt'>>,
): string {
  const { kind, data } = row;
  if (row.erasedAt) return ERASED_ON_REQUEST;
  const lines: Record<SubmissionKind, () => string> = {
    newsletter: () => `Newsletter sign-up (${text(data.source) || 'footer'}): ${LIST_STATES[row.newsletter ?? 'none']}`,
    help: () => [text(data.query), text(data.message)].filter(Boolean).join(': '),
    partner: () => [`Partner: ${text(data.partnerType)}`, text(data.message)].filter(Boolean).join(': '),
    job: () => `Application: ${text(data.position)}`,
    enquiry: () => `${describeLines(data.lines, rupees).split('\n').join('; ')} (sub total ${rupees(data.subtotal)})`,
  };
  const line = lines[kind]().replace(/\s+/g, ' ').trim();
  return line.length > SUMMARY_MAX ? `${line.slice(0, SUMMARY_MAX - 1)}…` : line;
}

/** Who sent a form (SENDER_NAME_FIELDS in @storefront/types): the repository's search reads the same fields. */
export function senderOf(data: Record<string, unknown>): { name: string; email: string; phone: string } {
  const name =
    firstOf(data, SENDER_NAME_FIELDS) ||
    SENDER_NAME_PARTS.map((f) => text(data[f]))
      .filter(Boolean)
      .join(' ');
  return { name, email: text(data.email), phone: firstOf(data, SENDER_PHONE_FIELDS) };
}

/** A stored submission as a line of the inbox. */
export function inboxItem(row: StoredSubmission): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    receivedAt: row.receivedAt,
    ...senderOf(row.data),
    status: row.status,
    summary: summaryOf(row),
    spam: row.spam,
    erasedAt: row.erasedAt,
  };
}

const MIXED_COLUMNS: [string, keyof InboxItem][] = [
  ['Kind', 'kind'],
  ['Reference', 'reference'],
  ['Received', 'receivedAt'],
  ['Name', 'name'],
  ['Email', 'email'],
  ['Phone', 'phone'],
  ['Status', 'status'],
  ['Summary', 'summary'],
];

/**
 * The inbox's CSV: one kind has the export's columns (the same code as `pnpm export`); several
 * kinds share the list's columns. Either way every cell goes through the export's formula guard.
 */
export async function* inboxCsvLines(
  kind: SubmissionKind | undefined,
  rows: AsyncIterable<StoredSubmission>,
): AsyncGenerator<string> {
  if (kind) return yield* submissionCsvLines(kind, rows);
  yield csvRow(MIXED_COLUMNS.map(([header]) => header));
  for await (const row of rows) {
    const item = inboxItem(row);
    yield csvRow(MIXED_COLUMNS.map(([, key]) => item[key]));
  }
}
