// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@storefront/types/forms';
import { BusyError, type Repository } from './db/repository';
import { exportCsv } from './services/export';
import {
  SITE,
  helpForm,
  json,
  makeApp,
  signupForm,
  openTestRepository,
  tempDir,
  corsPreflight,
  jobApplication,
  appsClosedAfterEach,
} from './testing';

const setup = appsClosedAfterEach();

describe('CORS', () => {
  it('allows the site origin, with GET/POST and the three headers the site sends', async () => {
    const { app } = await setup();
    const preflight = await corsPreflight(app, ENDPOINTS.signup.path);
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type, authorization, idempotency-key');
    const res = await app.inject({
      method: 'POST',
      url: ENDPOINTS.newsletter.path,
      payload: { email: 'a@example.in' },
      headers: { origin: SITE },
    });
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    // The staff pages save a download under the name the api gives it; a form's repeat is marked.
    expect(res.headers['access-control-expose-headers']).toBe('content-disposition, idempotent-replayed');
  });

  it('gives no CORS grant to any other origin', async () => {
    const { app } = await setup();
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null']) {
      const res = await app.inject({
        method: 'OPTIONS',
        url: ENDPOINTS.login.path,
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const post = await app.inject({
        method: 'POST',
        url: ENDPOINTS.newsletter.path,
        payload: { email: 'b@example.in' },
        headers: { origin },
      });
      expect(post.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('security headers', () => {
  it('sends helmet headers fit for a JSON api on every reply, errors included', async () => {
    const { app } = await setup();
    for (const res of [
      await app.inject({ method: 'GET', url: '/nowhere' }),
      await app.inject({ method: 'POST', url: ENDPOINTS.newsletter.path, payload: { email: 'c@example.in' } }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // The site on another localhost port is same-site: not blocked.
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('health', () => {
  it('answers GET /api/health with 200, however often it is polled', async () => {
    const { app } = await setup({ rateLimits: {} });
    for (let i = 0; i < 70; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    }
    expect(json(await app.inject({ method: 'GET', url: '/api/health' }))).toEqual({ status: 'ok' });
  });
});

describe('readiness', () => {
  it('answers /api/ready 200 after a real query, and 503 once the database is unusable', async () => {
    const dir = await tempDir();
    const repo = await openTestRepository(dir);
    const { app } = await setup({ dir, repository: repo });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toMatchObject({ status: 'ready', database: 'ok' });
    // A repository whose database is gone (its ping fails): not ready, while still alive.
    const gone: Repository = Object.assign(Object.create(repo) as Repository, {
      ping: () => Promise.reject(new BusyError('database unreachable')),
    });
    const { app: other } = await setup({ dir, repository: gone });
    const down = await other.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(json(down)).toMatchObject({ status: 'unavailable', database: 'unavailable' });
    expect((await other.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('server faults', () => {
  /** The store of a new data dir with `fault` over its methods; closing it closes the real one. */
  async function faulty(fault: Partial<Repository>) {
    const dir = await tempDir();
    const real = await openTestRepository(dir);
    const repository: Repository = Object.assign(Object.create(real) as Repository, {
      close: () => real.close(),
      ...fault,
    });
    return { dir, repository };
  }

  it('answers a genuine bug with a 500 sentence, logs it, and shows no details', async () => {
    const broken = await faulty({ addSubmission: () => Promise.reject(new Error('disk on fire at /secret/path')) });
    const logged: string[] = [];
    const { app } = await setup({
      ...broken,
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
    });
    const res = await app.inject({ method: 'POST', url: ENDPOINTS.help.path, payload: helpForm() });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('disk on fire');
    expect(logged.join('')).toContain('disk on fire');
  });

  it('answers a busy database (a BusyError from the repository) with a 503 to retry, not a 500', async () => {
    const locked = await faulty({ addSubmission: () => Promise.reject(new BusyError('database busy (55P03)')) });
    const { app } = await setup(locked);
    const res = await app.inject({ method: 'POST', url: ENDPOINTS.help.path, payload: helpForm() });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(json(res)).toEqual({ error: 'We are busy right now. Please try again in a moment.' });
  });
});

describe('restart', () => {
  it('keeps accounts and submissions: log in again on a new app over the same data dir', async () => {
    const dir = await tempDir();
    const first = await makeApp({ dir });
    await first.app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(7) });
    await first.app.inject({ method: 'POST', url: ENDPOINTS.help.path, payload: helpForm() });
    const { payload, headers } = jobApplication();
    await first.app.inject({ method: 'POST', url: ENDPOINTS.job.path, payload, headers });
    await first.app.close();

    const second = await makeApp({ dir });
    const login = await second.app.inject({
      method: 'POST',
      url: ENDPOINTS.login.path,
      payload: { email: '+91 98765 43217', password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(200);
    // The embedded engine is one process's, one opener's: the app lets go first.
    await second.app.close();
    const repo = await openTestRepository(dir);
    try {
      expect((await exportCsv(repo, 'help')).rows).toBe(1);
      expect((await exportCsv(repo, 'job')).rows).toBe(1);
      expect((await exportCsv(repo, 'accounts')).rows).toBe(1);
    } finally {
      await repo.close();
    }
  });
});
