// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { processEnv } from '../../test/processes';
import { PACKAGE_DIR } from '../config';
import { ENGINE, freshSql, tempDir } from '../testing';
import { MIGRATIONS, migrate } from './migrations';

/** An account row as every schema since the first holds it. */
const ONE_USER =
  "INSERT INTO users (name, email, email_key, mobile, city, password_hash, created_at) VALUES ('A', 'a@example.in', 'a@example.in', '9876500000', 'Pune', 'x', '2026-01-01')";

/** A new database at migration `version` (an older release's schema), and the step to the next migration. */
async function atVersion(version: number) {
  const sql = await freshSql();
  await migrate(sql, MIGRATIONS.slice(0, version));
  const next = async () => expect(await migrate(sql, MIGRATIONS.slice(0, version + 1))).toEqual([version + 1]);
  return { sql, next };
}

describe('database', () => {
  it('applies every migration once and records it', async () => {
    const sql = await freshSql();
    expect(await migrate(sql)).toEqual(MIGRATIONS.map((m) => m.version));
    const { rows } = await sql.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(sql)).toEqual([]);
    expect((await sql.query('SELECT COUNT(*)::int AS n FROM schema_migrations')).rows[0]?.n).toBe(MIGRATIONS.length);
    await sql.close();
  });

  it('gives the items and accounts of an older schema an opaque id, the status new and the role visitor', async () => {
    const { sql, next } = await atVersion(2);
    await sql.query(
      "INSERT INTO submissions (reference, kind, received_at, data) VALUES ('HLP-AAAAAA', 'help', '2026-01-01T00:00:00.000Z', '{}'), ('HLP-BBBBBB', 'help', '2026-01-02T00:00:00.000Z', '{}')",
    );
    await sql.query(ONE_USER);
    await next();
    const { rows } = await sql.query<{ public_id: string; status: string }>(
      'SELECT public_id, status FROM submissions ORDER BY id',
    );
    expect(rows).toEqual([
      { public_id: expect.stringMatching(/^[0-9a-f]{32}$/), status: 'new' },
      { public_id: expect.stringMatching(/^[0-9a-f]{32}$/), status: 'new' },
    ]);
    expect(rows[0]?.public_id).not.toBe(rows[1]?.public_id);
    expect((await sql.query('SELECT role FROM users')).rows).toEqual([{ role: 'visitor' }]);
    await expect(sql.query("UPDATE users SET role = 'root'")).rejects.toThrow();
    await sql.close();
  });

  it('carries the failed log-ins of an older schema into the reserved attempts, so a lockout in progress holds', async () => {
    const { sql, next } = await atVersion(3);
    await sql.query(
      "INSERT INTO login_failures (throttle_key, at) VALUES ('user:1', '2026-01-01T10:00:00.000Z'), ('user:1', '2026-01-01T10:01:00.000Z'), ('id:x', '2026-01-01T09:00:00.000Z')",
    );
    await next();
    const { rows } = await sql.query<{ throttle_key: string; attempts: string[]; last_at: string }>(
      'SELECT throttle_key, attempts, last_at FROM login_attempts ORDER BY throttle_key',
    );
    expect(rows).toEqual([
      {
        throttle_key: 'id:x',
        attempts: [expect.stringMatching(/^2026-01-01T09:00:00\.000Z\|\d+$/)],
        last_at: '2026-01-01T09:00:00.000Z',
      },
      {
        throttle_key: 'user:1',
        attempts: [
          expect.stringMatching(/^2026-01-01T10:00:00\.000Z\|/),
          expect.stringMatching(/^2026-01-01T10:01:00\.000Z\|/),
        ],
        last_at: '2026-01-01T10:01:00.000Z',
      },
    ]);
    expect((await sql.query("SELECT to_regclass('login_failures') AS t")).rows[0]?.t).toBeNull();
    await sql.close();
  });

  it('10: keeps reset links by hash, gone with their account, and lets the outbox hold their mails', async () => {
    const { sql, next } = await atVersion(9);
    const mail = (purpose: string, n: number) =>
      sql.query(
        `INSERT INTO mails (public_id, message_id, purpose, to_address, subject, text_body, html_body, queued_at, next_at)
         VALUES ($1, $1, $2, 'a@example.in', 's', 't', 'h', '2026-01-01', '2026-01-01')`,
        [`m${n}`, purpose],
      );
    await expect(mail('password-reset', 1)).rejects.toThrow();
    await next();
    await mail('password-reset', 2);
    await mail('reply', 3);
    await expect(mail('anything', 4)).rejects.toThrow();
    await sql.query(ONE_USER);
    await sql.query(
      "INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) SELECT 'h1', id, '2026-01-01T00:00:00.000Z', '2026-01-01T00:30:00.000Z' FROM users",
    );
    await expect(
      sql.query(
        "INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ('h2', 999, 'x', 'y')",
      ),
    ).rejects.toThrow();
    await sql.query('DELETE FROM users');
    expect((await sql.query('SELECT COUNT(*)::int AS n FROM password_resets')).rows[0]?.n).toBe(0);
    await sql.close();
  });

  it('rolls a failing migration back whole, so a fixed release can apply it cleanly', async () => {
    const sql = await freshSql();
    await migrate(sql);
    const bad = { version: 99, name: 'half-done', sql: 'CREATE TABLE t1 (x int); CREATE TABLE broken (' };
    await expect(migrate(sql, [...MIGRATIONS, bad])).rejects.toThrow();
    expect((await sql.query("SELECT to_regclass('t1') AS t")).rows[0]?.t).toBeNull();
    expect((await sql.query('SELECT version FROM schema_migrations WHERE version = 99')).rows).toEqual([]);
    await expect(
      sql.transaction(async (tx) => {
        await tx.query("INSERT INTO login_attempts (throttle_key, attempts, last_at) VALUES ('k', '{}', 'now')");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await sql.query('SELECT COUNT(*)::int AS n FROM login_attempts')).rows[0]?.n).toBe(0);
    await sql.close();
  });

  it('makes a write wait for a lock held by another transaction without blocking the event loop', async () => {
    const sql = await freshSql();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    let releaseFirst!: () => void;
    const held = new Promise<void>((resolve) => (releaseFirst = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const first = sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(42)');
      locked();
      await held;
    });
    await lockTaken;
    const started = Date.now();
    const second = sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(42)');
      return Date.now() - started;
    });
    const ticksBefore = ticks;
    setTimeout(releaseFirst, 300);
    const waited = await second;
    await first;
    clearInterval(ticker);
    expect(waited).toBeGreaterThanOrEqual(250); // it did wait for the lock
    expect(ticks - ticksBefore).toBeGreaterThanOrEqual(8); // and timers kept running meanwhile
    await sql.close();
  });

  it('has a command that brings a database up to date and says so', async () => {
    const env = { ...process.env, ...(await processEnv(await tempDir())) };
    const migrateCommand = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], { cwd: PACKAGE_DIR, env });
    const first = await migrateCommand();
    // Embedded test data starts from a migrated template; a server schema starts empty.
    const last = MIGRATIONS.length;
    const all = MIGRATIONS.map((m) => m.version).join(', ');
    expect(first.stderr).toMatch(
      ENGINE === 'embedded' ? `is up to date (version ${last})` : `applied ${all} on DATABASE_URL`,
    );
    expect((await migrateCommand()).stderr).toMatch(`is up to date (version ${last})`);
  }, 60_000);
});
