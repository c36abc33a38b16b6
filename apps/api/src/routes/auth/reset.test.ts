// @vitest-environment node
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { ENDPOINTS, PASSWORDS_DIFFER, RESET_TOKEN_INCOMPLETE } from '@storefront/types/forms';
import { MAIL_FROM, SITE_URL, linkTo, mailingApps, tokenIn } from '../../../test/mail-world';
import { header, signupMail } from '../../../test/smtp';
import { LINK_BODY_REMOVED } from '../../db/outbox';
import type { Sql } from '../../db/sql';
import { ENGINE, SITE, json, openTestSql, signedUpUser, signupForm } from '../../testing';
import { SESSION_ENDED } from '../session';
import { FORGOT_SENT, LOGIN_FAILED, PASSWORD_SET, PASSWORD_SET_NO_SCRIPT, RESET_REFUSED } from './index';

const mailingApp = mailingApps();
const PASSWORD = signupForm().password;
const NEW_PASSWORD = 'a brand new secret';
const LINK = linkTo('/reset-password');

/** An api (SITE_URL of mail-world) whose mail goes to a real SMTP server, with the account signupForm(1) (and 2). */
async function world(options: { floorMs?: number; log?: string[]; authLimit?: number } = {}) {
  const made = await mailingApp({
    besides: signupMail,
    app: {
      forgotFloorMs: options.floorMs ?? 0,
      ...(options.authLimit && { rateLimits: { auth: { max: options.authLimit, timeWindowMs: 15 * 60_000 } } }),
      ...(options.log && {
        logger: { level: 'trace', stream: { write: (line: string) => void options.log?.push(line) } },
      }),
    },
  });
  const { app, dir, closeAfter } = made;
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const signup = async (n: number) => json(await post(ENDPOINTS.signup.path, { ...signupForm(n), check: false }));
  const session = String((await signup(1)).token);
  await signup(2);
  const forgot = (email: string, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: ENDPOINTS.forgot.path,
      payload: { email },
      ...(remoteAddress && { remoteAddress }),
    });
  const reset = (token: string, password = NEW_PASSWORD, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: ENDPOINTS.reset.path,
      payload: { token, password },
      ...(remoteAddress && { remoteAddress }),
    });
  const logIn = (email: string, password: string) => post(ENDPOINTS.login.path, { email, password });
  const me = (token: string) =>
    app.inject({ method: 'GET', url: ENDPOINTS.me.path, headers: { authorization: `Bearer ${token}` } });
  /** The sql the app's data is in, to look at the tables themselves. */
  const sql = async (): Promise<Sql> => closeAfter(await openTestSql(dir));
  return { ...made, session, forgot, reset, logIn, me, sql };
}

const tokenOf = (mail: ParsedMail | undefined) => tokenIn(mail, '/reset-password');
const toOf = (mail: ParsedMail | undefined) =>
  (Array.isArray(mail?.to) ? mail.to : [mail?.to]).flatMap((t) => t?.value ?? []);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

