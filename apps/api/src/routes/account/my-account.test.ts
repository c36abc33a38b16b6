// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  HONEYPOT_FIELD,
  STAFF_ENDPOINTS,
  staffPath,
  type AccountReply,
  type InboxReply,
} from '@storefront/types/forms';
import { mailingApps, tokenIn } from '../../../test/mail-world';
import { hashPassword } from '../../services/passwords';
import { ENGINE, LOW_COST, SITE, helpForm, json, openTestRepository, signupForm } from '../../testing';
import { SESSION_ENDED } from '../session';
import { SWITCHED } from './index';

const mailingApp = mailingApps();

async function world() {
  const made = await mailingApp();
  const { app, smtp } = made;
  const repo = made.closeAfter(await openTestRepository(made.dir));
  const as = (session?: string) => (session ? { authorization: `Bearer ${session}` } : {});
  /** A visitor signs up (one mail: confirm the address); their session and that mail's token. */
  const signup = async (n: number) => {
    const { token } = json(await app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(n) }));
    const [mail] = await smtp.received(1);
    return { session: String(token), confirmToken: tokenIn(mail, '/account/confirm') };
  };
  const help = async (form: Record<string, unknown>, session?: string) =>
    String(
      json(
        await app.inject({
          method: 'POST',
          url: ENDPOINTS.help.path,
          payload: form,
          headers: { origin: SITE, ...as(session) },
        }),
      ).reference,
    );
  const account = (session?: string) =>
    app.inject({ method: 'GET', url: ENDPOINTS.account.path, headers: as(session) });
  const items = async (session: string) => (json(await account(session)) as unknown as AccountReply).items;
  const newsletter = async (session: string | undefined, subscribe: boolean) =>
    app.inject({
      method: 'POST',
      url: ENDPOINTS.accountNewsletter.path,
      payload: { subscribe },
      headers: as(session),
    });
  return { ...made, repo, signup, help, account, items, newsletter, as };
}

describe(`My account (${ENGINE})`, () => {
  it('lists the forms sent signed in, then those sent with the address once confirmed, with the staff’s reply as written', async () => {
    const w = await world();
    const { session, confirmToken } = await w.signup(7);
    const mine = await w.help({ ...helpForm(), email: 'work@example.in' }, session);
    const withAddress = await w.help({ ...helpForm(), email: 'ASHA7@example.in' });
    await w.help({ ...helpForm(), email: 'someone@example.in' });
    await w.help({ ...helpForm(), email: 'asha7@example.in', [HONEYPOT_FIELD]: 'bot' });
    w.advance(60_000);

    const first = await w.account(session);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(json(first)).toMatchObject({
      user: { email: 'asha7@example.in', emailConfirmed: false },
      newsletter: 'pending', // the sign-up ticked the box: waiting for the address's confirmation
      items: [{ kind: 'help', reference: mine, status: 'received', replies: [] }],
    });

    // Confirmed: the address's own forms count too (not the spam), newest first.
    expect(
      (await w.app.inject({ method: 'POST', url: ENDPOINTS.confirmEmail.path, payload: { token: confirmToken } }))
        .statusCode,
    ).toBe(200);
    expect((await w.items(session)).map((item) => item.reference)).toEqual([withAddress, mine]);

    // The staff answer: the item says so, with the reply as written.
    const staff = await w.repo.createUser({
      name: 'Kabir Das',
      email: 'kabir@brandwala.in',
      mobile: '9876500001',
      city: 'Mumbai',
      passwordHash: await hashPassword('staff password 1', LOW_COST),
      newsletterConsent: false,
      at: new Date(),
    });
    await w.repo.setRole(staff.email, 'staff', null, new Date());
    const staffSession = String(
      json(
        await w.app.inject({
          method: 'POST',
          url: ENDPOINTS.login.path,
          payload: { email: staff.email, password: 'staff password 1' },
        }),
      ).token,
    );
    const inbox = json(
      await w.app.inject({ method: 'GET', url: STAFF_ENDPOINTS.inbox.path, headers: w.as(staffSession) }),
    ) as unknown as InboxReply;
    const item = inbox.items.find((line) => line.reference === mine)!;
    const message = 'Namaste Asha,\nwe will call you tomorrow at 11.';
    const replied = await w.app.inject({
      method: 'POST',
      url: staffPath('reply', item.id),
      payload: { message },
      headers: w.as(staffSession),
    });
    expect(replied.statusCode).toBe(200);
    const answered = (await w.items(session)).find((line) => line.reference === mine);
    expect(answered).toMatchObject({ status: 'answered', replies: [{ message }] });
  });

  it('answers only the account’s own bearer', async () => {
    const w = await world();
    expect((await w.account()).statusCode).toBe(401);
    expect(json(await w.account('x'.repeat(43)))).toEqual({ error: SESSION_ENDED });
    expect((await w.newsletter(undefined, true)).statusCode).toBe(401);
  });

  it('the newsletter switch: an unconfirmed address is sent the mail to confirm; a confirmed one joins at once; off leaves', async () => {
    const w = await world();
    const { session, confirmToken } = await w.signup(8);
    const asked = await w.newsletter(session, true);
    expect(asked.statusCode).toBe(200);
    expect(json(asked)).toEqual({ success: SWITCHED.asked, newsletter: 'pending' });
    // Mails in all: the sign-up's, then this one.
    expect((await w.smtp.received(2))[1]?.subject).toBe('Confirm your subscription to the Brandwala Media newsletter');

    expect(json(await w.newsletter(session, false))).toEqual({ success: SWITCHED.left, newsletter: 'left' });

    await w.app.inject({ method: 'POST', url: ENDPOINTS.confirmEmail.path, payload: { token: confirmToken } });
    expect(json(await w.newsletter(session, true))).toEqual({ success: SWITCHED.joined, newsletter: 'confirmed' });
    expect((await w.smtp.received(3))[2]?.subject).toBe('You are on the Brandwala Media newsletter list');
    expect(json(await w.newsletter(session, true))).toEqual({ success: SWITCHED.already, newsletter: 'confirmed' });
    expect(json(await w.account(session)).newsletter).toBe('confirmed');
    expect(json(await w.newsletter(session, false)).newsletter).toBe('left');
  });
});
