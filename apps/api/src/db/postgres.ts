import pg from 'pg';
import { asBusy, BusyError, type Queryable, type Sql } from './sql';

/**
 * A PostgreSQL server at `url` (DATABASE_URL), through a small pool per api process.
 *
 * A connection can die at any moment (a failover, a restart, `pg_terminate_backend`). pg then
 * emits `error` on the client, and an `error` event nobody listens to kills the process. The
 * pool listens on its idle clients and on those `pool.query` borrows; a client checked out for a
 * transaction is ours to listen on, from `connect()` until it is back in the pool.
 */
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
  const run = (client: pg.Pool | pg.PoolClient, lost: () => Error | null = () => null): Queryable => ({
    async query(text, params) {
      try {
        const result = await client.query(text, params);
        return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
      } catch (err) {
        throw asBusy(lost() ?? err);
      }
    },
    async exec(text) {
      try {
        await client.query(text);
      } catch (err) {
        throw asBusy(lost() ?? err);
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
      // The connection's end, if it came while the client was ours: the next query would only say
      // "not queryable", so every later failure of this transaction is reported as this cause.
      let lostWith: Error | null = null;
      const onError = (err: Error) => {
        lostWith ??= new BusyError(`database connection lost (${(err as { code?: string }).code ?? err.message})`, {
          cause: err,
        });
      };
      client.on('error', onError);
      const lost = () => lostWith;
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(run(client, lost));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        if (lostWith) broken = lostWith;
        else {
          try {
            await client.query('ROLLBACK');
          } catch (rollbackFailed) {
            broken = rollbackFailed as Error;
          }
        }
        throw asBusy(lostWith ?? err);
      } finally {
        // A dead connection goes out of the pool (release with the error), never back to it.
        client.release(broken ?? lostWith ?? undefined);
        client.removeListener('error', onError);
      }
    },
    close() {
      return (closed ??= pool.end());
    },
  };
}
