// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startRedis, type TestRedis } from '../../test/redis';
import { connectRedis, REDIS_COMMAND_TIMEOUT_MS } from './shared-redis';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.stop());

const quiet = { warn() {}, info() {} } as unknown as FastifyBaseLogger;

it('takes a reply that came while the process was too busy to read it: a busy api is no Redis outage', async () => {
  const shared = await connectRedis(redis.url, quiet);
  try {
    const reply = shared.send((client) => client.ping());
    // The loop stalls past the timeout (a burst of requests on a loaded machine); Redis answers meanwhile.
    const until = Date.now() + REDIS_COMMAND_TIMEOUT_MS * 2;
    while (Date.now() < until);
    await expect(reply).resolves.toBe('PONG');
  } finally {
    shared.close();
  }
});

it('fails a command a hung Redis does not answer, once the timeout is up', async () => {
  const shared = await connectRedis(redis.url, quiet);
  redis.pause();
  try {
    const started = Date.now();
    await expect(shared.send((client) => client.ping())).rejects.toThrow(/did not answer/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REDIS_COMMAND_TIMEOUT_MS - 5);
    expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS * 2);
  } finally {
    redis.resume();
    shared.close();
  }
});
