// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { ENDPOINTS, LINK_TOKEN_INCOMPLETE } from '@storefront/types/forms';
import { API_URL, SITE_URL, mailingApps, tokenIn } from '../../../test/mail-world';
import { signupMail } from '../../../test/smtp';
import { LINK_BODY_REMOVED } from '../../db/outbox';
import { ENGINE, SITE, json, openTestRepository, openTestSql } from '../../testing';
import { ALREADY_SUBSCRIBED, CONFIRM_BY_MAIL } from '../submissions';
import { ALREADY_CONFIRMED, CONFIRMED, CONFIRM_REFUSED, LEAVE_REFUSED, LEFT } from './index';

const mailingApp = mailingApps();
const TOKEN = '([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])';
const CONFIRM_LINK = '/newsletter/confirm';
const LEAVE_LINK = '/newsletter/leave';
const ONE_CLICK = new RegExp(
  `^<https://api\\.brandwala\\.in/api/newsletter/leave\\?token=${TOKEN}>, <mailto:hello@brandwala\\.in\\?subject=Unsubscribe>$`,
);

/** An api whose mail goes to a real SMTP server. */
async function world() {
  const made = await mailingApp({ besides: signupMail });
  const { app } = made;
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const subscribe = (email: string) => post(ENDPOINTS.newsletter.path, { email });
  const confirm = (token: string) => post(ENDPOINTS.newsletterConfirm.path, { token });
  const leave = (token: string) => post(ENDPOINTS.newsletterLeave.path, { token });
  /** A mail program's one-click leave (RFC 8058): a POST to the List-Unsubscribe address, from its server. */
  const oneClick = (address: string, multipart = false) =>
    app.inject({
      method: 'POST',
      url: address.replace(API_URL, ''),
      ...(multipart
        ? {
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
            payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
          }
        : {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          }),
    });
  const repo = made.closeAfter(await openTestRepository(made.dir));
  const state = (email: string) => repo.newsletterStateOf(email);
  return { ...made, repo, post, subscribe, confirm, leave, oneClick, state };
}

