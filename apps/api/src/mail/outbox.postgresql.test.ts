// @vitest-environment node
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@storefront/types/forms';
import { processEnv, startApiProcess, type ApiProcess } from '../../test/processes';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { helpForm, tempDir } from '../testing';

const running: ApiProcess[] = [];
const servers: TestSmtp[] = [];
afterEach(async () => {
  running.splice(0).forEach((api) => api.child.kill('SIGKILL'));
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

describe('the mail outbox with two api processes on one PostgreSQL', () => {
  it('sends each mail once, whichever process stored the form, also when both wake to a server that came back', async () => {
    const smtp = await startTestSmtp();
    servers.push(smtp);
    const dir = await tempDir();
    const env = await processEnv(dir, { SMTP_URL: smtp.url, LOG_LEVEL: 'warn' });
    const [a, b] = await Promise.all([
      startApiProcess({ ...env, ADMIN_SOCKET: path.join(await tempDir(), 'a.sock') }),
      startApiProcess({ ...env, ADMIN_SOCKET: path.join(await tempDir(), 'b.sock') }),
    ]);
    running.push(a, b);
    const send = async (n: number) => {
      const url = (n % 2 ? a : b).url;
      const res = await fetch(`${url}${ENDPOINTS.help.path}`, {
        method: 'POST',
        body: JSON.stringify({ ...helpForm(), message: `Two processes, number ${n}.` }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(201);
      return String(((await res.json()) as { reference: string }).reference);
    };
    const references: string[] = [];
    // Twenty while the server is up, ten at a time; twenty while it is down; then it comes back.
    for (let n = 0; n < 20; n += 10) {
      references.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => send(n + k)))));
    }
    await smtp.received(20);
    await smtp.stop();
    for (let n = 20; n < 40; n += 10) {
      references.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => send(n + k)))));
    }
    await smtp.start();
    await smtp.received(40, 40_000);
    await new Promise((r) => setTimeout(r, 1500));

    expect(smtp.mails).toHaveLength(40);
    expect(new Set(smtp.mails.map((m) => m.messageId)).size).toBe(40);
    for (const reference of references) {
      expect(smtp.mails.filter((m) => m.subject === `We have your help query: ${reference}`)).toHaveLength(1);
    }
  });
});
