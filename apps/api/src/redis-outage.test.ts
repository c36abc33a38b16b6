// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ENDPOINTS } from '@storefront/types/forms';
import { startRedis, type TestRedis } from '../test/redis';
import { REDIS_BACK, REDIS_COMMAND_TIMEOUT_MS, REDIS_DOWN } from './services/shared-redis';
import { ENGINE, json, makeApp, signupForm, tempDir } from './testing';

/**
 * Two api processes (apps on one data dir) on this test's own redis-server, which is stopped in
 * the middle and started again: the processes stay ready and keep every limit, then share them
 * again without a restart.
 */
let redis: TestRedis | null = null;
let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
  await redis?.stop();
  redis = null;
});

async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Log lines at warn and above, and the "back" line, as the operator would see them. */
function logSink() {
  const lines: { level: number; msg: string }[] = [];
  return {
    lines,
    logger: {
      level: 'info',
      stream: {
        write(line: string) {
          const entry = JSON.parse(line) as { level: number; msg: string };
          if (entry.level >= 40 || entry.msg === REDIS_BACK) lines.push(entry);
        },
      },
    },
  };
}

/** Two processes on one store and this test's Redis (started here), with account `n` signed up. */
async function twoProcesses(name: string, n: number, extra: Parameters<typeof makeApp>[0] = {}) {
  redis = await startRedis();
  const options = {
    dir: await tempDir(),
    redisUrl: redis.url,
    redisPrefix: `${name}-${Math.random().toString(36).slice(2)}:`,
    ...extra,
  };
  const a = (await makeApp(options)).app;
  const b = (await makeApp(options)).app;
  apps.push(a, b);
  expect((await a.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(n) })).statusCode).toBe(201);
  return { a, b, redis, prefix: options.redisPrefix };
}

