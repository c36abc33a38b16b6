// Starts the api (apps/api) as a child process and waits until it answers, so that whatever
// serves the site next (serve.ts, cdn.ts) can say "ready" only when forms can really submit; and
// the release guard beside it (cdn.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { API } from '@storefront/site/apps';
import { appDir } from '@storefront/site/workspace';
import { MAIL_CATCHER, startMailCatcher } from './mail-catcher';

export const API_DIR = appDir(API);
const PORT = Number(process.env.API_PORT ?? API.port);
export const API_URL = `http://localhost:${PORT}`;

/** The child goes when this process goes, however it ends; returns what stops it. */
function stopsWithThisProcess(child: Pick<ChildProcess, 'kill'>): () => void {
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stop();
      // After the caller's own handlers for this signal have run.
      setImmediate(() => process.exit(0));
    });
  }
  return stop;
}

/**
 * Starts `pnpm guard` (the release guard) beside the api just started, with the same environment,
 * and starts it again a second after it ends for any reason but this process ending.
 */
export function startGuard(): void {
  const env = { ...process.env, API_PORT: String(PORT) };
  let child: ChildProcess;
  let stopping = false;
  const start = () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/guard.ts'], { cwd: API_DIR, stdio: 'inherit', env });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`The release guard ended (${signal ?? `exit code ${code}`}); starting it again.`);
      setTimeout(start, 1000).unref();
    });
  };
  start();
  stopsWithThisProcess({
    kill: (signal) => {
      stopping = true;
      return child.kill(signal);
    },
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const reply = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return reply.ok;
  } catch {
    return false;
  }
}

/** Where the api's mail goes: the operator's SMTP_URL, else the local catcher (started here). */
async function mailSettings(): Promise<Record<string, string>> {
  if (process.env.SMTP_URL) return {};
  if (await startMailCatcher()) {
    console.log(`${'mail'.padEnd(10)} ${MAIL_CATCHER.page}  (every mail the site sends, caught here)`);
    return { SMTP_URL: MAIL_CATCHER.smtpUrl };
  }
  console.error('The mail catcher did not start: the api keeps its mails in the outbox.');
  return {};
}

/**
 * Spawns the api and resolves once GET /api/ready answers (its database is open and answers);
 * rejects if it exits first or takes over 60 s (the embedded database's first start creates it).
 * With no SMTP_URL, the mail catcher first.
 */
export async function startApi({ timeoutMs = 60_000 } = {}): Promise<ChildProcess> {
  if (await answers(`${API_URL}/api/health`)) {
    throw new Error(`Port ${PORT} already has an api running; stop it first (or run without it).`);
  }
  // Request logs are for the api's own `pnpm start`; beside the site only warnings show.
  const env = {
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...process.env,
    ...(await mailSettings()),
    API_PORT: String(PORT),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: API_DIR, stdio: 'inherit', env });
  let exited: number | null = null;
  child.on('exit', (code) => {
    exited = code ?? 1;
  });
  const stop = stopsWithThisProcess(child);
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`The api stopped at start (exit code ${exited}); see its messages above.`);
    if (await answers(`${API_URL}/api/ready`)) return child;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  stop();
  throw new Error(`The api did not answer on ${API_URL} within ${timeoutMs / 1000} s.`);
}
