// @vitest-environment node
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ENDPOINTS } from '@storefront/types/forms';
import { describe, expect, it } from 'vitest';
import { processEnv, startApiProcess } from '../test/processes';
import { ENGINE, FILES, jobFields, multipart, tempDir } from './testing';

/** A client that sends a form's headers, then its body at one byte a second. Resolves when cut. */
function slowClient(url: string) {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  const body = JSON.stringify({ email: 'slow@example.in' });
  let reply = '';
  socket.on('data', (d: Buffer) => (reply += d.toString()));
  socket.once('connect', () => {
    socket.write(
      `POST ${ENDPOINTS.newsletter.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    let sent = 0;
    const drip = setInterval(() => {
      if (socket.destroyed || sent >= body.length) return clearInterval(drip);
      socket.write(body[sent++] as string);
    }, 1000);
    socket.once('close', () => clearInterval(drip));
  });
  const started = Date.now();
  const closed = new Promise<{ afterMs: number; reply: string }>((resolve) =>
    socket.once('close', () => resolve({ afterMs: Date.now() - started, reply })),
  );
  socket.on('error', () => {});
  return { closed };
}

/** A job application whose CV arrives slowly: all but its last bytes at once, then a byte a second. */
function slowUpload(url: string) {
  const { port } = new URL(url);
  const { payload, headers } = multipart(jobFields(), [
    { name: 'cv.pdf', type: 'application/pdf', content: Buffer.concat([FILES.pdf, Buffer.alloc(4096, 32)]) },
  ]);
  const socket = net.connect(Number(port), '127.0.0.1');
  let reply = '';
  socket.on('data', (d: Buffer) => (reply += d.toString()));
  socket.on('error', () => {});
  const head = payload.length - 200;
  socket.once('connect', () => {
    socket.write(
      `POST ${ENDPOINTS.job.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, head));
    let sent = head;
    const drip = setInterval(() => {
      if (socket.destroyed || sent >= payload.length) return clearInterval(drip);
      socket.write(payload.subarray(sent, ++sent));
    }, 1000);
    socket.once('close', () => clearInterval(drip));
  });
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(reply)));
  return { closed };
}

const partFiles = (dir: string) => {
  const incoming = path.join(dir, 'incoming');
  return fs.existsSync(incoming) ? fs.readdirSync(incoming) : [];
};

describe(`lifecycle (${ENGINE})`, () => {
  it('cuts a body sent at 1 byte/s when the request timeout is up', async () => {
    const api = await startApiProcess(await processEnv(await tempDir(), { REQUEST_TIMEOUT_MS: '1500' }));
    try {
      const { afterMs, reply } = await slowClient(api.url).closed;
      expect(reply).toMatch(/^HTTP\/1\.1 408/);
      expect(afterMs).toBeGreaterThanOrEqual(1400);
      expect(afterMs).toBeLessThan(4000); // the deadline plus Node's one-second check
      // The api itself is fine and keeps answering.
      expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    } finally {
      api.child.kill('SIGKILL');
    }
  }, 120_000);

  it('on SIGTERM with a slow upload in flight, cuts it at the shutdown deadline and exits cleanly', async () => {
    const api = await startApiProcess(
      await processEnv(await tempDir(), { REQUEST_TIMEOUT_MS: '600000', SHUTDOWN_DEADLINE_MS: '1000' }),
    );
    const client = slowClient(api.url);
    await new Promise((r) => setTimeout(r, 500)); // the request is in flight
    const started = Date.now();
    api.child.kill('SIGTERM');
    const [{ code }, cut] = await Promise.all([api.exited, client.closed]);
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(1000 + 2000);
    expect(cut.reply).not.toMatch(/^HTTP\/1\.1 20/);
  }, 120_000);

  it('on SIGTERM answers new connections 503 while an upload drains, then removes the upload the deadline cut', async () => {
    const dir = await tempDir();
    const api = await startApiProcess(
      await processEnv(dir, { REQUEST_TIMEOUT_MS: '600000', SHUTDOWN_DEADLINE_MS: '2500' }),
    );
    const upload = slowUpload(api.url);
    const started = Date.now();
    while (partFiles(dir).length === 0 && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 50));
    // The CV is being received: its temp file is there.
    expect(partFiles(dir)).toHaveLength(1);
    api.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // A new connection while draining: told to come back, not refused.
    const res = await fetch(`${api.url}/api/health`, { headers: { connection: 'close' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(((await res.json()) as { error: string }).error).toMatch(/try again/);
    const [{ code }, reply] = await Promise.all([api.exited, upload.closed]);
    expect(code).toBe(0);
    expect(reply).not.toMatch(/^HTTP\/1\.1 20/);
    expect(partFiles(dir)).toEqual([]);
  }, 120_000);
});
