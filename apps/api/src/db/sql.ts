/**
 * The one thing the repository needs from a database: run a statement with $1.. parameters, and
 * run several in a transaction. The embedded engine (PGlite) and a PostgreSQL server both speak
 * the same SQL, so one repository and one set of migrations serve both
 * (docs/decisions/0011-api-engine.md).
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<R extends Row = Row>(text: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number }>;
  /** Several statements, no parameters (a migration step). */
  exec(text: string): Promise<void>;
}

export interface Sql extends Queryable {
  readonly engine: 'embedded' | 'postgresql';
  /** Runs fn in one transaction: all of it is written, or none of it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** "Try again in a moment": the database is there but cannot take this now (or is unreachable). */
export class BusyError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BusyError';
  }
}

/** PostgreSQL's codes for contention and unavailability, and Node's for a lost connection. */
const BUSY_CODES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08003',
  '08006',
  '08001',
  '08004', // connection exceptions
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
]);

/** The server cannot write (disk_full) or has no memory: the operator must act; still a 503. */
const OUT_OF_RESOURCES = new Set(['53000', '53100', '53200']);

/** The typed error for the route layer: contention and lost connections become BusyError. */
export function asBusy(err: unknown): unknown {
  if (err instanceof BusyError) return err;
  const code = err && typeof err === 'object' && 'code' in err ? String((err as { code: unknown }).code) : '';
  if (OUT_OF_RESOURCES.has(code))
    return new BusyError(`database out of resources, disk full or out of memory (${code})`, { cause: err });
  if (BUSY_CODES.has(code)) return new BusyError(`database busy (${code})`, { cause: err });
  // pg's pool: no connection within connectionTimeoutMillis, or the server closed it (during a
  // query, or before the next one on a client whose connection had already failed).
  if (
    err instanceof Error &&
    /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable/.test(
      err.message,
    )
  ) {
    return new BusyError('database unreachable', { cause: err });
  }
  return err;
}
