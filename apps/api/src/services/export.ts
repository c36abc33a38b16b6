import { SUBMISSION_KINDS, type NewsletterState, type SubmissionKind } from '@storefront/types/forms';
import type { Repository, StoredSubmission, UserRecord } from '../db/repository';

/** What the export command can write: each form, and the accounts. */
export const EXPORT_KINDS = [...SUBMISSION_KINDS, 'accounts'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

type Cell = string | number | boolean | null | undefined;

/**
 * One CSV cell (RFC 4180). A text starting with = + - @ (or a tab/CR) would run as a formula
 * in a spreadsheet, so it gets a leading apostrophe.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: Cell[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

interface Line {
  name?: unknown;
  price?: unknown;
  quantity?: unknown;
  options?: Record<string, unknown>;
}

/**
 * "Billboards (size: Large) × 2 @ 1500", one line per cart line; `price` writes the amount (the
 * export keeps the plain number, for a spreadsheet; the inbox's list writes rupees).
 */
export function describeLines(lines: unknown, price: (amount: unknown) => string = String): string {
  if (!Array.isArray(lines)) return '';
  return (lines as Line[])
    .map((line) => {
      const options = Object.entries(line.options ?? {})
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', ');
      return `${String(line.name)}${options ? ` (${options})` : ''} × ${String(line.quantity)} @ ${price(line.price)}`;
    })
    .join('\n');
}

/**
 * A newsletter sign-up's place on the list, in words (the inbox's summary, the export): only a
 * confirmed address is on it. `none`: it never asked since confirmation began (a sign-up before then).
 */
export const LIST_STATES: Record<NewsletterState | 'none', string> = {
  pending: 'waiting for confirmation',
  confirmed: 'on the list (confirmed)',
  left: 'left the list',
  none: 'not confirmed',
};

type Columns = [header: string, value: (row: StoredSubmission) => Cell][];
const field = (name: string) => (row: StoredSubmission) => row.data[name] as Cell;
const cvFact = (name: string) => (row: StoredSubmission) => (row.data.cv as Record<string, Cell> | undefined)?.[name];

const COLUMNS: Record<SubmissionKind, Columns> = {
  newsletter: [
    ['Email', field('email')],
    ['Source', field('source')],
    ['List', (row) => LIST_STATES[row.newsletter ?? 'none']],
  ],
  help: [
    ['First name', field('firstName')],
    ['Last name', field('lastName')],
    ['Contact', field('contact')],
    ['Email', field('email')],
    ['Query', field('query')],
    ['Message', field('message')],
  ],
  partner: [
    ['Partner type', field('partnerType')],
    ['Full name', field('fullName')],
    ['Email', field('email')],
    ['Phone', field('phone')],
    ['Message', field('message')],
  ],
  job: [
    ['Position', field('position')],
    ['First name', field('firstName')],
    ['Last name', field('lastName')],
    ['Contact number', field('contactNumber')],
    ['Email', field('email')],
    ['CV file name (as sent)', cvFact('originalName')],
    ['CV kind', cvFact('kind')],
    ['CV size (bytes)', cvFact('size')],
    // The stored CV's name: `pnpm export cv <name> --out <file>` writes its bytes.
    ['CV file', (row) => row.cvFile],
  ],
  enquiry: [
    ['Name', field('name')],
    ['Email', field('email')],
    ['Phone', field('phone')],
    ['Company', field('company')],
    ['Message', field('message')],
    ['Lines', (row) => describeLines(row.data.lines)],
    ['Subtotal', field('subtotal')],
  ],
};

const ACCOUNT_COLUMNS: [string, (user: UserRecord) => Cell][] = [
  ['Created', (u) => u.createdAt],
  ['Name', (u) => u.name],
  ['Email', (u) => u.email],
  ['Mobile', (u) => u.mobile],
  ['City', (u) => u.city],
  ['Newsletter consent', (u) => (u.newsletterConsent ? 'yes' : 'no')],
  ['Consent given at', (u) => u.consentAt],
];

