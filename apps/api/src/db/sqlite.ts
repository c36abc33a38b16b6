import fs from 'node:fs';
import path from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { MIGRATIONS, type Migration } from './migrations';

// A CommonJS package: its classes hang off the default export.
const { Database } = sqlite;
export type SqliteDatabase = InstanceType<typeof Database>;

export const DB_FILE = 'storefront.sqlite';

/** Runs fn inside one transaction: all of it is written, or none of it. */
export function transaction<T>(db: SqliteDatabase, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

export function migrate(db: SqliteDatabase, migrations: Migration[] = MIGRATIONS, now = new Date()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const done = new Set(db.all('SELECT version FROM schema_migrations').map((row) => Number(row.version)));
  const applied: number[] = [];
  for (const step of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(step.version)) continue;
    transaction(db, () => {
      db.exec(step.sql);
      db.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [step.version, step.name, now.toISOString()]);
    });
    applied.push(step.version);
  }
  return applied;
}

/** Opens (creating if need be) the database in dataDir and brings its schema up to date. */
export function openDatabase(dataDir: string): SqliteDatabase {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DB_FILE));
  try {
    // Rollback journal with full sync: a crash mid-write leaves the last committed state.
    // busy_timeout: another process (the export command) reading at the same moment makes a
    // write wait for it, instead of failing with "database is locked".
    // It comes first: the driver's file lock is exclusive, so even reading the journal mode waits.
    db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = DELETE; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
    migrate(db);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}
