// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { freshSql } from '../testing';
import { keysetRows, collect } from './keyset';

describe('keyset paging', () => {
  it('reads every row once, in (time, id) order either way, across pages and rows of the same time', async () => {
    const sql = await freshSql();
    await sql.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, at TEXT NOT NULL, kind TEXT NOT NULL);
      INSERT INTO t VALUES (1, '2026-01-02', 'a'), (2, '2026-01-01', 'a'), (3, '2026-01-02', 'a'), (4, '2026-01-03', 'b'),
        (5, '2026-01-02', 'a'), (6, '2026-01-01', 'a'), (7, '2026-01-04', 'a');`);
    const list = (direction: 'ASC' | 'DESC', where: string[] = [], params: unknown[] = []) =>
      collect(
        keysetRows(sql, {
          select: 'SELECT t.id, t.at FROM t',
          where,
          params,
          order: { at: 't.at', id: 't.id', direction },
          read: (row) => Number(row.id),
          pageRows: 2,
        }),
      );
    expect(await list('ASC')).toEqual([2, 6, 1, 3, 5, 4, 7]);
    expect(await list('DESC')).toEqual([7, 4, 5, 3, 1, 6, 2]);
    expect(await list('ASC', ['t.kind = $1', 't.at >= $2'], ['a', '2026-01-02'])).toEqual([1, 3, 5, 7]);
    expect(await list('DESC', ['t.kind = $1'], ['b'])).toEqual([4]);
    await sql.close();
  });
});