/**
 * The CSV of one kind of record received at or after `since`, a line at a time: the rows are
 * read a page at a time, so an export of any size needs little memory and holds no lock.
 * `counted.rows` is the number of rows written so far.
 */
export async function* csvLines(
  repo: Repository,
  kind: ExportKind,
  since?: Date,
  counted = { rows: 0 },
): AsyncGenerator<string> {
  if (kind === 'accounts') {
    yield csvRow(ACCOUNT_COLUMNS.map(([h]) => h));
    for await (const user of repo.eachUser(since)) {
      counted.rows++;
      yield csvRow(ACCOUNT_COLUMNS.map(([, v]) => v(user)));
    }
    return;
  }
  yield* submissionCsvLines(kind, repo.eachSubmission(kind, since), counted);
}

/** Rows of one kind as CSV lines, with that kind's columns (the export and the staff inbox alike). */
export async function* submissionCsvLines(
  kind: SubmissionKind,
  rows: AsyncIterable<StoredSubmission>,
  counted = { rows: 0 },
): AsyncGenerator<string> {
  const columns = COLUMNS[kind];
  yield csvRow(['Reference', 'Received', ...columns.map(([h]) => h)]);
  for await (const row of rows) {
    counted.rows++;
    yield csvRow([row.reference, row.receivedAt, ...columns.map(([, value]) => value(row))]);
  }
}

/** The whole CSV as one string, and how many rows it has (small exports and tests). */
export async function exportCsv(
  repo: Repository,
  kind: ExportKind,
  since?: Date,
): Promise<{ csv: string; rows: number }> {
  const counted = { rows: 0 };
  let csv = '';
  for await (const line of csvLines(repo, kind, since, counted)) csv += line;
  return { csv, rows: counted.rows };
}

export class UsageError extends Error {}

export interface ExportArgs {
  kind: ExportKind | 'cv';
  since?: Date;
  out?: string;
  /** For `cv`: the stored CV's name, from the job export's "CV file" column. */
  cv?: string;
}

export const EXPORT_USAGE = `Usage: pnpm --filter @storefront/api export <kind> [--since YYYY-MM-DD] [--out file.csv]
       pnpm --filter @storefront/api export cv <CV file> --out cv.pdf
  kind: ${EXPORT_KINDS.join(', ')}
  --since  only records received on or after that day (UTC)
  --out    write the CSV (or the CV) to this file instead of the screen`;

/** Reads the command's arguments; a UsageError says what is wrong. */
export function parseExportArgs(argv: string[]): ExportArgs {
  const args = argv.filter((a) => a !== '--');
  let kind: string | undefined;
  let since: Date | undefined;
  let out: string | undefined;
  let cv: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--since' || arg === '--out') {
      const value = args[++i];
      if (!value || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      if (arg === '--out') out = value;
      else {
        const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
        const date = day ? new Date(`${value}T00:00:00.000Z`) : null;
        if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
          throw new UsageError(`--since must be a date like 2026-01-31 (got "${value}")`);
        }
        since = date;
      }
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Unknown option ${arg}`);
    } else if (kind === undefined) {
      kind = arg;
    } else if (kind === 'cv' && cv === undefined) {
      cv = arg;
    } else {
      throw new UsageError(`Only one kind at a time (got "${kind}" and "${arg}")`);
    }
  }
  if (!kind) throw new UsageError('Say which records to export');
  if (kind === 'cv') {
    if (!cv) throw new UsageError('Say which CV: its name from the "CV file" column of the job export');
    if (since) throw new UsageError('--since is for records, not for one CV');
    return { kind, cv, out };
  }
  if (!(EXPORT_KINDS as readonly string[]).includes(kind)) throw new UsageError(`Unknown kind "${kind}"`);
  return { kind: kind as ExportKind, since, out };
}