describe(`an outage of Redis (${ENGINE})`, () => {
  it('keeps both processes ready and every limit holding, then shares the counts again once Redis is back', async () => {
    redis = await startRedis();
    const dir = await tempDir();
    const sink = logSink();
    const options = {
      dir,
      redisUrl: redis.url,
      redisPrefix: `outage-${Math.random().toString(36).slice(2)}:`,
      loginThrottle: { maxFailures: 5, windowMs: 15 * 60_000 },
      rateLimits: { auth: { max: 6, timeWindowMs: 60_000 }, global: { max: 4, timeWindowMs: 60_000 } },
    };
    const a = (await makeApp({ ...options, logger: sink.logger })).app;
    const b = (await makeApp(options)).app;
    apps.push(a, b);
    const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/ready' });
    let address = 0;
    const login = (app: FastifyInstance, password: string, remoteAddress = `10.9.0.${++address}`) =>
      app.inject({
        method: 'POST',
        url: ENDPOINTS.login.path,
        payload: { email: 'asha1@example.in', password },
        remoteAddress,
      });
    const newsletter = (app: FastifyInstance, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: ENDPOINTS.newsletter.path,
        payload: { email: `n${++address}@example.in` },
        remoteAddress,
      });
    const codes = async (requests: Promise<{ statusCode: number }>[]) =>
      (await Promise.all(requests)).map((r) => r.statusCode);
    /** Counted across both processes: 4 forms from `address`, 2 on each, all taken; a fifth on `fifth` refused. */
    const sharedFormLimit = async (address: string, fifth: FastifyInstance) => {
      expect(
        await codes([newsletter(a, address), newsletter(b, address), newsletter(a, address), newsletter(b, address)]),
      ).toEqual([201, 201, 201, 201]);
      expect((await newsletter(fifth, address)).statusCode).toBe(429);
    };

    expect(
      (
        await a.inject({
          method: 'POST',
          url: ENDPOINTS.signup.path,
          payload: signupForm(1),
          remoteAddress: '10.8.0.1',
        })
      ).statusCode,
    ).toBe(201);
    expect(json(await ready(a))).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
    // Shared while Redis is up: 2 forms on each process from one address, the fifth refused.
    await sharedFormLimit('192.0.2.1', a);

    await redis.stop();
    // Ready all the same (the database is fine), with Redis reported down, on both processes.
    for (const app of [a, b]) {
      await until(async () => json(await ready(app)).redis === 'unavailable');
      const res = await ready(app);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ status: 'ready', database: 'ok', redis: 'unavailable' });
    }
    // Log-ins work: a right password gets in (not 503).
    const right = await login(a, 'correct horse battery');
    expect(right.statusCode).toBe(200);
    // The lockout holds through the database, for attempts at once over both processes.
    const wrong = await codes(Array.from({ length: 20 }, (_, i) => login(i % 2 ? a : b, 'wrong password')));
    expect(wrong.filter((c) => c === 401)).toHaveLength(5);
    expect(wrong.filter((c) => c === 429)).toHaveLength(15);
    expect((await login(b, 'correct horse battery')).statusCode).toBe(429);
    // Per-address limits hold in each process's memory: no more than 4 forms on one.
    const flood = await codes(Array.from({ length: 10 }, () => newsletter(a, '192.0.2.2')));
    expect(flood.filter((c) => c === 201)).toHaveLength(4);
    expect(flood.filter((c) => c === 429)).toHaveLength(6);
    // And the per-address log-in limit (6), counted before any password is checked.
    const logins = await codes(
      Array.from({ length: 12 }, (_, i) =>
        a.inject({
          method: 'POST',
          url: ENDPOINTS.login.path,
          payload: { email: `ghost${i}@example.in`, password: 'x' },
          remoteAddress: '192.0.2.3',
        }),
      ),
    );
    expect(logins.filter((c) => c === 401)).toHaveLength(6);
    expect(logins.filter((c) => c === 429)).toHaveLength(6);

    await redis.start();
    for (const app of [a, b]) await until(async () => json(await ready(app)).redis === 'ok');
    // The lockout made in the database while Redis was away still holds.
    expect((await login(a, 'correct horse battery')).statusCode).toBe(429);
    // Shared again: forms from a new address counted across both processes.
    await sharedFormLimit('192.0.2.9', b);
    // One warning for the outage and one line for its end, in that process's log.
    expect(sink.lines.filter((l) => l.msg === REDIS_DOWN)).toHaveLength(1);
    expect(sink.lines.filter((l) => l.msg === REDIS_BACK)).toHaveLength(1);
    expect(sink.lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('shares the lockout between processes once Redis is back: failures on one count on the other', async () => {
    const { a, b, redis, prefix } = await twoProcesses('outage2', 2);
    await redis.stop();
    await until(async () => json(await a.inject({ method: 'GET', url: '/api/ready' })).redis === 'unavailable');
    await redis.start();
    for (const app of [a, b])
      await until(async () => json(await app.inject({ method: 'GET', url: '/api/ready' })).redis === 'ok');
    const login = (app: FastifyInstance, password: string) =>
      app.inject({ method: 'POST', url: ENDPOINTS.login.path, payload: { email: 'asha2@example.in', password } });
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? a : b, 'wrong')).statusCode).toBe(401);
    expect((await login(a, 'correct horse battery')).statusCode).toBe(429);
    expect((await login(b, 'correct horse battery')).statusCode).toBe(429);
    // Counted in Redis again, not only in the database.
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys(`${prefix}login-attempts:*`);
      expect(keys).toHaveLength(1);
      expect(await client.zcard(keys[0]!)).toBe(5);
    } finally {
      client.disconnect();
    }
  });

  it('holds the lockout across the outage and the return: 5 wrong passwords in all, wherever they were counted', async () => {
    const { a, b, redis } = await twoProcesses('outage3', 4, {
      loginThrottle: { maxFailures: 5, windowMs: 15 * 60_000 },
    });
    const redisIs = async (state: string) => {
      for (const app of [a, b])
        await until(async () => json(await app.inject({ method: 'GET', url: '/api/ready' })).redis === state);
    };
    let n = 0;
    // One at a time, each from a new address, alternating between the processes.
    const wrong = async (times: number) => {
      const codes: number[] = [];
      for (let i = 0; i < times; i++)
        codes.push(
          (
            await (++n % 2 ? a : b).inject({
              method: 'POST',
              url: ENDPOINTS.login.path,
              payload: { email: 'asha4@example.in', password: 'wrong password' },
              remoteAddress: `10.7.0.${n}`,
            })
          ).statusCode,
        );
      return codes;
    };
    // Two failures counted in Redis; three more are allowed wherever they are counted.
    const before = await wrong(2);
    await redis.stop();
    await redisIs('unavailable');
    // The fallback (the database) knows the two: three more 401s, then the lockout.
    const during = await wrong(4);
    await redis.start(); // empty: it keeps nothing on disk
    await redisIs('ok');
    // Redis, back and empty, learns the five from the database: locked on both processes.
    const after = await wrong(4);
    expect({ before, during, after }).toEqual({
      before: [401, 401],
      during: [401, 401, 401, 429],
      after: [429, 429, 429, 429],
    });
  });

  it('a Redis that hangs costs a request at most its command timeout: log-ins and forms go on, ready stays 200', async () => {
    redis = await startRedis();
    const { app } = await makeApp({ redisUrl: redis.url, redisPrefix: `hang-${Math.random().toString(36).slice(2)}:` });
    apps.push(app);
    await app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(3) });
    redis.pause();
    try {
      const started = Date.now();
      const login = await app.inject({
        method: 'POST',
        url: ENDPOINTS.login.path,
        payload: { email: 'asha3@example.in', password: 'correct horse battery' },
      });
      expect(login.statusCode).toBe(200);
      const form = await app.inject({
        method: 'POST',
        url: ENDPOINTS.newsletter.path,
        payload: { email: 'hang@example.in' },
      });
      expect(form.statusCode).toBe(201);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(json(ready)).toMatchObject({ database: 'ok', redis: 'unavailable' });
      // The first command waits out its timeout; the others use the fallback at once.
      expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS * 3 + 1000);
    } finally {
      redis.resume();
    }
  });
});
