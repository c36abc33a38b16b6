// @vitest-environment node
import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from './db/postgres';
import { json, makeApp, tempDir, testConfig } from './testing';

async function until(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe('/api/ready on PostgreSQL + Redis', () => {
  it('answers 503 while the database refuses connections, and 200 once it takes them again', async () => {
    const name = `ready_${Date.now()}`;
    const admin = openPostgres(inject('databaseUrl'), { max: 1 });
    await admin.query(`CREATE DATABASE ${name}`);
    const config = {
      ...(await testConfig(await tempDir())),
      databaseUrl: inject('databaseUrl').replace(/\/postgres$/, `/${name}`),
    };
    const { app } = await makeApp({ config });
    try {
      const ready = () => app.inject({ method: 'GET', url: '/api/ready' });
      expect((await ready()).statusCode).toBe(200);

      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const down = await ready();
      expect(down.statusCode).toBe(503);
      expect(json(down)).toMatchObject({ status: 'unavailable', database: 'unavailable', redis: 'ok' });
      // Liveness is another question: the process is fine.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      expect(await until(async () => (await ready()).statusCode === 200)).toBe(true);
    } finally {
      await app.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.close();
    }
  }, 60_000);
});