describe(`forgot password (${ENGINE})`, () => {
  it('mails a link to SITE_URL with the token in its fragment; the token sets a new password once and ends every session', async () => {
    const w = await world();
    const second = String(json(await w.logIn('asha1@example.in', PASSWORD)).token);

    const asked = await w.forgot('asha1@example.in');
    expect(asked.statusCode).toBe(202);
    expect(json(asked)).toEqual({ success: FORGOT_SENT });

    const [mail] = await w.smtp.received(1);
    expect(toOf(mail)).toEqual([{ address: 'asha1@example.in', name: 'Asha Rao' }]);
    expect(mail?.from?.value[0]).toMatchObject(MAIL_FROM);
    expect(mail?.subject).toBe('Set a new password for your Brandwala Media account');
    expect(header(mail!, 'auto-submitted')).toBe('auto-generated');
    const text = mail?.text ?? '';
    expect(text).toContain('The link lasts 30 minutes and works once.');
    expect(text).toContain('If you did not ask, ignore this mail');
    const token = tokenOf(mail);
    expect(text).toContain(`Set a new password: ${SITE_URL}/reset-password#token=${token}`);
    // For a page without JavaScript, which cannot read the link's fragment.
    expect(text).toMatch(new RegExp(`Code, if the page asks for one\\W+${token}`));
    expect(mail?.html).toContain(`href="${SITE_URL}/reset-password#token=${token}"`);
    expect(mail?.html).toContain('Set a new password');

    const done = await w.reset(token);
    expect(done.statusCode).toBe(200);
    const body = json(done);
    expect(body).toEqual({
      success: PASSWORD_SET,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: signedUpUser(1),
    });

    // Every session from before ends; the new one works.
    for (const old of [w.session, second]) {
      const res = await w.me(old);
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ error: SESSION_ENDED });
    }
    expect((await w.me(String(body.token))).statusCode).toBe(200);

    // The old password no longer logs in; the new one does, by email or mobile.
    const oldPassword = await w.logIn('asha1@example.in', PASSWORD);
    expect(oldPassword.statusCode).toBe(401);
    expect(json(oldPassword).error).toBe(LOGIN_FAILED);
    expect((await w.logIn('asha1@example.in', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await w.logIn('98765 43211', NEW_PASSWORD)).statusCode).toBe(200);

    // Once only.
    const again = await w.reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ error: RESET_REFUSED.used, fields: { token: RESET_REFUSED.used } });
    expect((await w.logIn('asha1@example.in', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a link lasts 30 minutes: past them it is refused and nothing changes', async () => {
    const w = await world();
    await w.forgot('asha1@example.in');
    const late = tokenOf((await w.smtp.received(1))[0]);
    w.advance(30 * 60_000 + 1000);
    const expired = await w.reset(late);
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toEqual({ error: RESET_REFUSED.expired, fields: { token: RESET_REFUSED.expired } });
    expect(RESET_REFUSED.expired).toBe(
      'This link has expired (links last 30 minutes). Ask for a new one from Log in, Forgot password?',
    );
    expect((await w.me(w.session)).statusCode).toBe(200);
    expect((await w.logIn('asha1@example.in', PASSWORD)).statusCode).toBe(200);

    // A new link, used a second before its 30 minutes are up, works.
    await w.forgot('asha1@example.in');
    const inTime = tokenOf((await w.smtp.received(2))[1]);
    expect(inTime).not.toBe(late);
    w.advance(30 * 60_000 - 1000);
    expect((await w.reset(inTime)).statusCode).toBe(200);
  });

  it('an unknown token, a cut one and a short password are refused with a 400 naming the field; a refused password leaves the link usable', async () => {
    const w = await world();
    const unknown = await w.reset('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toEqual({ error: RESET_REFUSED.unknown, fields: { token: RESET_REFUSED.unknown } });
    expect(RESET_REFUSED.unknown).toBe('This link is not valid. Ask for a new one from Log in, Forgot password?');

    await w.forgot('asha1@example.in');
    const token = tokenOf((await w.smtp.received(1))[0]);
    const cut = await w.reset(token.slice(0, 40));
    expect(cut.statusCode).toBe(400);
    expect(json(cut)).toEqual({ error: RESET_TOKEN_INCOMPLETE, fields: { token: RESET_TOKEN_INCOMPLETE } });
    const short = await w.reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(json(short)).toEqual({
      error: 'Use at least 8 characters for your password',
      fields: { password: 'Use at least 8 characters for your password' },
    });
    expect((await w.reset(token)).statusCode).toBe(200);
  });

  it('a +91 mobile number finds the account; the mail goes to its email', async () => {
    const w = await world();
    const asked = await w.forgot('+91 98765 43212');
    expect(asked.statusCode).toBe(202);
    expect(json(asked)).toEqual({ success: FORGOT_SENT });
    const [mail] = await w.smtp.received(1);
    expect(toOf(mail)).toEqual([{ address: 'asha2@example.in', name: 'Asha Rao' }]);
    const done = await w.reset(tokenOf(mail));
    expect(json(done).user).toMatchObject({ email: 'asha2@example.in', contactNo: '9876543212' });
  });

  it('says the same, in the same time, for an address with an account and one without', async () => {
    const FLOOR = 150;
    const w = await world({ floorMs: FLOOR });
    // Not a form that names the account: an identifier that is neither an address nor a number.
    const invalid = await w.forgot('asha1@example');
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid).fields).toEqual({ email: 'Enter your email address or your ten-digit mobile number' });

    // Twenty accounts, so every known request does the whole work: a token, a mail rendered and written.
    const accounts = Array.from({ length: 20 }, (_, i) => signupForm(10 + i));
    for (const form of accounts)
      await w.app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: { ...form, check: false } });
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const bodies = new Set<string>();
    for (const [i, form] of accounts.entries()) {
      for (const [which, email] of [
        ['known', form.email],
        ['unknown', `nobody${i}@example.in`],
      ] as const) {
        const started = performance.now();
        const res = await w.forgot(email);
        times[which].push(performance.now() - started);
        bodies.add(`${res.statusCode} ${res.body}`);
      }
    }
    expect([...bodies]).toEqual([`202 ${JSON.stringify({ success: FORGOT_SENT })}`]);
    const known = median(times.known);
    const unknown = median(times.unknown);
    const medians = `medians: known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`;
    // Without the floor a known address takes about 30 ms longer here (a mail rendered and
    // written): both waiting out the floor is what hides it.
    expect(known, medians).toBeGreaterThanOrEqual(FLOOR - 5);
    expect(unknown, medians).toBeGreaterThanOrEqual(FLOOR - 5);
    expect(Math.abs(known - unknown), medians).toBeLessThan(50);
    // Each account was sent its link, the unknown addresses nothing.
    await w.smtp.received(accounts.length);
    await new Promise((r) => setTimeout(r, 300));
    expect(
      w.smtp.mails
        .flatMap(toOf)
        .map((to) => to.address)
        .sort(),
    ).toEqual(accounts.map((a) => a.email).sort());
  });

  it('sends one account at most 3 reset mails an hour, however it is asked; an hour later, another', async () => {
    const w = await world();
    const ways = ['asha1@example.in', 'ASHA1@example.in', '9876543211', '+91 98765 43211', '09876543211'];
    const flood = await Promise.all(Array.from({ length: 10 }, (_, i) => w.forgot(ways[i % ways.length] as string)));
    expect(flood.map((res) => res.statusCode)).toEqual(Array(10).fill(202));
    expect(new Set(flood.map((res) => res.body))).toEqual(new Set([JSON.stringify({ success: FORGOT_SENT })]));
    await w.smtp.received(3);
    await new Promise((r) => setTimeout(r, 500));
    expect(w.smtp.mails).toHaveLength(3);
    const sql = await w.sql();
    expect((await sql.query('SELECT COUNT(*)::int AS n FROM password_resets')).rows[0]?.n).toBe(3);

    w.advance(59 * 60_000);
    expect((await w.forgot('asha1@example.in')).statusCode).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    expect(w.smtp.mails).toHaveLength(3);

    w.advance(60_000 + 1000);
    expect((await w.forgot('asha1@example.in')).statusCode).toBe(202);
    const mails = await w.smtp.received(4);
    expect(toOf(mails[3])[0]?.address).toBe('asha1@example.in');
    // Every link mailed is a different token.
    expect(new Set(mails.map(tokenOf)).size).toBe(4);
  });

  it('counts forgot and reset with log-in and sign-up in one per-address limit', async () => {
    const w = await world({ authLimit: 4 });
    const from = '203.0.113.20';
    expect((await w.forgot('asha1@example.in', from)).statusCode).toBe(202);
    expect((await w.forgot('nobody@example.in', from)).statusCode).toBe(202);
    expect((await w.reset('A'.repeat(43), NEW_PASSWORD, from)).statusCode).toBe(400);
    const login = await w.app.inject({
      method: 'POST',
      url: ENDPOINTS.login.path,
      payload: { email: 'asha1@example.in', password: PASSWORD },
      remoteAddress: from,
    });
    expect(login.statusCode).toBe(200);
    const blocked = [await w.forgot('asha1@example.in', from), await w.reset('A'.repeat(43), NEW_PASSWORD, from)];
    expect(blocked.map((res) => res.statusCode)).toEqual([429, 429]);
    expect(json(blocked[0]!).error).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
    expect((await w.forgot('asha1@example.in', '203.0.113.21')).statusCode).toBe(202);
  });

  it('keeps only the token’s hash: no row holds the token, and the sent mail keeps no link', async () => {
    const w = await world();
    await w.forgot('asha1@example.in');
    const token = tokenOf((await w.smtp.received(1))[0]);
    const sql = await w.sql();

    const resets = (await sql.query('SELECT * FROM password_resets')).rows;
    expect(resets).toEqual([
      {
        token_hash: sha256(token),
        user_id: expect.any(Number),
        created_at: expect.any(String),
        expires_at: expect.any(String),
        used_at: null,
      },
    ]);
    expect(JSON.stringify(resets)).not.toContain(token);
    expect(Date.parse(String(resets[0]?.expires_at)) - Date.parse(String(resets[0]?.created_at))).toBe(30 * 60_000);

    // The outbox holds the link only until the mail is sent; the mail is no item of the inbox.
    const mailRow = async () =>
      (await sql.query("SELECT * FROM mails WHERE purpose = 'password-reset'")).rows[0] as Record<string, unknown>;
    const until = Date.now() + 10_000;
    while ((await mailRow()).state !== 'sent' && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    const row = await mailRow();
    expect(row).toMatchObject({
      state: 'sent',
      submission_id: null,
      to_address: 'asha1@example.in',
      text_body: LINK_BODY_REMOVED,
      html_body: LINK_BODY_REMOVED,
    });
    const everything = JSON.stringify([
      ...(await sql.query('SELECT * FROM mails')).rows,
      ...(await sql.query('SELECT * FROM password_resets')).rows,
      ...(await sql.query('SELECT * FROM sessions')).rows,
    ]);
    expect(everything).not.toContain(token);

    await w.reset(token);
    const used = (await sql.query('SELECT used_at FROM password_resets')).rows;
    expect(used).toEqual([{ used_at: expect.any(String) }]);
    expect(JSON.stringify((await sql.query('SELECT * FROM password_resets')).rows)).not.toContain(token);
  });

  it('forgets the link of a reset mail given up after a day of refusals', async () => {
    const w = await world();
    w.smtp.refuse({ code: 550, message: 'Mailbox unavailable' });
    await w.forgot('asha1@example.in');
    const sql = await w.sql();
    const state = async () =>
      (await sql.query("SELECT state, text_body, html_body FROM mails WHERE purpose = 'password-reset'")).rows[0];
    const until = async (wanted: string) => {
      const end = Date.now() + 10_000;
      while ((await state())?.state !== wanted && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    };
    await until('retrying');
    expect(String((await state())?.text_body)).toMatch(LINK);
    w.advance(24 * 3600_000 + 60_000);
    await until('failed');
    expect(await state()).toEqual({ state: 'failed', text_body: LINK_BODY_REMOVED, html_body: LINK_BODY_REMOVED });
    expect(w.smtp.mails).toHaveLength(0);
  });

  it('never writes a token to the log, on success or refusal', async () => {
    const log: string[] = [];
    const w = await world({ log });
    await w.forgot('asha1@example.in');
    const token = tokenOf((await w.smtp.received(1))[0]);
    expect((await w.reset(token)).statusCode).toBe(200);
    expect((await w.reset(token)).statusCode).toBe(400);
    expect((await w.reset(`${token.slice(0, 42)}!`)).statusCode).toBe(400);
    expect(log.some((line) => line.includes('/api/auth/reset'))).toBe(true);
    expect(log.join('\n')).not.toContain(token);
    expect(log.join('\n')).not.toContain(token.slice(0, 42));
    expect(log.join('\n')).not.toContain(NEW_PASSWORD);
  });

  it("takes the reset page's form as a browser posts it without JavaScript, the code from the mail typed in, and answers with pages", async () => {
    const w = await world();
    const browserPost = (fields: Record<string, string>, origin = SITE) =>
      w.app.inject({
        method: 'POST',
        url: ENDPOINTS.reset.path,
        payload: new URLSearchParams(fields).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          origin,
          referer: `${SITE}/reset-password`,
        },
      });
    await w.forgot('asha1@example.in');
    const token = tokenOf((await w.smtp.received(1))[0]);

    const differ = await browserPost({ token, password: NEW_PASSWORD, passwordAgain: 'another secret' });
    expect(differ.statusCode).toBe(400);
    expect(differ.headers['content-type']).toMatch(/^text\/html/);
    expect(differ.body).toContain('Your password was not set');
    expect(differ.body).toContain(PASSWORDS_DIFFER);
    expect(differ.body).toContain(`href="${SITE}/reset-password"`);
    expect(differ.body).not.toContain(NEW_PASSWORD);

    const foreign = await browserPost(
      { token, password: NEW_PASSWORD, passwordAgain: NEW_PASSWORD },
      'https://evil.example',
    );
    expect(foreign.statusCode).toBe(403);

    const done = await browserPost({ token, password: NEW_PASSWORD, passwordAgain: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.body).toContain(PASSWORD_SET_NO_SCRIPT);
    expect(done.body).not.toContain(token);
    expect((await w.me(w.session)).statusCode).toBe(401);
    expect((await w.logIn('asha1@example.in', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await browserPost({ token, password: NEW_PASSWORD, passwordAgain: NEW_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(RESET_REFUSED.used);
  });
});
