// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@storefront/types/forms';
import { startRedis, type TestRedis } from '../test/redis';
import { ENGINE, json, makeApp, signupForm, tempDir } from './testing';

/**
 * The lockout and the per-address log-in limit under attempts sent all at once: on the engine
 * under test, with the lockout in Redis (this file's own redis-server) and without Redis (in the
 * database), one process or two sharing the data.
 */
let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.stop());

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

const LIMIT = 5;
const counts = (codes: number[]) =>
  codes.reduce<Record<number, number>>((c, code) => ({ ...c, [code]: (c[code] ?? 0) + 1 }), {});

/** `processes` apps on one store (one data dir, one Redis prefix), with an account on it. */
async function sharedApps(withRedis: boolean, processes: number, options: Parameters<typeof makeApp>[0] = {}) {
  const dir = await tempDir();
  const prefix = `lockout-${Math.random().toString(36).slice(2)}:`;
  const made: FastifyInstance[] = [];
  for (let i = 0; i < processes; i++) {
    const { app } = await makeApp({ dir, redisUrl: withRedis ? redis.url : null, redisPrefix: prefix, ...options });
    apps.push(app);
    made.push(app);
  }
  const created = await made[0]!.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(1) });
  expect(created.statusCode).toBe(201);
  return made;
}

/** `n` log-ins for the account sent at the same moment, each from its own address, spread over the apps. */
function allAtOnce(targets: FastifyInstance[], n: number, password = 'wrong password') {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      targets[i % targets.length]!.inject({
        method: 'POST',
        url: ENDPOINTS.login.path,
        payload: { email: i % 2 ? 'asha1@example.in' : '9876543211', password },
        remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      }).then((res) => res.statusCode),
    ),
  );
}

describe.each([
  { store: 'Redis', withRedis: true },
  { store: 'the database', withRedis: false },
])(`lockout with the count in $store (${ENGINE})`, ({ withRedis }) => {
  it.each([
    [20, 1],
    [200, 1],
    [20, 2],
    [200, 2],
  ])(
    '%i simultaneous wrong passwords over %i process(es): at most 5 are checked (401), the rest 429',
    async (n, processes) => {
      const targets = await sharedApps(withRedis, processes, {
        loginThrottle: { maxFailures: LIMIT, windowMs: 15 * 60_000 },
      });
      const codes = await allAtOnce(targets, n);
      expect(counts(codes)).toEqual({ 401: LIMIT, 429: n - LIMIT });
      // Locked: the right password is refused too, on every process, without being checked.
      for (const app of targets) {
        const right = await app.inject({
          method: 'POST',
          url: ENDPOINTS.login.path,
          payload: { email: 'asha1@example.in', password: 'correct horse battery' },
        });
        expect(right.statusCode).toBe(429);
        expect(json(right).error).toBe('Too many attempts. Try again in 15 minutes.');
      }
    },
  );

  it('a right password among simultaneous wrong ones: it may get in, and no more than 5 wrong ones are checked', async () => {
    const [app] = await sharedApps(withRedis, 1, { loginThrottle: { maxFailures: LIMIT, windowMs: 15 * 60_000 } });
    const [wrong, right] = await Promise.all([allAtOnce([app!], 30), allAtOnce([app!], 1, 'correct horse battery')]);
    const all = counts([...wrong, ...right]);
    // A success clears the count, so the wrong ones after it get places again: still at most 5
    // before it and 5 after it.
    expect(all[401] ?? 0).toBeLessThanOrEqual(2 * LIMIT);
    expect((all[401] ?? 0) + (all[429] ?? 0) + (all[200] ?? 0)).toBe(31);
  });

  it('a success gives the places back: the count starts again', async () => {
    const [app] = await sharedApps(withRedis, 1, { loginThrottle: { maxFailures: LIMIT, windowMs: 15 * 60_000 } });
    expect(counts(await allAtOnce([app!], LIMIT - 1))).toEqual({ 401: LIMIT - 1 });
    expect(await allAtOnce([app!], 1, 'correct horse battery')).toEqual([200]);
    expect(counts(await allAtOnce([app!], LIMIT + 3))).toEqual({ 401: LIMIT, 429: 3 });
  });

  it('the per-address limit on log-in and sign-up holds for 200 requests at once from one address', async () => {
    const targets = await sharedApps(withRedis, 2, { rateLimits: { auth: { max: 10, timeWindowMs: 60_000 } } });
    const codes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        targets[i % 2]!.inject({
          method: 'POST',
          url: i % 3 ? ENDPOINTS.login.path : ENDPOINTS.signup.path,
          payload: i % 3 ? { email: `someone${i}@example.in`, password: 'x' } : signupForm(100 + i),
          remoteAddress: '203.0.113.50',
        }).then((res) => res.statusCode),
      ),
    );
    const refused = codes.filter((c) => c === 429).length;
    // With Redis both processes count together; without, each process counts its own.
    expect(200 - refused).toBeLessThanOrEqual(withRedis ? 10 : 20);
    expect(200 - refused).toBeGreaterThanOrEqual(10);
  });
});
