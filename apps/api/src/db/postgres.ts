import pg from 'pg';
import { asBusy, type Queryable, type Sql } from './sql';

/** A PostgreSQL server at `url` (DATABASE_URL), through a small pool per api process. */
export function openPostgres(url: string, options: { max?: number } = {}): Sql {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // A server that does not answer is "busy" to the visitor, not a hang.
    connectionTimeoutMillis: 5000,
    query_timeout: 30_000,
  });
  // An idle connection dropped by the server: the pool replaces it; nothing to crash on.
  pool.on('error', () => {});
  const run = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query(text, params) {
      try {
        const result = await client.query(text, params);
        return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
      } catch (err) {
        throw asBusy(err);
      }
    },
    async exec(text) {
      try {
        await client.query(text);
      } catch (err) {
        throw asBusy(err);
      }
    },
  });
  let closed: Promise<void> | null = null;
  const direct = run(pool);
  return {
    engine: 'postgresql',
    query: direct.query,
    exec: direct.exec,
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw asBusy(err);
      }
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(run(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        throw asBusy(err);
      } finally {
        client.release(broken);
      }
    },
    close() {
      return (closed ??= pool.end());
    },
  };
}
