/**
 * `pnpm --filter @storefront/api bench [--rum] [requests] [concurrency]`: a small, bounded load on
 * loopback. Posts help forms (or, with --rum, page-view reports as the site's beacon sends them) to
 * real api processes and prints requests/s and p95 for: the embedded default (one process),
 * PostgreSQL with one process, and with two behind one address (round robin), with Redis for the
 * limits. Needs Debian's postgresql and redis-server (bash scripts/bootstrap.sh --servers).
 */
import { ENDPOINTS } from '@storefront/types/forms';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RumReport } from '@storefront/types/rum';
import { DEFAULT_SITE_ORIGINS } from '../src/config';
import { openPostgres } from '../src/db/postgres';
import { helpForm } from '../test/forms';
import { appReport } from '../test/rum';
import { freePort, startServers } from '../test/servers';
import { startApi } from './api-process';

const RUM = process.argv.includes('--rum');
/** What a per-address form limit counted in the database would cost each form while Redis is away. */
const COUNTER = process.argv.includes('--counter');
const [TOTAL = 2000, CONCURRENCY = 20] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map(Number);

/** A home page view as the host reports it: the host and the catalogue, every vital. */
const PAGE_VIEW: RumReport = {
  v: 1,
  page: '/',
  apps: ['host', 'catalogue'].map((app) => appReport(app, '0.1.0-2768ed4fec')),
  vitals: { LCP: 1834, INP: 96, CLS: 0.02, FCP: 912, TTFB: 140 },
};

/** What one request posts, and the answer that counts as taken. */
const LOAD: { what: string; path: string; headers: Record<string, string>; body: string; status: number } = RUM
  ? {
      what: 'page-view reports',
      path: ENDPOINTS.rum.path,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: DEFAULT_SITE_ORIGINS[0]! },
      body: JSON.stringify(PAGE_VIEW),
      status: 204,
    }
  : {
      what: 'help forms',
      path: ENDPOINTS.help.path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...helpForm(), message: 'A bench submission, long enough.' }),
      status: 201,
    };

/**
 * A fixed-window counter per address in the database, as a limiter would keep it while Redis is
 * away: one upsert on the address's row before each form (the bench's one address: every request
 * on one hot row, the worst case).
 */
const COUNT = `INSERT INTO bench_rate_counts AS t (key, window_start, count) VALUES ($1, $2, 1)
  ON CONFLICT (key) DO UPDATE SET count = CASE WHEN t.window_start = $2 THEN t.count + 1 ELSE 1 END, window_start = $2
  RETURNING count`;

async function run(
  urls: string[],
  before?: () => Promise<unknown>,
): Promise<{ perSecond: number; p50: number; p95: number; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) {
        const url = urls[next++ % urls.length] as string;
        const t = performance.now();
        await before?.();
        const res = await fetch(`${url}${LOAD.path}`, { method: 'POST', headers: LOAD.headers, body: LOAD.body });
        await res.arrayBuffer();
        if (res.status === LOAD.status) times.push(performance.now() - t);
        else failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN);
  return { perSecond: Math.round(TOTAL / seconds), p50: at(0.5), p95: at(0.95), failed };
}

async function main(): Promise<void> {
  const rows: string[] = [];
  const report = (name: string, r: Awaited<ReturnType<typeof run>>) => {
    rows.push(`| ${name} | ${r.perSecond} | ${r.p50} ms | ${r.p95} ms | ${r.failed} |`);
    console.log(rows.at(-1));
  };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  try {
    await (COUNTER ? counterCost : everySetup)(report, tmp);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    `\n${TOTAL} ${LOAD.what}, ${CONCURRENCY} at a time, on ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)}):`,
  );
  console.log('| setup | requests/s | p50 | p95 | failed |\n|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

type Report = (name: string, r: Awaited<ReturnType<typeof run>>) => void;

/** The embedded default, then PostgreSQL + Redis with one process and with two. */
async function everySetup(report: Report, tmp: string) {
  const embedded = await startApi({ DATA_DIR: path.join(tmp, 'embedded') });
  await run([embedded.url]); // warm-up: JIT, first pages
  report('embedded (PGlite), 1 process', await run([embedded.url]));
  embedded.child.kill('SIGTERM');

  const servers = await startServers();
  try {
    const env = { DATABASE_URL: servers.databaseUrl, REDIS_URL: servers.redisUrl };
    const one = await startApi({ ...env, DATA_DIR: path.join(tmp, 'pg1') });
    await run([one.url]);
    report('PostgreSQL + Redis, 1 process', await run([one.url]));
    const two = await startApi({ ...env, DATA_DIR: path.join(tmp, 'pg2') });
    await run([two.url]);
    report('PostgreSQL + Redis, 2 processes', await run([one.url, two.url]));
    one.child.kill('SIGTERM');
    two.child.kill('SIGTERM');
  } finally {
    await new Promise((r) => setTimeout(r, 500));
    await servers.stop();
  }
}

/**
 * `--counter`: forms on PostgreSQL with Redis away (the limits then count in process memory), and
 * the same with a database counter before each form, from the same pool size as the api's.
 */
async function counterCost(report: Report, tmp: string) {
  const servers = await startServers();
  const sql = openPostgres(servers.databaseUrl);
  try {
    await sql.exec(
      'CREATE TABLE bench_rate_counts (key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, count INT NOT NULL)',
    );
    // A Redis nobody listens on: the api starts with its outage fallback.
    const env = { DATABASE_URL: servers.databaseUrl, REDIS_URL: `redis://127.0.0.1:${await freePort()}` };
    const api = await startApi({ ...env, DATA_DIR: path.join(tmp, 'pg1') });
    const counted = () => sql.query(COUNT, ['127.0.0.1', Math.floor(Date.now() / 60_000)]);
    await run([api.url], counted);
    for (let i = 0; i < 2; i++) {
      report('PostgreSQL, Redis away: limits in memory', await run([api.url]));
      report('PostgreSQL, Redis away: + a database counter per form', await run([api.url], counted));
    }
    api.child.kill('SIGTERM');
  } finally {
    await sql.close();
    await new Promise((r) => setTimeout(r, 500));
    await servers.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
