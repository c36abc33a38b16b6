// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@storefront/types/forms';
import { appsClosedAfterEach, json, signedUpUser, signupForm } from '../../testing';
import { SESSION_ENDED } from '../session';
import { LOGIN_FAILED } from './index';

const setup = appsClosedAfterEach();

/** A log-in as the dialog sends it, from `remoteAddress` when given. */
const logIn = (app: FastifyInstance, email: string, password: string, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: ENDPOINTS.login.path,
    payload: { email, password },
    ...(remoteAddress && { remoteAddress }),
  });

describe('signup', () => {
  it('creates an account, answers 201 with a token and the public user', async () => {
    const { app } = await setup();
    const res = await app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm() });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body.success).toBe('Account created! Welcome, Asha Rao.');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual(signedUpUser(1));
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('refuses a second account with the same email (any case) or the same mobile: 409', async () => {
    const { app } = await setup();
    await app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(1) });
    for (const [payload, error] of [
      [{ ...signupForm(2), email: 'ASHA1@example.in' }, 'An account with this email already exists. Log in instead.'],
      [
        { ...signupForm(3), contactNo: '09876543211' },
        'An account with this mobile number already exists. Log in instead.',
      ],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload });
      expect(res.statusCode).toBe(409);
      expect(json(res).error).toBe(error);
    }
  });

  it('answers 400 with the first message and every field in error', async () => {
    const { app } = await setup();
    const res = await app.inject({
      method: 'POST',
      url: ENDPOINTS.signup.path,
      payload: { ...signupForm(), email: 'nope', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.error).toBe('Enter an email address like name@example.com');
    expect(body.fields).toMatchObject({
      email: expect.any(String),
      password: 'Use at least 8 characters for your password',
    });
  });
});

describe('login', () => {
  it.each([
    'asha1@example.in',
    'ASHA1@EXAMPLE.IN',
    '9876543211',
    '+91 98765 43211',
    '+91-98765-43211',
    '09876543211',
    '919876543211',
  ])('logs in with %s', async (identifier) => {
    const { app } = await setup();
    await app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(1) });
    const res = await logIn(app, identifier, 'correct horse battery');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      success: 'Welcome back, Asha Rao!',
      token: expect.any(String),
      user: { email: 'asha1@example.in' },
    });
  });

  it('gives one generic 401 for a wrong password, an unknown email and an unknown mobile', async () => {
    const { app } = await setup();
    await app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(1) });
    for (const payload of [
      { email: 'asha1@example.in', password: 'wrong password' },
      { email: 'nobody@example.in', password: 'correct horse battery' },
      { email: '9000000000', password: 'correct horse battery' },
      { email: 'not an identifier', password: 'x' },
    ]) {
      const res = await app.inject({ method: 'POST', url: ENDPOINTS.login.path, payload });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ error: LOGIN_FAILED });
    }
  });

  it('throttles an account after 5 failures in 15 minutes, whichever identifier is used, and lets it in after', async () => {
    const { app, advance } = await setup();
    await app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(1) });
    const ids = ['asha1@example.in', '9876543211', '+919876543211', 'Asha1@example.in', '98765 43211'];
    for (const [i, email] of ids.entries()) {
      // A different address each time: this is the per-account throttle, not the per-address one.
      const res = await logIn(app, email, 'wrong', `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await logIn(app, 'asha1@example.in', 'correct horse battery', '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).error).toBe('Too many attempts. Try again in 15 minutes.');
    advance(10 * 60_000);
    const stillBlocked = await logIn(app, 'asha1@example.in', 'correct horse battery');
    expect(json(stillBlocked).error).toBe('Too many attempts. Try again in 5 minutes.');
    advance(5 * 60_000 + 1);
    const ok = await logIn(app, 'asha1@example.in', 'correct horse battery');
    expect(ok.statusCode).toBe(200);
  });

  it('throttles unknown identifiers the same way, so a 429 does not reveal which accounts exist', async () => {
    const { app } = await setup();
    for (let i = 0; i < 5; i++) {
      await logIn(app, 'ghost@example.in', 'x');
    }
    const res = await logIn(app, 'ghost@example.in', 'x');
    expect(res.statusCode).toBe(429);
  });

  it('limits login and signup per address (20 in 15 minutes)', async () => {
    const { app } = await setup({ rateLimits: {} });
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await logIn(app, `user${i}@example.in`, 'x', '203.0.113.7');
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
    const other = await logIn(app, 'user@example.in', 'x', '203.0.113.8');
    expect(other.statusCode).toBe(401);
  });

  it('counts login and signup together against that per-address limit', async () => {
    const { app } = await setup({ rateLimits: {} });
    const remoteAddress = '203.0.113.9';
    for (let i = 0; i < 10; i++) {
      expect(
        (await app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(i), remoteAddress }))
          .statusCode,
      ).toBe(201);
    }
    for (let i = 0; i < 10; i++) {
      expect((await logIn(app, `x${i}@example.in`, 'x', remoteAddress)).statusCode).toBe(401);
    }
    const blocked = await app.inject({
      method: 'POST',
      url: ENDPOINTS.signup.path,
      payload: signupForm(50),
      remoteAddress,
    });
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).error).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('sessions', () => {
  async function signedIn() {
    const made = await setup();
    const res = await made.app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(1) });
    return { ...made, token: String(json(res).token) };
  }

  it('/me answers the user for a live token and 401 for none, a bad one or an unknown one', async () => {
    const { app, token } = await signedIn();
    const me = await app.inject({
      method: 'GET',
      url: ENDPOINTS.me.path,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual({
      user: signedUpUser(1),
    });
    for (const authorization of [
      undefined,
      'Bearer',
      `Basic ${token}`,
      'Bearer not-a-real-token-at-all-xxxxxxxxx',
      `Bearer ${token}x`,
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: ENDPOINTS.me.path,
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ error: SESSION_ENDED });
    }
  });

  it('expires a token after TOKEN_TTL_HOURS', async () => {
    const { app, token, advance } = await signedIn();
    advance(720 * 3600_000 - 1000);
    expect(
      (await app.inject({ method: 'GET', url: ENDPOINTS.me.path, headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
    advance(1000);
    const res = await app.inject({
      method: 'GET',
      url: ENDPOINTS.me.path,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('logout revokes the token, and is idempotent', async () => {
    const { app, token } = await signedIn();
    const headers = { authorization: `Bearer ${token}` };
    const out = await app.inject({ method: 'POST', url: ENDPOINTS.logout.path, headers });
    expect(out.statusCode).toBe(200);
    expect(json(out)).toEqual({ success: 'You are logged out.' });
    expect((await app.inject({ method: 'GET', url: ENDPOINTS.me.path, headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: ENDPOINTS.logout.path, headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: ENDPOINTS.logout.path })).statusCode).toBe(200);
    // A new login gives a new, working token.
    const again = await logIn(app, 'asha1@example.in', 'correct horse battery');
    const me = await app.inject({
      method: 'GET',
      url: ENDPOINTS.me.path,
      headers: { authorization: `Bearer ${String(json(again).token)}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
