/**
 * `pnpm --filter @storefront/api mail-latency [forms] [--outage SECONDS]`: how soon mail leaves, on
 * loopback, through a real api process (embedded engine) and a real SMTP server (smtp-server).
 * 1. Latency: help queries one after another (about 5 a second); for each, the time from the form's
 *    201 to its staff notification arriving at the server. Prints p50, p95 and max.
 * 2. With --outage: the server goes away for SECONDS while a form arrives every 5 s, then comes back;
 *    prints how long after its return every mail queued meanwhile had arrived, and whether each
 *    arrived once. The figures go to docs/performance.md#mail.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '@storefront/types/forms';
import { PACKAGE_DIR } from '../src/config';
import { startApi } from './api-process';
import { helpForm } from '../test/forms';
import { startTestSmtp } from '../test/smtp';

const args = process.argv.slice(2);
const outageAt = args.indexOf('--outage');
const OUTAGE_SECONDS = outageAt >= 0 ? Number(args[outageAt + 1]) : 0;
const FORMS = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--outage') ?? 200);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const smtp = await startTestSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-mail-latency-'));
  const api = await startApi({ DATA_DIR: dataDir, SMTP_URL: smtp.url, NODE_ENV: 'production' });
  try {
    // An admin, who follows everything: each form sends a notification and an acknowledgement.
    const signup = await fetch(`${api.url}${ENDPOINTS.signup.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Meera Shah',
        email: 'meera@brandwala.in',
        password: 'correct horse battery',
        contactNo: '9876543210',
        cityName: 'Pune',
        check: false,
      }),
    });
    if (signup.status !== 201) throw new Error(`sign-up: ${signup.status}`);
    execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', 'add', 'meera@brandwala.in', '--admin'], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'pipe',
    });
    const answered = new Map<string, number>();
    const send = async (n: number) => {
      const res = await fetch(`${api.url}${ENDPOINTS.help.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...helpForm(), message: `Mail latency, form ${n}.` }),
      });
      const { reference } = (await res.json()) as { reference: string };
      answered.set(reference, Date.now());
      return reference;
    };
    const arrived = new Map<string, number>();
    const watch = setInterval(() => {
      for (const mail of smtp.mails) {
        const reference = /^Help query (HLP-\w{6})/.exec(mail.subject ?? '')?.[1];
        if (reference && !arrived.has(reference)) arrived.set(reference, Date.now());
      }
    }, 5);

    for (let n = 0; n < FORMS; n++) {
      await send(n);
      await sleep(200);
    }
    await smtp.received(FORMS * 2, 60_000);
    await sleep(50);
    const latencies = [...answered].map(([ref, at]) => (arrived.get(ref) ?? Infinity) - at).sort((a, b) => a - b);
    console.log(
      `notification after the 201, ${FORMS} help queries: p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1)} ms`,
    );

    if (OUTAGE_SECONDS > 0) {
      const before = smtp.mails.length;
      await smtp.stop();
      const down = Date.now();
      const during: string[] = [];
      while (Date.now() - down < OUTAGE_SECONDS * 1000) {
        during.push(await send(during.length));
        await sleep(5000);
      }
      await smtp.start();
      const back = Date.now();
      await smtp.received(before + during.length * 2, 10 * 60_000);
      const done = Date.now() - back;
      await sleep(3000);
      const late = smtp.mails.slice(before);
      const once = during.every((ref) => late.filter((m) => m.subject?.includes(ref)).length === 2);
      console.log(
        `outage of ${OUTAGE_SECONDS} s, ${during.length} forms meanwhile: all ${during.length * 2} mails arrived ${(done / 1000).toFixed(1)} s after the server's return; ${late.length} arrived in all; each once: ${once}`,
      );
    }
    clearInterval(watch);
  } finally {
    api.child.kill('SIGTERM');
    await smtp.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
