/** Real api processes for the crash, scale and lifecycle tests: started, loaded, killed. */
import { spawn, type ChildProcess } from 'node:child_process';
import { ENDPOINTS } from '@storefront/types/forms';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE_ORIGINS, PACKAGE_DIR } from '../src/config';
import { PGDATA } from '../src/db/embedded';
import { ENGINE, FILES, databaseUrlFor, helpForm, jobFields, multipart } from '../src/testing';
import { freePort } from './servers';
import { inject } from 'vitest';

/** Whatever a failing test leaves running goes with the test process. */
const children = new Set<ChildProcess>();
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  env: Record<string, string>;
  /** Resolves when the process has gone, with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/** Settings for a process on the engine under test, with its data (or schema) named by `dir`. */
export async function processEnv(dir: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const env: Record<string, string> = {
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    FORMS_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT: '100000',
    SITE_ORIGINS: DEFAULT_SITE_ORIGINS.join(','),
  };
  if (ENGINE === 'postgresql') {
    env.DATABASE_URL = (await databaseUrlFor(dir)) as string;
    env.REDIS_URL = inject('redisUrl');
  } else if (!fs.existsSync(path.join(dir, PGDATA))) {
    // The ready template instead of initdb's seconds at first start.
    fs.cpSync(inject('embeddedTemplate'), path.join(dir, PGDATA), { recursive: true });
  }
  return { ...env, ...extra };
}

/** Starts `node src/main.ts` and resolves once /api/ready answers 200. */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const port = await freePort();
  const fullEnv = { ...env, API_PORT: String(port), API_HOST: '127.0.0.1' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...fullEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (gone) throw new Error(`the api exited at start:\n${output}`);
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return { child, url, env: fullEnv, exited, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the api did not become ready within ${timeoutMs} ms:\n${output}`);
}

export async function kill9(api: ApiProcess): Promise<void> {
  api.child.kill('SIGKILL');
  await api.exited;
}

/** One form post; the reference when the api acknowledged it (201), else null. */
export async function submit(url: string, n: number, headers: Record<string, string> = {}): Promise<string | null> {
  try {
    let res: Response;
    if (n % 5 === 4) {
      // Every fifth a job application with a CV: a submission and a file in one transaction.
      const { payload, headers: h } = multipart(jobFields(), [
        { name: `cv-${n}.pdf`, type: 'application/pdf', content: FILES.pdf },
      ]);
      res = await fetch(`${url}${ENDPOINTS.job.path}`, {
        method: 'POST',
        body: payload,
        headers: { ...h, ...headers },
        signal: AbortSignal.timeout(20_000),
      });
    } else {
      res = await fetch(`${url}${ENDPOINTS.help.path}`, {
        method: 'POST',
        body: JSON.stringify({ ...helpForm(), message: `Load test submission number ${n}.` }),
        headers: { 'content-type': 'application/json', ...headers },
        signal: AbortSignal.timeout(20_000),
      });
    }
    if (res.status !== 201) return null;
    return String(((await res.json()) as { reference: string }).reference);
  } catch {
    return null;
  }
}

/** `concurrency` loops posting forms until stopped (or the api is gone); collects acknowledged references. */
export function load(urls: string[], acked: Set<string>, concurrency = 6) {
  let running = true;
  let n = 0;
  const loops = Array.from({ length: concurrency }, async (_, i) => {
    while (running) {
      const url = urls[(n + i) % urls.length] as string;
      const reference = await submit(url, n++);
      if (reference) acked.add(reference);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Runs the export command as its own process; resolves with its output and exit code. */
export function runExport(env: Record<string, string>, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/export.ts', ...args], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const stdout: Buffer[] = [];
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => stdout.push(d));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<{ code: number | null; stdout: Buffer; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout: Buffer.concat(stdout), stderr })),
  );
  return { child, done };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
