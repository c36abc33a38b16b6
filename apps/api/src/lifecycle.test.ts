// @vitest-environment node
import net from 'node:net';
import { ENDPOINTS } from '@storefront/types/forms';
import { describe, expect, it } from 'vitest';
import { processEnv, startApiProcess } from '../test/processes';
import { ENGINE, tempDir } from './testing';

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
    const api = await startApiProcess(await processEnv(await tempDir(), { REQUEST_TIMEOUT_MS: '600000', SHUTDOWN_DEADLINE_MS: '1000' }));
    const client = slowClient(api.url);
    await new Promise((r) => setTimeout(r, 500)); // the request is in flight
    const started = Date.now();
    api.child.kill('SIGTERM');
    const [{ code }, cut] = await Promise.all([api.exited, client.closed]);
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(1000 + 2000);
    expect(cut.reply).not.toMatch(/^HTTP\/1\.1 20/);
  }, 120_000);
});