const linkIn = tokenIn;
/** A header as sent (mailparser reads List-* into another shape). */
const rawHeader = (mail: ParsedMail | undefined, name: string) =>
  mail?.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ') ?? '';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe(`the newsletter: confirmed from a mail, left in one click (${ENGINE})`, () => {
  it('puts an address on the list only once its mail is confirmed, then welcomes it; both mails offer one-click leave', async () => {
    const w = await world();
    const asked = await w.subscribe('Asha@Example.in');
    expect(asked.statusCode).toBe(201);
    expect(json(asked)).toEqual({ success: CONFIRM_BY_MAIL, reference: expect.stringMatching(/^NWS-/) });
    expect(await w.state('asha@example.in')).toBe('pending');
    expect((await w.repo.listSubmissions('newsletter'))[0]?.newsletter).toBe('pending');

    const [confirmation] = await w.smtp.received(1);
    expect(confirmation?.subject).toBe('Confirm your subscription to the Brandwala Media newsletter');
    expect(confirmation?.to && 'text' in confirmation.to ? confirmation.to.text : '').toBe('Asha@example.in');
    const confirmToken = linkIn(confirmation, CONFIRM_LINK);
    expect(confirmation?.text).toContain(`Code, if the page asks for one: ${confirmToken}`);
    expect(confirmation?.html).toContain(`${SITE_URL}/newsletter/confirm#token=${confirmToken}`);
    const leaveToken = linkIn(confirmation, LEAVE_LINK);
    expect(rawHeader(confirmation, 'List-Unsubscribe')).toMatch(ONE_CLICK);
    expect(rawHeader(confirmation, 'List-Unsubscribe')).toContain(`token=${leaveToken}>`);
    expect(rawHeader(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const confirmed = await w.confirm(confirmToken);
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed)).toEqual({ success: CONFIRMED });
    expect(await w.state('asha@example.in')).toBe('confirmed');
    const [, welcome] = await w.smtp.received(2);
    expect(welcome?.subject).toBe('You are on the Brandwala Media newsletter list');
    expect(rawHeader(welcome, 'List-Unsubscribe')).toMatch(ONE_CLICK);
    expect(rawHeader(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Each mail its own leave link.
    expect(linkIn(welcome, LEAVE_LINK)).not.toBe(leaveToken);

    // The same link again, and the box again: nothing changes and no mail goes.
    expect(json(await w.confirm(confirmToken))).toEqual({ success: ALREADY_CONFIRMED });
    const again = await w.subscribe('asha@example.in');
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ success: ALREADY_SUBSCRIBED, reference: json(asked).reference });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(w.smtp.mails).toHaveLength(2);
  });

  it('leaves in one click, as a mail program posts (urlencoded or multipart, no Origin, no log-in); a GET leaves nothing', async () => {
    const w = await world();
    await w.subscribe('ravi@example.in');
    await w.confirm(linkIn((await w.smtp.received(1))[0], CONFIRM_LINK));
    const welcome = (await w.smtp.received(2))[1];
    const address = /<(https:[^>]+)>/.exec(rawHeader(welcome, 'List-Unsubscribe'))?.[1] ?? '';

    // Opened in a browser: the site's page, which asks first.
    const opened = await w.app.inject({ method: 'GET', url: address.replace(API_URL, '') });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`${SITE_URL}/newsletter/leave#token=${address.split('token=')[1]}`);
    expect(await w.state('ravi@example.in')).toBe('confirmed');

    const left = await w.oneClick(address);
    expect(left.statusCode).toBe(200);
    expect(json(left)).toEqual({ success: LEFT });
    expect(await w.state('ravi@example.in')).toBe('left');
    expect((await w.repo.listSubmissions('newsletter'))[0]?.newsletter).toBe('left');
    // Sent again (a mail program retries): the same answer.
    expect((await w.oneClick(address, true)).statusCode).toBe(200);

    // The confirmation mail's leave link works the same, from the site's page.
    await w.subscribe('meena@example.in');
    const confirmation = (await w.smtp.received(3))[2];
    expect(json(await w.leave(linkIn(confirmation, LEAVE_LINK)))).toEqual({ success: LEFT });
    expect(await w.state('meena@example.in')).toBe('left');
    // Its confirm link then no longer confirms.
    const late = await w.confirm(linkIn(confirmation, CONFIRM_LINK));
    expect(late.statusCode).toBe(400);
    expect(json(late)).toEqual({ error: CONFIRM_REFUSED.unknown, fields: { token: CONFIRM_REFUSED.unknown } });
  });

  it('starts over after leaving: a new confirmation mail, and only its link confirms', async () => {
    const w = await world();
    await w.subscribe('kiran@example.in');
    const first = (await w.smtp.received(1))[0];
    await w.confirm(linkIn(first, CONFIRM_LINK));
    await w.smtp.received(2);
    await w.leave(linkIn(first, LEAVE_LINK));

    const back = await w.subscribe('kiran@example.in');
    expect(back.statusCode).toBe(200);
    expect(json(back).success).toBe(CONFIRM_BY_MAIL);
    expect(await w.state('kiran@example.in')).toBe('pending');
    const second = (await w.smtp.received(3))[2];
    expect(second?.subject).toBe('Confirm your subscription to the Brandwala Media newsletter');
    expect(json(await w.confirm(linkIn(first, CONFIRM_LINK))).error).toBe(CONFIRM_REFUSED.unknown);
    expect(json(await w.confirm(linkIn(second, CONFIRM_LINK)))).toEqual({ success: CONFIRMED });
    expect(await w.state('kiran@example.in')).toBe('confirmed');
  });

  it('sends one address at most 3 confirmation mails an hour, however often the box is used; an hour later, another', async () => {
    const w = await world();
    for (let n = 0; n < 5; n++) expect(json(await w.subscribe('flood@example.in')).success).toBe(CONFIRM_BY_MAIL);
    await w.smtp.received(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(w.smtp.mails).toHaveLength(3);
    w.advance(3600_000 + 1000);
    await w.subscribe('flood@example.in');
    await w.smtp.received(4);
  });

  it('a confirm link lasts 7 days; unknown, cut and expired links are refused in words', async () => {
    const w = await world();
    await w.subscribe('late@example.in');
    const token = linkIn((await w.smtp.received(1))[0], CONFIRM_LINK);
    w.advance(7 * 24 * 3600_000 + 1000);
    const expired = await w.confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(json(expired).error).toBe(CONFIRM_REFUSED.expired);
    expect(CONFIRM_REFUSED.expired).toBe(
      'This link has expired (links last 7 days). To subscribe, use the newsletter box at the foot of any page.',
    );
    expect(await w.state('late@example.in')).toBe('pending');

    const unknown = 'A'.repeat(43);
    expect(json(await w.leave(unknown))).toEqual({ error: LEAVE_REFUSED, fields: { token: LEAVE_REFUSED } });
    expect(json(await w.confirm('A'.repeat(20)))).toEqual({
      error: LINK_TOKEN_INCOMPLETE,
      fields: { token: LINK_TOKEN_INCOMPLETE },
    });
  });

  it('answers the pages posted without JavaScript (the code typed in) with a page; a foreign site cannot confirm', async () => {
    const w = await world();
    await w.subscribe('nojs@example.in');
    const token = linkIn((await w.smtp.received(1))[0], CONFIRM_LINK);
    const browserPost = (url: string, body: string, origin = SITE) =>
      w.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin },
        payload: body,
      });
    const foreign = await browserPost(ENDPOINTS.newsletterConfirm.path, `token=${token}`, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(await w.state('nojs@example.in')).toBe('pending');

    const page = await browserPost(ENDPOINTS.newsletterConfirm.path, `token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(CONFIRMED);
    expect(await w.state('nojs@example.in')).toBe('confirmed');

    const refused = await browserPost(ENDPOINTS.newsletterLeave.path, `token=${'B'.repeat(43)}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Your address was not taken off the list');
    expect(refused.body).toContain(`${SITE}/newsletter/leave`);
  });

  it('sends nothing to a bot (the honeypot filled), and asks once for a form sent again with its key', async () => {
    const w = await world();
    const bot = await w.post(ENDPOINTS.newsletter.path, { email: 'bot@example.in', website: 'http://spam.example' });
    expect(json(bot).success).toBe(CONFIRM_BY_MAIL);
    const keyed = (key: string) =>
      w.app.inject({
        method: 'POST',
        url: ENDPOINTS.newsletter.path,
        headers: { 'idempotency-key': key },
        payload: { email: 'keyed@example.in' },
      });
    const key = '0f6a7c2e-5b1d-4c3e-9a8b-7d6e5f4a3b2c';
    expect((await keyed(key)).statusCode).toBe(201);
    expect((await keyed(key)).headers['idempotent-replayed']).toBe('true');
    await w.smtp.received(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(w.smtp.mails.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).toEqual(['keyed@example.in']);
    expect(await w.state('bot@example.in')).toBeNull();
  });

  it('keeps no token: only hashes in its tables, the mails forgotten once sent, no token in the log', async () => {
    const log: string[] = [];
    const { app, dir, smtp, closeAfter } = await mailingApp({
      app: { logger: { level: 'info', stream: { write: (line: string) => void log.push(line) } } },
    });
    await app.inject({ method: 'POST', url: ENDPOINTS.newsletter.path, payload: { email: 'quiet@example.in' } });
    const mail = (await smtp.received(1))[0];
    const confirmToken = linkIn(mail, CONFIRM_LINK);
    const leaveToken = linkIn(mail, LEAVE_LINK);
    const sql = closeAfter(await openTestSql(dir));
    const rows = async (table: string) => (await sql.query(`SELECT * FROM ${table}`)).rows;
    expect((await rows('newsletter_tokens')).map((row) => row.token_hash).sort()).toEqual(
      [sha256(confirmToken), sha256(leaveToken)].sort(),
    );
    const until = Date.now() + 10_000;
    while ((await rows('mails'))[0]?.state !== 'sent' && Date.now() < until)
      await new Promise((r) => setTimeout(r, 25));
    expect((await rows('mails'))[0]).toMatchObject({
      state: 'sent',
      purpose: 'newsletter-confirm',
      text_body: LINK_BODY_REMOVED,
      html_body: LINK_BODY_REMOVED,
      list_unsubscribe: null,
    });
    const address = /<(https:[^>]+)>/.exec(rawHeader(mail, 'List-Unsubscribe'))?.[1] ?? '';
    await app.inject({
      method: 'POST',
      url: address.replace(API_URL, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    const everything = JSON.stringify([
      ...(await rows('mails')),
      ...(await rows('newsletter_tokens')),
      ...(await rows('newsletter_subscriptions')),
    ]);
    expect(everything).not.toContain(confirmToken);
    expect(everything).not.toContain(leaveToken);
    expect(log.join('\n')).toContain('/api/newsletter/leave?token=(not logged)');
    expect(log.join('\n')).not.toContain(leaveToken);
  });
});
