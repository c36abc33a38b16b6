// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../config';
import { tempDir } from '../testing';
import { MIGRATIONS } from './migrations';
import { DB_FILE, migrate, openDatabase, transaction } from './sqlite';

/** Another process (as the export command is) holding a read on the database for `ms`. */
function readerHolding(file: string, ms: number): Promise<{ finished: Promise<void> }> {
  const code = `
    import sqlite from 'node-sqlite3-wasm';
    const db = new sqlite.Database(${JSON.stringify(file)});
    db.exec('BEGIN'); db.all('SELECT * FROM schema_migrations');
    console.log('holding');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms});
    db.exec('COMMIT'); db.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: PACKAGE_DIR });
  const done = new Promise<void>((resolve, reject) => child.on('exit', (c) => (c === 0 ? resolve() : reject(new Error(`reader exited ${c}`)))));
  return new Promise((resolve, reject) => {
    // Wrapped: resolving with the promise itself would wait for the reader to finish.
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('holding') && resolve({ finished: done }));
    child.on('error', reject);
    done.catch(reject);
  });
}

describe('database', () => {
  it('applies every migration once and records it', async () => {
    const dir = await tempDir();
    const db = openDatabase(dir);
    expect(db.all('SELECT version FROM schema_migrations ORDER BY version').map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(migrate(db)).toEqual([]);
    db.close();
    const again = openDatabase(dir);
    expect(again.get('SELECT COUNT(*) AS n FROM schema_migrations')?.n).toBe(MIGRATIONS.length);
    again.close();
  });

  it('rolls a failing migration back whole, so a fixed release can apply it cleanly', async () => {
    const db = openDatabase(await tempDir());
    const bad = { version: 99, name: 'half-done', sql: 'CREATE TABLE t1 (x); CREATE TABLE broken (' };
    expect(() => migrate(db, [...MIGRATIONS, bad])).toThrow();
    expect(db.get("SELECT name FROM sqlite_master WHERE name = 't1'")).toBeNull();
    expect(db.get('SELECT version FROM schema_migrations WHERE version = 99')).toBeNull();
    expect(() => transaction(db, () => {
      db.run("INSERT INTO login_failures (throttle_key, at) VALUES ('k', 'now')");
      throw new Error('stop');
    })).toThrow('stop');
    expect(db.get('SELECT COUNT(*) AS n FROM login_failures')?.n).toBe(0);
    db.close();
  });

  it('makes a write wait for another process that is reading, instead of failing', async () => {
    const dir = await tempDir();
    const db = openDatabase(dir);
    const { finished } = await readerHolding(path.join(dir, DB_FILE), 400);
    expect(existsSync(`${path.join(dir, DB_FILE)}.lock`)).toBe(true); // the reader holds the lock
    const started = Date.now();
    db.run("INSERT INTO login_failures (throttle_key, at) VALUES ('k', 'now')");
    expect(Date.now() - started).toBeGreaterThan(100); // it did wait
    expect(db.get('SELECT COUNT(*) AS n FROM login_failures')?.n).toBe(1);
    await finished;
    db.close();
  });
});
