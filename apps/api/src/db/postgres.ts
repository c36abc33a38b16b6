import pg from 'pg';
import { asBusy, BusyError, type Queryable, type Sql } from './sql';

/**
 * A connection that is listened on from the moment it exists. A connection can die at any moment
 * (a failover, a restart, `pg_terminate_backend`): pg then emits `error` on its client, and an
 * `error` nobody listens to kills the process. The pool listens on idle clients and on those
 * `pool.query` borrows, and a transaction listens on its own (below), but the pool hands clients
 * over between those listeners, and the failover test, run beside the whole suite, once saw a
 * restart's 57P01 land on a client none of them covered and end the process. This listener only
 * keeps the process alive; whoever uses the client next gets the failure from its query (a 503),
 * and the pool drops a client released with it.
 */
class ListenedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {});
  }
}

/**
 * A PostgreSQL server at `url` (DATABASE_URL), through a small pool per api process. A client
 * checked out for a transaction is also listened on by the transaction, from `connect()` until it
 * is back in the pool, so that a connection lost between two queries is reported as lost.
 */
export function openPostgres(url: string, options: { max?: number } = {}): Sql {
  const pool = new pg.Pool({
    Client: ListenedClient as unknown as new () => pg.ClientBase,
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
