// @vitest-environment node
import fs from 'node:fs/promises';
import { ENDPOINTS } from '@storefront/types/forms';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kill9, load, processEnv, runExport, startApiProcess, submit, type ApiProcess } from '../test/processes';
import { openTestRepository, signupForm, tempDir, FILES, jobFields, multipart } from './testing';

/**
 * Two api processes on one PostgreSQL and one Redis, as behind a load balancer. Each test comes
 * from its own client address (TRUST_PROXY lets the test say it), so their limits do not mix.
 */
describe('two api processes on PostgreSQL + Redis', () => {
  let shared: string;
  let a: ApiProcess;
  let b: ApiProcess;
  const settings = { TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT: '10', LOCKOUT_FAILURES: '5' };
  beforeAll(async () => {
    shared = await tempDir();
    const env = await processEnv(shared, settings);
    // Same database and Redis; each its own admin socket.
    [a, b] = await Promise.all([
      startApiProcess({ ...env, ADMIN_SOCKET: path.join(await tempDir(), 'a.sock') }),
      startApiProcess({ ...env, ADMIN_SOCKET: path.join(await tempDir(), 'b.sock') }),
    ]);
  }, 120_000);
  afterAll(() => {
    a?.child.kill('SIGKILL');
    b?.child.kill('SIGKILL');
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('stores 1,000 submissions spread across both, each once', async () => {
    const repo = await openTestRepository(shared);
    const before = (await repo.countSubmissions('help')) + (await repo.countSubmissions('job'));
    // Twenty clients at a time, alternating between the two processes.
    const references: (string | null)[] = [];
    for (let next = 0; next < 1000;) {
      const batch = Array.from({ length: Math.min(20, 1000 - next) }, (_, k) => next + k);
      next += batch.length;
      references.push(
        ...(await Promise.all(batch.map((i) => submit(i % 2 ? a.url : b.url, i, from('198.51.100.10'))))),
      );
    }
    expect(references.filter((r) => r === null)).toEqual([]);
    expect(new Set(references).size).toBe(1000);
    const after = (await repo.countSubmissions('help')) + (await repo.countSubmissions('job'));
    await repo.close();
    expect(after - before).toBe(1000);
  }, 180_000);

  it('counts the log-in lockout and the per-address limit across both', async () => {
    const login = (api: ApiProcess, address: string, email: string, password: string) =>
      fetch(`${api.url}${ENDPOINTS.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(address) },
        body: JSON.stringify({ email, password }),
      });
    const signup = await fetch(`${a.url}${ENDPOINTS.signup.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from('198.51.100.20') },
      body: JSON.stringify(signupForm(31)),
    });
    expect(signup.status).toBe(201);
    // Five failures, three through one process and two through the other: the account is locked in both.
    for (const api of [a, b, a, b, a])
      expect((await login(api, '198.51.100.21', 'asha31@example.in', 'wrong password')).status).toBe(401);
    const locked = await login(b, '198.51.100.21', 'asha31@example.in', 'correct horse battery');
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: string }).error).toMatch(/Too many attempts/);

    // Ten log-ins per address per window, counted in Redis: the eleventh is refused, whichever process.
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await login(i % 2 ? a : b, '198.51.100.22', `nobody${i}@example.in`, 'whatever1')).status);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
  }, 60_000);

  it('serves a CV uploaded through one process from the other (export cv through its admin socket)', async () => {
    const { payload, headers } = multipart(jobFields(), [
      { name: 'cv.docx', type: 'application/octet-stream', content: FILES.docx },
    ]);
    const res = await fetch(`${a.url}${ENDPOINTS.job.path}`, {
      method: 'POST',
      body: payload,
      headers: { ...headers, ...from('198.51.100.30') },
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    // The job export through B names the file; the CV export through B writes it.
    const csv = (await runExport(b.env, ['job']).done).stdout.toString();
    const line = csv.split('\r\n').find((l) => l.startsWith(reference));
    const cvFile = line?.split(',').at(-1) as string;
    expect(cvFile).toMatch(/^[0-9a-f]{32}\.docx$/);
    const out = path.join(await tempDir(), 'cv.docx');
    const exported = await runExport(b.env, ['cv', cvFile, '--out', out]).done;
    expect(exported.stderr).toMatch(/through the running api/);
    expect(await fs.readFile(out)).toEqual(FILES.docx);
  }, 60_000);

  it('loses nothing acknowledged when one is killed mid-load, and the other keeps answering', async () => {
    const acked = new Set<string>();
    const fromB = new Set<string>();
    const stream = load([a.url], acked, 4);
    const other = load([b.url], fromB, 2);
    await new Promise((r) => setTimeout(r, 1000));
    await kill9(a);
    const beforeKill = fromB.size;
    await new Promise((r) => setTimeout(r, 1000));
    await stream.stop();
    await other.stop();
    expect(fromB.size).toBeGreaterThan(beforeKill); // B went on taking forms after A died
    expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
    const repo = await openTestRepository(shared);
    const stored = new Set(
      [...(await repo.listSubmissions('help')), ...(await repo.listSubmissions('job'))].map((s) => s.reference),
    );
    await repo.close();
    expect([...acked, ...fromB].filter((r) => !stored.has(r))).toEqual([]);
  }, 120_000);
});
