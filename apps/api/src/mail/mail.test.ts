// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import {
  ENDPOINTS,
  STAFF_ENDPOINTS,
  staffPath,
  type FollowsReply,
  type InboxItemReply,
  type InboxReply,
  type MailsReply,
  type ReplyReply,
} from '@storefront/types/forms';
import { header, startSilentServer, startTestSmtp, type TestSmtp } from '../../test/smtp';
import {
  ENGINE,
  SITE,
  appsClosedAfterEach,
  enquiryForm,
  helpForm,
  jobFields,
  json,
  openTestRepository,
  partnerForm,
  signupForm,
  signedUpUser,
  jobApplication,
  closedAfterEach,
  LOW_COST,
} from '../testing';
import { hashPassword } from '../services/passwords';
import { newItemMails } from './messages';
import { smtpTransport } from './transport';
import { API_URL, MAIL_FROM, QUICK_SENDER, SITE_URL } from '../../test/mail-world';

const setup = appsClosedAfterEach();
const closeAfter = closedAfterEach();

/** An api whose mail goes to a real SMTP server, with an admin and a staff member signed up. */
async function world(options: { smtp?: TestSmtp; url?: string } = {}) {
  const smtp = options.smtp ?? (await startTestSmtp());
  closeAfter({ close: () => smtp.stop() });
  const made = await setup({
    mail: { transport: smtpTransport(options.url ?? smtp.url, MAIL_FROM), sender: QUICK_SENDER },
  });
  const { app } = made;
  const repo = closeAfter(await openTestRepository(made.dir));
  // The staff's accounts are written directly, not signed up: a sign-up's own mail (routes/account)
  // would be one more in the outbox these tests count.
  const signup = async (n: number, name: string) => {
    const form = signupForm(n);
    await repo.createUser({
      name,
      email: form.email,
      mobile: signedUpUser(n).contactNo,
      city: form.cityName,
      passwordHash: await hashPassword(form.password, LOW_COST),
      newsletterConsent: false,
      at: new Date(),
    });
    const res = await app.inject({
      method: 'POST',
      url: ENDPOINTS.login.path,
      payload: { email: form.email, password: form.password },
    });
    return json(res).token as string;
  };
  const admin = await signup(3, 'Meera Shah');
  const staff = await signup(2, 'Kabir Das');
  await repo.setRole('asha3@example.in', 'admin', null, new Date());
  await repo.setRole('asha2@example.in', 'staff', null, new Date());
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const staffCall = async <T>(token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: as(token), ...(payload && { payload }) });
    return { status: res.statusCode, body: json(res) as T };
  };
  /** The inbox's item for a reference (spam included). */
  const itemOf = async (reference: string) => {
    for (const spam of ['', '?spam=true']) {
      const list = await staffCall<InboxReply>(admin, 'GET', `${STAFF_ENDPOINTS.inbox.path}${spam}`);
      const line = list.body.items.find((i) => i.reference === reference);
      if (line) return (await staffCall<InboxItemReply>(admin, 'GET', staffPath('item', line.id))).body.item;
    }
    throw new Error(`no item ${reference}`);
  };
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers: { origin: SITE, ...headers } });
  return { ...made, smtp, repo, tokens: { admin, staff }, staffCall, itemOf, post };
}

const byTo = (mails: ParsedMail[], address: string) =>
  mails.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.value.some((v) => v.address === address)));

