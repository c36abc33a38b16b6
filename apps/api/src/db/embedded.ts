import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock } from './lock';
import { asBusy, type Queryable, type Sql } from './sql';

/** Inside DATA_DIR: the database's own folder, and the lock that keeps it to one process. */
export const PGDATA = 'pgdata';
export const LOCK_FILE = 'pgdata.lock';

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query(text, params) {
      try {
        const result = await q.query<never>(text, params);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      } catch (err) {
        throw asBusy(err);
      }
    },
    async exec(text) {
      try {
        await q.exec(text);
      } catch (err) {
        throw asBusy(err);
      }
    },
  };
}

/**
 * The embedded engine: PostgreSQL compiled to WebAssembly (PGlite), its files in DATA_DIR/pgdata.
 * One process at a time (it has one connection): a pid lock file says which; a lock left by a
 * killed process is taken over, and PostgreSQL's own WAL replay recovers the data.
 * `template`: a ready data dir to copy on first use (tests: skips initdb's seconds).
 */
export async function openEmbedded(dataDir: string, options: { template?: string } = {}): Promise<Sql> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(path.join(dataDir, LOCK_FILE));
  let db: PGlite;
  try {
    const pgdata = path.join(dataDir, PGDATA);
    if (options.template && !fs.existsSync(pgdata)) fs.cpSync(options.template, pgdata, { recursive: true });
    db = await PGlite.create(pgdata);
  } catch (err) {
    release();
    throw err;
  }
  const queryable = wrap(db);
  let closed = false;
  return {
    engine: 'embedded',
    query: queryable.query,
    exec: queryable.exec,
    async transaction(fn) {
      try {
        return await db.transaction((tx) => fn(wrap(tx)));
      } catch (err) {
        throw asBusy(err);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}
