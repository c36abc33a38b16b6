// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { ENDPOINTS } from '@storefront/types/forms';
import { mailingApps, tokenIn } from '../../../test/mail-world';
import { csvLines } from '../../services/export';
import { ENGINE, json, openTestRepository, openTestSql, signupForm } from '../../testing';
import { SESSION_ENDED } from '../session';
import { EMAIL_ALREADY_CONFIRMED, EMAIL_CONFIRMED, EMAIL_CONFIRM_LIMITED, EMAIL_CONFIRM_REFUSED } from './index';

const mailingApp = mailingApps();
const SUBJECT = 'Confirm your email address for your Brandwala Media account';

async function world() {
  const made = await mailingApp();
  const { app } = made;
  const repo = made.closeAfter(await openTestRepository(made.dir));
  const signup = async (n: number, check = false) =>
    json(await app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: { ...signupForm(n), check } }));
  const confirm = (token: string) =>
    app.inject({ method: 'POST', url: ENDPOINTS.confirmEmail.path, payload: { token } });
  const again = (session: string) =>
    app.inject({
      method: 'POST',
      url: ENDPOINTS.confirmEmailAgain.path,
      headers: { authorization: `Bearer ${session}` },
    });
  const me = async (session: string) =>
    json(await app.inject({ method: 'GET', url: ENDPOINTS.me.path, headers: { authorization: `Bearer ${session}` } }))
      .user as Record<string, unknown>;
  return { ...made, repo, signup, confirm, again, me };
}

const tokenOf = (mail: ParsedMail | undefined) => tokenIn(mail, '/account/confirm');

describe(`an account's address, confirmed from a mail (${ENGINE})`, () => {
  it('sign-up mails a link; the account works before; the link confirms the address, and again changes nothing', async () => {
    const w = await world();
    const session = String((await w.signup(1)).token);
    expect(await w.me(session)).toMatchObject({ email: 'asha1@example.in', emailConfirmed: false });
    const [mail] = await w.smtp.received(1);
    expect(mail?.subject).toBe(SUBJECT);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toContain('asha1@example.in');
    const token = tokenOf(mail);
    expect(mail?.text).toContain(`Code, if the page asks for one: ${token}`);

    const confirmed = await w.confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed)).toEqual({ success: EMAIL_CONFIRMED });
    expect(await w.me(session)).toMatchObject({ emailConfirmed: true });
    expect(json(await w.confirm(token))).toEqual({ success: EMAIL_CONFIRMED });

    // Confirmed: no more links.
    const none = await w.again(session);
    expect(none.statusCode).toBe(200);
    expect(json(none)).toEqual({ success: EMAIL_ALREADY_CONFIRMED });
  });

  it('sends another link when asked, at most 3 an hour, and only to a signed-in account', async () => {
    const w = await world();
    const session = String((await w.signup(2)).token);
    await w.smtp.received(1);
    expect((await w.again('x'.repeat(43))).statusCode).toBe(401);
    expect(json(await w.again('x'.repeat(43)))).toEqual({ error: SESSION_ENDED });
    const asked = await w.again(session);
    expect(asked.statusCode).toBe(202);
    expect(json(asked).success).toBe('A new link to confirm your address is on its way to asha2@example.in.');
    expect((await w.again(session)).statusCode).toBe(202);
    const limited = await w.again(session);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ error: EMAIL_CONFIRM_LIMITED });
    const mails = await w.smtp.received(3);
    // Any of them works.
    expect((await w.confirm(tokenOf(mails[1]))).statusCode).toBe(200);
    w.advance(3600_000 + 1000);
    expect((await w.again(session)).statusCode).toBe(200);
  });

  it('refuses an unknown link and one past its 7 days in words; keeps only the token’s hash', async () => {
    const w = await world();
    const session = String((await w.signup(3)).token);
    const token = tokenOf((await w.smtp.received(1))[0]);
    const sql = w.closeAfter(await openTestSql(w.dir));
    const links = (await sql.query('SELECT * FROM email_confirmations')).rows;
    expect(links.map((row) => row.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(links)).not.toContain(token);

    const unknown = await w.confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toEqual({
      error: EMAIL_CONFIRM_REFUSED.unknown,
      fields: { token: EMAIL_CONFIRM_REFUSED.unknown },
    });
    w.advance(7 * 24 * 3600_000 + 1000);
    expect(json(await w.confirm(token)).error).toBe(EMAIL_CONFIRM_REFUSED.expired);
    expect(await w.me(session)).toMatchObject({ emailConfirmed: false });
  });

  it('a sign-up that ticked the consent box gets one mail: its link confirms the address and the newsletter, whose welcome follows', async () => {
    const w = await world();
    await w.signup(4, true);
    await w.signup(5, false);
    const mails = await w.smtp.received(2);
    const asked = mails.find(
      (mail) => mail.text?.includes('asha4@example.in') || JSON.stringify(mail.to).includes('asha4'),
    );
    expect(asked?.subject).toBe(SUBJECT);
    expect(asked?.text).toContain(
      'You also asked for the Brandwala Media newsletter: the same button puts this address on its list.',
    );
    const other = mails.find((mail) => mail !== asked);
    expect(other?.text).not.toContain('newsletter');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(w.smtp.mails).toHaveLength(2);

    const csvOf = async () => {
      const lines: string[] = [];
      for await (const line of csvLines(w.repo, 'newsletter')) lines.push(line);
      return lines;
    };
    expect((await csvOf()).find((line) => line.includes('asha4@example.in'))).toContain('waiting for confirmation');
    expect(json(await w.confirm(tokenOf(asked)))).toEqual({ success: EMAIL_CONFIRMED });
    const [welcome] = (await w.smtp.received(3)).slice(2);
    expect(welcome?.subject).toBe('You are on the Brandwala Media newsletter list');
    expect((await csvOf()).find((line) => line.includes('asha4@example.in'))).toContain('on the list (confirmed)');
    // The address without the box: no sign-up item, nothing on the list.
    expect((await csvOf()).some((line) => line.includes('asha5@example.in'))).toBe(false);
  });

  it("confirming an address does not put it on the list when another's ask is waiting: only its own sign-up's box does", async () => {
    const w = await world();
    // Somebody types the address into the footer's box; its owner signs up without the box.
    await w.app.inject({ method: 'POST', url: ENDPOINTS.newsletter.path, payload: { email: 'asha6@example.in' } });
    const session = String((await w.signup(6, false)).token);
    const mails = await w.smtp.received(2);
    const signupMail = mails.find((mail) => mail.subject === SUBJECT);
    expect(json(await w.confirm(tokenOf(signupMail)))).toEqual({ success: EMAIL_CONFIRMED });
    expect(await w.me(session)).toMatchObject({ emailConfirmed: true });
    expect(await w.repo.newsletterStateOf('asha6@example.in')).toBe('pending');
  });
});