const until = async (check: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe(`mail: notifications and acknowledgements (${ENGINE})`, () => {
  it('a help query tells the admin (who follows everything until they choose) and acknowledges the visitor', async () => {
    const w = await world();
    const res = await w.post(ENDPOINTS.help.path, {
      ...helpForm(),
      firstName: 'Asha',
      lastName: 'Rao',
      query: 'Sales & Marketing',
    });
    expect(res.statusCode).toBe(201);
    const reference = json(res).reference as string;
    const mails = await w.smtp.received(2);

    const [notification] = byTo(mails, 'asha3@example.in');
    expect(notification?.subject).toBe(`Help query ${reference} from Asha Rao: Sales & Marketing`);
    expect(notification?.replyTo?.value[0]).toMatchObject({ address: 'ravi@example.in', name: 'Asha Rao' });
    expect(notification?.from?.value[0]).toMatchObject(MAIL_FROM);
    const item = await w.itemOf(reference);
    expect(notification?.text).toContain(`${'http://localhost:3000'}/inbox/help/${item.id}`);
    expect(notification?.html).toContain(`/inbox/help/${item.id}`);
    // The fields in the form's order.
    const text = notification?.text ?? '';
    const order = ['Asha', 'Rao', '9876543210', 'ravi@example.in', 'Sales & Marketing', 'Please call me'];
    expect(order.map((v) => text.indexOf(v)).every((at, i, all) => at >= 0 && (i === 0 || at > all[i - 1]!))).toBe(
      true,
    );
    // Staff who have not chosen get nothing.
    expect(byTo(mails, 'asha2@example.in')).toHaveLength(0);

    const [ack] = byTo(mails, 'ravi@example.in');
    expect(ack?.subject).toBe(`We have your help query: ${reference}`);
    expect(ack?.text).toContain(reference);
    expect(ack?.text).toContain('Monday to Saturday, 9 am to 7 pm IST');
    expect(ack?.text).toContain('Please call me about a new website.');
    expect(ack?.messageId).toMatch(/@brandwala\.in>?$/);
    expect(header(ack!, 'auto-submitted')).toBe('auto-generated');
    expect(header(notification!, 'auto-submitted')).toBe('auto-generated');

    // The item lists both, sent.
    await until(async () => (await w.itemOf(reference)).mails.every((m) => m.state === 'sent'));
    const listed = (await w.itemOf(reference)).mails;
    expect(listed.map((m) => [m.purpose, m.to, m.state])).toEqual([
      ['notification', 'asha3@example.in', 'sent'],
      ['acknowledgement', 'ravi@example.in', 'sent'],
    ]);
    expect(listed[0]?.sentAt).toBeTruthy();
  });

  it('each kind: an enquiry, a partner and a job application (its CV linked, never attached)', async () => {
    const w = await world();
    const enquiry = json(await w.post(ENDPOINTS.enquiry.path, enquiryForm())).reference as string;
    const partner = json(await w.post(ENDPOINTS.partner.path, { ...partnerForm(), message: 'We run 40 stores.' }))
      .reference as string;
    const { payload, headers } = jobApplication(jobFields(), 'ravi-cv.pdf');
    const jobRes = await w.app.inject({
      method: 'POST',
      url: ENDPOINTS.job.path,
      payload,
      headers: { ...headers, origin: SITE },
    });
    expect(jobRes.statusCode).toBe(201);
    const job = json(jobRes).reference as string;
    const mails = await w.smtp.received(6);
    const subjects = byTo(mails, 'asha3@example.in').map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Cart enquiry ${enquiry} from Asha Rao: Rao Textiles`,
        `Partner application ${partner} from Meera Shah: store`,
        `Job application ${job} from Ravi Kumar: copywriter`,
      ]),
    );
    const enquiryMail = byTo(mails, 'asha3@example.in').find((m) => m.subject?.startsWith('Cart enquiry'));
    expect(enquiryMail?.text).toContain('Billboards (size: Large) × 2 @ ₹1,500');
    expect(enquiryMail?.text).toContain('₹3,500');
    const jobMail = byTo(mails, 'asha3@example.in').find((m) => m.subject?.startsWith('Job application'));
    expect(jobMail?.attachments).toHaveLength(0);
    expect(jobMail?.text).toContain('ravi-cv.pdf');
    const jobAck = byTo(mails, 'ravi@example.in').find((m) => m.subject?.includes(job));
    expect(jobAck?.text).not.toContain('ravi-cv.pdf');
    expect(byTo(mails, 'meera@example.in')[0]?.subject).toBe(`We have your partner application: ${partner}`);
  });

  it('a newsletter sign-up tells no staff (its address is asked to confirm); a form sent twice with one key is acknowledged once', async () => {
    const w = await world();
    await w.post(ENDPOINTS.newsletter.path, { email: 'news@example.in' });
    const key = { 'idempotency-key': 'k'.repeat(24) };
    const first = await w.post(ENDPOINTS.help.path, helpForm(), key);
    const again = await w.post(ENDPOINTS.help.path, helpForm(), key);
    expect(json(again).reference).toBe(json(first).reference);
    await w.smtp.received(3);
    await new Promise((r) => setTimeout(r, 500));
    expect(w.smtp.mails.map((mail) => mail.subject).sort()).toEqual([
      'Confirm your subscription to the Brandwala Media newsletter',
      expect.stringMatching(/^Help query HLP-/),
      expect.stringMatching(/^We have your help query: HLP-/),
    ]);
  });

  it('follows: each staff member gets the kinds and help topics they chose, an admin who chose nothing gets nothing', async () => {
    const w = await world();
    const chosen = await w.staffCall<FollowsReply>(w.tokens.staff, 'POST', STAFF_ENDPOINTS.setFollows.path, {
      kinds: ['help', 'job'],
      helpTopics: ['Technology'],
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ kinds: ['help', 'job'], helpTopics: ['Technology'], chosen: true });
    await w.staffCall(w.tokens.admin, 'POST', STAFF_ENDPOINTS.setFollows.path, { kinds: [], helpTopics: [] });
    const refused = await w.staffCall<{ fields: Record<string, string> }>(
      w.tokens.staff,
      'POST',
      STAFF_ENDPOINTS.setFollows.path,
      {
        kinds: ['help'],
        helpTopics: [],
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields.helpTopics).toBe('Choose at least one query topic, or stop following help queries');

    await w.post(ENDPOINTS.help.path, { ...helpForm(), query: 'Technology' });
    await w.post(ENDPOINTS.help.path, { ...helpForm(), query: 'Public Relations' });
    await w.post(ENDPOINTS.partner.path, partnerForm());
    // Three acknowledgements and one notification.
    const mails = await w.smtp.received(4);
    await new Promise((r) => setTimeout(r, 300));
    expect(w.smtp.mails).toHaveLength(4);
    expect(byTo(mails, 'asha2@example.in').map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Help query HLP-.* Technology$/),
    ]);
    expect(byTo(mails, 'asha3@example.in')).toHaveLength(0);
    const read = await w.staffCall<FollowsReply>(w.tokens.admin, 'GET', STAFF_ENDPOINTS.follows.path);
    expect(read.body).toMatchObject({ kinds: [], chosen: true, email: 'asha3@example.in' });
  });

  it('escapes what a visitor typed in the HTML and keeps it out of the headers', async () => {
    const w = await world();
    const message = '<script>alert("x")</script> & "quotes" \nBcc: victim@example.in';
    await w.post(ENDPOINTS.help.path, { ...helpForm(), message });
    const mails = await w.smtp.received(2);
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>alert');
      expect(mail.html).toContain('&lt;script&gt;');
      expect(mail.text).toContain('<script>alert("x")</script>');
      expect(mail.bcc).toBeUndefined();
      expect(header(mail, 'bcc')).toBe('');
    }
    // Only the site's own address is linked.
    const links = [...(mails[0]?.html as string).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.every((href) => href?.startsWith('http://localhost:3000/'))).toBe(true);
  });
});

describe('mail: header injection', () => {
  it('a value typed with line breaks stays one line in every header (data stored under older rules too)', async () => {
    const smtp = await startTestSmtp();
    closeAfter({ close: () => smtp.stop() });
    const settings = { from: MAIL_FROM, siteUrl: SITE_URL, apiUrl: API_URL };
    const data = {
      firstName: 'Asha\r\nBcc: victim@example.in',
      lastName: 'Rao\nX-Injected: yes',
      email: 'asha@example.in',
      contact: '9876543210',
      query: 'Technology\r\nSubject: free money',
      message: 'Hello',
    };
    const mails = await newItemMails(settings, 'help', data, { reference: 'HLP-ABCDEF', id: 'a'.repeat(32) }, [
      { name: 'Meera\r\nCc: x@example.in', address: 'meera@brandwala.in' },
    ]);
    const transport = smtpTransport(smtp.url, MAIL_FROM);
    try {
      for (const [i, mail] of mails.entries()) {
        await transport.send({
          ...mail,
          id: String(i),
          replyTo: mail.replyTo ?? null,
          inReplyTo: null,
          listUnsubscribe: null,
          attempts: 1,
          queuedAt: new Date().toISOString(),
        });
      }
    } finally {
      transport.close();
    }
    const received = await smtp.received(2);
    for (const mail of received) {
      expect(mail.bcc).toBeUndefined();
      expect(mail.cc).toBeUndefined();
      expect(header(mail, 'x-injected')).toBe('');
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    expect(received[0]?.subject).toBe(
      'Help query HLP-ABCDEF from Asha Bcc: victim@example.in Rao X-Injected: yes: Technology Subject: free money',
    );
    expect(received[0]?.replyTo?.value).toHaveLength(1);
    expect(received[0]?.text).toContain('https://www.brandwala.in/inbox/help/' + 'a'.repeat(32));
  });
});

describe(`mail: spam (${ENGINE})`, () => {
  it('a filled honeypot or a message of three links is stored as spam, answered as usual, and tells no one until "Not spam"', async () => {
    const w = await world();
    const trapped = await w.post(ENDPOINTS.help.path, { ...helpForm(), website: 'http://spam.example' });
    const linky = await w.post(ENDPOINTS.help.path, {
      ...helpForm(),
      message: 'Cheap https://a.example https://b.example www.c.example',
    });
    const clean = await w.post(ENDPOINTS.help.path, { ...helpForm(), message: 'One link is fine: https://example.in' });
    for (const res of [trapped, linky, clean]) {
      expect(res.statusCode).toBe(201);
      expect(json(res).success).toMatch(/^Thanks, Ravi! We have your query/);
    }
    await w.smtp.received(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(w.smtp.mails).toHaveLength(2);
    expect(w.smtp.mails.every((m) => m.text?.includes(json(clean).reference as string))).toBe(true);

    const inbox = await w.staffCall<InboxReply>(w.tokens.admin, 'GET', STAFF_ENDPOINTS.inbox.path);
    expect(inbox.body.items.map((i) => i.reference)).toEqual([json(clean).reference]);
    expect(inbox.body.newCounts.help).toBe(1);
    const spam = await w.staffCall<InboxReply>(w.tokens.admin, 'GET', `${STAFF_ENDPOINTS.inbox.path}?spam=true`);
    expect(spam.body.items.map((i) => [i.reference, i.spam])).toEqual([
      [json(linky).reference, true],
      [json(trapped).reference, true],
    ]);
    const item = await w.itemOf(json(trapped).reference as string);
    expect(item.spam).toBe(true);
    expect(item.fields).not.toHaveProperty('website');
    expect(item.mails).toEqual([]);

    const moved = await w.staffCall<MailsReply>(w.tokens.staff, 'POST', staffPath('notSpam', item.id));
    expect(moved.status).toBe(200);
    expect(moved.body.mails.map((m) => m.purpose)).toEqual(['notification', 'acknowledgement']);
    const mails = await w.smtp.received(4);
    expect(mails.slice(2).map((m) => m.subject)).toEqual(
      expect.arrayContaining([`We have your help query: ${json(trapped).reference}`]),
    );
    expect((await w.itemOf(json(trapped).reference as string)).spam).toBe(false);
    const again = await w.staffCall(w.tokens.staff, 'POST', staffPath('notSpam', item.id));
    expect(again.status).toBe(409);
  });

  it('a form posted without JavaScript with the honeypot filled gets the usual page', async () => {
    const w = await world();
    const body = new URLSearchParams({ ...helpForm(), website: 'bot' }).toString();
    const res = await w.app.inject({
      method: 'POST',
      url: ENDPOINTS.help.path,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).toContain('Thanks, Ravi!');
    const spam = await w.staffCall<InboxReply>(w.tokens.admin, 'GET', `${STAFF_ENDPOINTS.inbox.path}?spam=true`);
    expect(spam.body.total).toBe(1);
  });
});

describe(`mail: staff replies (${ENGINE})`, () => {
  it('a reply goes to the visitor threaded on the acknowledgement, Reply-To the staff member, and answers the item', async () => {
    const w = await world();
    const reference = json(await w.post(ENDPOINTS.help.path, helpForm())).reference as string;
    const [, ack] = await w.smtp.received(2);
    const item = await w.itemOf(reference);
    const res = await w.staffCall<ReplyReply>(w.tokens.staff, 'POST', staffPath('reply', item.id), {
      message: 'Hello Ravi,\nwe can build it. <b>Call</b> us?',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('answered');
    expect(res.body.history.at(-1)).toMatchObject({ status: 'answered', by: { name: 'Kabir Das' } });
    const reply = (await w.smtp.received(3))[2] as ParsedMail;
    expect(reply.to).toMatchObject({ value: [{ address: 'ravi@example.in' }] });
    expect(reply.from?.value[0]).toMatchObject(MAIL_FROM);
    expect(reply.replyTo?.value[0]?.address).toBe('asha2@example.in');
    expect(reply.subject).toBe(`Re: We have your help query: ${reference}`);
    expect(reply.inReplyTo).toBe(ack?.messageId);
    expect(header(reply, 'references')).toContain(ack?.messageId as string);
    expect(reply.text).toContain('we can build it. <b>Call</b> us?');
    // A person wrote it: an out-of-office may answer.
    expect(header(reply, 'auto-submitted')).toBe('');
    expect(reply.html).toContain('&lt;b&gt;Call&lt;/b&gt;');

    await until(async () => (await w.itemOf(reference)).mails.at(-1)?.state === 'sent');
    const mails = (await w.itemOf(reference)).mails;
    expect(mails.at(-1)).toMatchObject({
      purpose: 'reply',
      by: { name: 'Kabir Das', email: 'asha2@example.in' },
      message: 'Hello Ravi,\nwe can build it. <b>Call</b> us?',
      state: 'sent',
    });
    const audit = await w.staffCall<{ entries: { action: string }[] }>(
      w.tokens.admin,
      'GET',
      STAFF_ENDPOINTS.audit.path,
    );
    expect(audit.body.entries.map((e) => e.action)).toContain('reply');

    const empty = await w.staffCall<{ fields: Record<string, string> }>(
      w.tokens.staff,
      'POST',
      staffPath('reply', item.id),
      {
        message: '   ',
      },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.fields.message).toBe('Write your reply');
  });
});

describe(`mail: a mail server that fails (${ENGINE})`, () => {
  it('down for a while, then back: every mail queued meanwhile goes once, and the forms never waited', async () => {
    const w = await world();
    await w.smtp.stop();
    const references: string[] = [];
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const res = await w.post(ENDPOINTS.help.path, helpForm());
      expect(res.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(2000);
      references.push(json(res).reference as string);
    }
    await until(async () => (await w.itemOf(references[0] as string)).mails.some((m) => m.state === 'retrying'));
    const health = await w.staffCall<InboxReply>(w.tokens.admin, 'GET', STAFF_ENDPOINTS.inbox.path);
    expect(health.body.mail.unsent).toBe(10);
    expect(health.body.mail.oldestUnsentAt).toBeTruthy();
    const waiting = (await w.itemOf(references[0] as string)).mails[0];
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.nextAttemptAt).toBeTruthy();

    await w.smtp.start();
    // The sender asks the server again within a probe and sends everything waiting, not waiting for each back-off.
    await w.smtp.received(10);
    await new Promise((r) => setTimeout(r, 500));
    expect(w.smtp.mails).toHaveLength(10);
    const ids = new Set(w.smtp.mails.map((m) => m.messageId));
    expect(ids.size).toBe(10);
    for (const reference of references) {
      expect(w.smtp.mails.filter((m) => m.text?.includes(reference))).toHaveLength(2);
    }
    await until(
      async () =>
        (await w.staffCall<InboxReply>(w.tokens.admin, 'GET', STAFF_ENDPOINTS.inbox.path)).body.mail.unsent === 0,
    );
  });

  it('refused (4xx, then 5xx) is tried again with back-off, sent once accepted; failing for a day marks it failed, "Send again" sends it', async () => {
    const w = await world();
    w.smtp.refuse({ code: 451, message: 'Try again later' });
    const reference = json(await w.post(ENDPOINTS.help.path, helpForm())).reference as string;
    await until(async () => (await w.itemOf(reference)).mails.every((m) => m.state === 'retrying'));
    const first = (await w.itemOf(reference)).mails[0];
    expect(first?.lastError).toContain('451');
    // The first retry comes within 30 s.
    expect(Date.parse(first?.nextAttemptAt as string) - Date.parse(first?.queuedAt as string)).toBeLessThanOrEqual(
      30_000,
    );

    w.smtp.refuse({ code: 550, message: 'Mailbox unavailable' });
    w.advance(30_000);
    await until(async () => (await w.itemOf(reference)).mails.every((m) => m.attempts === 2 && m.state === 'retrying'));
    expect((await w.itemOf(reference)).mails[0]?.lastError).toContain('550');

    // A day of refusals: given up, shown as failed, counted on the front page.
    w.advance(24 * 3600_000);
    await until(async () => (await w.itemOf(reference)).mails.every((m) => m.state === 'failed'));
    const inbox = await w.staffCall<InboxReply>(w.tokens.admin, 'GET', STAFF_ENDPOINTS.inbox.path);
    expect(inbox.body.mail.failed).toBe(2);
    expect(w.smtp.mails).toHaveLength(0);

    w.smtp.refuse(null);
    const failed = (await w.itemOf(reference)).mails[1];
    const again = await w.staffCall<MailsReply>(w.tokens.staff, 'POST', staffPath('resendMail', failed?.id));
    expect(again.status).toBe(200);
    await w.smtp.received(1);
    expect(w.smtp.mails[0]?.subject).toBe(`We have your help query: ${reference}`);
    const twice = await w.staffCall(w.tokens.staff, 'POST', staffPath('resendMail', failed?.id));
    expect(twice.status).toBe(404);
  });

  it('a server that accepts the connection and never answers: forms still answer at once', async () => {
    const silent = await startSilentServer();
    closeAfter(silent);
    const w = await world({ url: silent.url });
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const res = await w.post(ENDPOINTS.help.path, helpForm());
      expect(res.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    const inbox = await w.staffCall<InboxReply>(w.tokens.admin, 'GET', STAFF_ENDPOINTS.inbox.path);
    expect(inbox.body.mail.unsent).toBe(6);
  });
});
