// The local mail catcher (maildev): under `npm start`, `pnpm serve` and the browser tests, with no
// SMTP_URL of the operator's, the api sends every mail here, and its web page shows what was sent
// (docs/decisions/0022-mail-outbox.md). Nothing leaves the machine.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** maildev's own default ports, on loopback only. */
export const MAIL_CATCHER = {
  smtpPort: 1025,
  webPort: 1080,
  /** The page that lists every mail the site sent. */
  page: 'http://localhost:1080/',
  /** Its REST api: GET /api/email lists them (the browser tests read it). */
  api: 'http://localhost:1080/api',
  smtpUrl: 'smtp://localhost:1025',
} as const;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts maildev (its mails kept in memory, at most 500) unless one already answers on its port
 * (another `npm start`), and resolves once it does; it ends with this process. Resolves false if it
 * could not start: the api then keeps its mails in the outbox and says so, and the site works.
 */
export async function startMailCatcher(): Promise<boolean> {
  if (await answers(`${MAIL_CATCHER.api}/healthz`)) return true;
  const bin = path.join(path.dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');
  const child = spawn(
    process.execPath,
    [
      bin,
      '--smtp',
      String(MAIL_CATCHER.smtpPort),
      '--web',
      String(MAIL_CATCHER.webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--max-emails',
      '500',
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  let exited = false;
  child.on('exit', () => (exited = true));
  child.on('error', () => (exited = true));
  process.on('exit', () => child.kill('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill('SIGTERM'));
  const started = Date.now();
  while (Date.now() - started < 15_000 && !exited) {
    if (await answers(`${MAIL_CATCHER.api}/healthz`)) return true;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGTERM');
  return false;
}
