/**
 * Vitest global setup for the api's tests: what the chosen engine needs, started once per run.
 * - embedded: a data dir with the schema applied, copied by each test's app (saves initdb's seconds);
 * - postgresql: a throwaway PostgreSQL cluster and a Redis server on free ports in a temp dir,
 *   stopped at the end. Each test's app gets its own schema and its own Redis key prefix.
 * PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { PACKAGE_DIR } from '../src/config';
import { openEmbedded, PGDATA } from '../src/db/embedded';
import { MIGRATIONS, migrate } from '../src/db/migrations';

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedTemplate: string;
    databaseUrl: string;
    redisUrl: string;
    pgBin: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** PostgreSQL's programs (Debian puts them under /usr/lib/postgresql/<major>/bin). */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'bin', 'initdb')))
    : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(
      'PostgreSQL is not installed: run `bash scripts/bootstrap.sh --servers` (Debian: apt-get install postgresql redis-server)',
    );
  return path.join(root, newest, 'bin');
}

const asPostgres = (cmd: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];

async function embeddedTemplate(): Promise<string> {
  // Keyed by the schema and the engine's version: a changed migration makes a new template.
  const pglite = JSON.parse(
    fs.readFileSync(path.join(PACKAGE_DIR, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  const key = createHash('sha256').update(JSON.stringify(MIGRATIONS)).update(pglite.version).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `storefront-api-template-${key}`);
  if (fs.existsSync(path.join(dir, PGDATA, 'PG_VERSION'))) return path.join(dir, PGDATA);
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-api-template-build-'));
  const sql = await openEmbedded(building);
  await migrate(sql);
  await sql.close();
  fs.rmSync(path.join(building, 'pgdata.lock'), { force: true });
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another run made it first
  }
  return path.join(dir, PGDATA);
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string, ms = 20_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start within ${ms / 1000} s`);
}

export interface Servers {
  databaseUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

/** A throwaway PostgreSQL cluster on a free port, in its own temp dir, run by its own pg_ctl. */
export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl restart -m fast`: every connection cut, the server back on the same port when it resolves. */
  restart(): Promise<void>;
  /** Stops it at once and removes its files. */
  stop(): void;
}

/** Whatever a run leaves (an error, Ctrl-C), its clusters go with it. */
const clusters = new Set<() => void>();
process.once('exit', () => clusters.forEach((stop) => stop()));

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-api-servers-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'pg');
  fs.mkdirSync(data, { mode: 0o700 });
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', data]);
  const pgPort = await freePort();
  const run = (cmd: string, args: string[]) => {
    const [c, a] = asPostgres(path.join(bin, cmd), args);
    execFileSync(c, a, { stdio: 'pipe', cwd: '/' });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // Throwaway: no fsync (crash safety of the server itself is PostgreSQL's, not under test).
  const options = `-p ${pgPort} -k ${data} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`;
  const log = path.join(data, 'log');
  run('pg_ctl', ['-D', data, '-w', '-l', log, '-o', options, 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clusters.delete(stop);
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  clusters.add(stop);
  return {
    url: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    // Asynchronous: the test's own clients go on sending while the server restarts.
    restart: async () => {
      const [c, a] = asPostgres(path.join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-w',
        '-l',
        log,
        '-o',
        options,
        '-m',
        'fast',
        'restart',
      ]);
      await promisify(execFile)(c, a, { cwd: '/' });
    },
    stop,
  };
}

/** A PostgreSQL cluster and a Redis server, each on a free port. */
export async function startServers(): Promise<Servers> {
  const postgres = await startPostgres();
  const redisPort = await freePort();
  const redis: ChildProcess = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' },
  );
  await waitFor(
    () =>
      new Promise<boolean>((resolve) => {
        const s = net.connect(redisPort, '127.0.0.1', () => {
          s.destroy();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      }),
    'redis-server',
  );
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    redis.kill('SIGTERM');
    postgres.stop();
  };
  // However the run ends (an error, Ctrl-C), the servers go with it.
  process.once('exit', stop);
  return {
    databaseUrl: postgres.url,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    async stop() {
      stop();
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.API_TEST_ENGINE !== 'postgresql' && project.config.env?.API_TEST_ENGINE !== 'postgresql') {
    project.provide('embeddedTemplate', await embeddedTemplate());
    return async () => {};
  }
  const servers = await startServers();
  project.provide('databaseUrl', servers.databaseUrl);
  project.provide('redisUrl', servers.redisUrl);
  project.provide('pgBin', postgresBin());
  return () => servers.stop();
}
