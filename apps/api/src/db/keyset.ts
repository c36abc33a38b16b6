import type { Queryable, Row } from './sql';

/** Rows per round trip when a list is read whole (an export, the inbox's CSV): memory stays bounded. */
export const PAGE_ROWS = 500;

/** A list in (time, id) order, the id breaking ties between rows of the same time. */
export interface KeysetList<T> {
  /** `SELECT … FROM …`, without WHERE or ORDER BY. */
  select: string;
  /** The filter: terms joined with AND, their values in `params` ($1 on). */
  where: string[];
  params: unknown[];
  /** The columns it is ordered by, as `select` names them (`s.received_at`, `s.id`). */
  order: { at: string; id: string; direction: 'ASC' | 'DESC' };
  /** A row as the caller's record. */
  read: (row: Row) => T;
  /** Rows per page (PAGE_ROWS unless a test wants several pages of a few rows). */
  pageRows?: number;
}

const columnName = (column: string) => column.slice(column.lastIndexOf('.') + 1);

/**
 * Every row of the list, read a page at a time (keyset paging): each page is its own short query
 * that starts after the last row of the page before, so reading a list of any length holds no
 * lock for long and needs little memory.
 */
export async function* keysetRows<T>(db: Queryable, list: KeysetList<T>): AsyncGenerator<T> {
  const { at, id, direction } = list.order;
  const pageRows = list.pageRows ?? PAGE_ROWS;
  const beyond = direction === 'ASC' ? '>' : '<';
  let last: Row | undefined;
  for (;;) {
    const params = [...list.params];
    const where = [...list.where];
    if (last) {
      const after = [String(last[columnName(at)]), Number(last[columnName(id)])];
      where.push(`(${at}, ${id}) ${beyond} ($${params.push(after[0])}, $${params.push(after[1])})`);
    }
    const { rows } = await db.query(
      `${list.select} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${at} ${direction}, ${id} ${direction} LIMIT ${pageRows}`,
      params,
    );
    for (const row of rows) yield list.read(row);
    if (rows.length < pageRows) return;
    last = rows[rows.length - 1];
  }
}

/** Array.fromAsync, which Node 20 lacks. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
