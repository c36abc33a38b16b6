// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tempDir } from '../testing';
import { MIGRATIONS } from './migrations';
import { migrate, openDatabase, transaction } from './sqlite';

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
});
