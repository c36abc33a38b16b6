// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@storefront/types/forms';
import { kill9, processEnv, sleep, startApiProcess, type ApiProcess } from '../../test/processes';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { openSql } from '../db/open';
import { ENGINE, databaseUrlFor, helpForm, tempDir } from '../testing';

/** A help query to a real api process; its reference once acknowledged (201). */
async function sendHelp(url: string, n: number): Promise<string | null> {
  try {
    const res = await fetch(`${url}${ENDPOINTS.help.path}`, {
      method: 'POST',
      body: JSON.stringify({ ...helpForm(), message: `Outbox test number ${n}.` }),
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    return res.status === 201 ? String(((await res.json()) as { reference: string }).reference) : null;
  } catch {
    return null;
  }
}

/** The acknowledgements that arrived, by reference: how many times each. */
function acknowledged(smtp: TestSmtp): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.mails) {
    const reference = /HLP-[A-Z0-9]{6}/.exec(mail.subject ?? '')?.[0];
    if (reference) counts.set(reference, (counts.get(reference) ?? 0) + 1);
  }
  return counts;
}

const running: ApiProcess[] = [];
const servers: TestSmtp[] = [];
afterEach(async () => {
  running.splice(0).forEach((api) => api.child.kill('SIGKILL'));
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

async function start(env: Record<string, string>) {
  const api = await startApiProcess(env);
  running.push(api);
  return api;
}

describe(`mail outbox under kill -9 (${ENGINE})`, () => {
  it('loses no queued mail: killed while the server is down, and again while sending; each mail arrives, at most the one in flight twice', async () => {
    const smtp = await startTestSmtp();
    servers.push(smtp);
    await smtp.stop();
    const dir = await tempDir();
    // A short lease: a mail the killed process held is taken over seconds after the restart.
    const env = await processEnv(dir, { SMTP_URL: smtp.url, MAIL_LEASE_SECONDS: '4', LOG_LEVEL: 'error' });
    const acked: string[] = [];

    // 1. The mail server is down: forms are answered, their mails wait; kill -9.
    let api = await start(env);
    for (let n = 0; n < 15; n++) {
      const reference = await sendHelp(api.url, n);
      if (reference) acked.push(reference);
    }
    await kill9(api);
    expect(acked).toHaveLength(15);

    // 2. Back up, and killed again in the middle of sending (while more forms come in).
    await smtp.start();
    api = await start(env);
    const more = (async () => {
      for (let n = 15; n < 40; n++) {
        const reference = await sendHelp(api.url, n);
        if (reference) acked.push(reference);
      }
    })();
    await smtp.received(5, 20_000);
    await kill9(api);
    await more;

    // 3. Restarted: everything acknowledged arrives.
    api = await start(env);
    await smtp.received(acked.length, 40_000);
    await sleep(1000);
    const counts = acknowledged(smtp);
    for (const reference of acked) expect(counts.get(reference) ?? 0).toBeGreaterThanOrEqual(1);
    // Two kills, each with at most one mail in flight.
    const twice = [...counts.values()].filter((n) => n > 1).length;
    expect(twice).toBeLessThanOrEqual(2);
    expect([...counts.values()].every((n) => n <= 2)).toBe(true);
    // Every mail recorded as sent (read once the process is gone: the embedded engine is one process's).
    await kill9(api);
    const sql = await openSql({ dataDir: dir, databaseUrl: (await databaseUrlFor(dir)) ?? undefined });
    try {
      const { rows } = await sql.query("SELECT COUNT(*)::int AS n FROM mails WHERE state <> 'sent'");
      expect(Number(rows[0]?.n)).toBe(0);
    } finally {
      await sql.close();
    }
  });
});
