// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  STAFF_ENDPOINTS,
  staffPath,
  type AuditReply,
  type EraseReply,
  type InboxReply,
} from '@storefront/types/forms';
import { mailingApps, tokenIn } from '../../../test/mail-world';
import { exportCsv } from '../../services/export';
import { ERASED_ON_REQUEST } from '../../services/inbox';
import { hashPassword } from '../../services/passwords';
import {
  ENGINE,
  LOW_COST,
  SITE,
  helpForm,
  jobApplication,
  jobFields,
  json,
  openTestRepository,
  openTestSql,
  partnerForm,
  signupForm,
} from '../../testing';
import { ERASED_ITEM, STAFF_NOT_ERASED } from '../staff';
import { ACCOUNT_ERASED, WRONG_PASSWORD } from './index';

const mailingApp = mailingApps();

/** What the visitor of these tests typed somewhere, any case: none of it may be left anywhere. */
const PERSONAL = [
  'asha9@example.in',
  'work.zoya@example.in',
  'asha rao',
  'zoya',
  'merchant',
  '9876543219',
  'secret diwali plan',
  'zoya-cv.pdf',
];

async function world() {
  const made = await mailingApp();
  const { app } = made;
  const repo = made.closeAfter(await openTestRepository(made.dir));
  const sql = made.closeAfter(await openTestSql(made.dir));
  const as = (session?: string) => (session ? { authorization: `Bearer ${session}` } : {});
  const send = async (url: string, payload: object, session?: string) => {
    const res = await app.inject({ method: 'POST', url, payload, headers: { origin: SITE, ...as(session) } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return String(json(res).reference);
  };
  /** An account made on the server (`pnpm staff`), logged in. */
  const staffMember = async (email: string, role: 'staff' | 'admin') => {
    const user = await repo.createUser({
      name: 'Kabir Das',
      email,
      mobile: role === 'admin' ? '9876500002' : '9876500001',
      city: 'Mumbai',
      passwordHash: await hashPassword('staff password 1', LOW_COST),
      newsletterConsent: false,
      at: new Date(),
    });
    await repo.setRole(user.email, role, null, new Date());
    const res = await app.inject({
      method: 'POST',
      url: ENDPOINTS.login.path,
      payload: { email, password: 'staff password 1' },
    });
    return String(json(res).token);
  };
  const staffCall = async <T>(session: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: as(session), ...(payload && { payload }) });
    return { status: res.statusCode, body: json(res) as T };
  };
  /** Every row of every table, as text: where a personal field could still be. */
  const everyRow = async () => {
    // This test's schema (on a PostgreSQL server, each test has its own).
    const tables = await sql.query(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()',
    );
    const rows: string[] = [];
    for (const { table_name: table } of tables.rows) {
      const read = await sql.query(`SELECT row_to_json(t)::text AS r FROM "${String(table)}" t`);
      rows.push(...read.rows.map((row) => `${String(table)}: ${String(row.r)}`));
    }
    return rows;
  };
  const leftovers = async () =>
    (await everyRow()).filter((row) => PERSONAL.some((value) => row.toLowerCase().includes(value)));
  /** The CVs' large objects (one database's, shared by the tests on a server): their oids, then whether any is left. */
  const cvObjects = async () =>
    (await sql.query('SELECT content FROM cv_files')).rows.map((row) => Number(row.content));
  const objectsLeft = async (oids: number[]) =>
    Number(
      (await sql.query('SELECT COUNT(*)::int AS n FROM pg_largeobject_metadata WHERE oid = ANY($1::oid[])', [oids]))
        .rows[0]?.n,
    );
  return { ...made, repo, sql, as, send, staffMember, staffCall, leftovers, cvObjects, objectsLeft };
}

/** Everything a visitor sends and is sent: signed in, with the address, a CV, the newsletter, a staff reply. */
async function aVisitorsData(w: Awaited<ReturnType<typeof world>>) {
  const signup = await w.app.inject({
    method: 'POST',
    url: ENDPOINTS.signup.path,
    payload: { ...signupForm(9), check: true },
  });
  const session = String(json(signup).token);
  const [mail] = await w.smtp.received(1);
  await w.app.inject({
    method: 'POST',
    url: ENDPOINTS.confirmEmail.path,
    payload: { token: tokenIn(mail, '/account/confirm') },
  });
  const person = { firstName: 'Zoya', lastName: 'Merchant' };
  const help = await w.send(
    ENDPOINTS.help.path,
    {
      ...helpForm(),
      ...person,
      contact: '9876543219',
      email: 'work.zoya@example.in',
      message: 'Our secret Diwali plan',
    },
    session,
  );
  await w.send(ENDPOINTS.partner.path, { ...partnerForm(), fullName: 'Zoya Merchant', email: 'asha9@example.in' });
  await w.send(ENDPOINTS.newsletter.path, { email: 'asha9@example.in' });
  const job = jobApplication({ ...jobFields(), ...person, email: 'ASHA9@example.in' }, 'zoya-cv.pdf');
  const applied = await w.app.inject({
    method: 'POST',
    url: ENDPOINTS.job.path,
    payload: job.payload,
    headers: { ...job.headers, origin: SITE, ...w.as(session) },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  // Someone else, whom the erasure must leave alone.
  const other = await w.send(ENDPOINTS.help.path, { ...helpForm(), email: 'ravi@example.in' });
  return { session, help, other };
}

describe(`a person's data erased on request (${ENGINE})`, () => {
  it('Delete my account: the password first; then no personal field is left in any table, the CV’s bytes are gone, the items stay as erased', async () => {
    const w = await world();
    const staff = await w.staffMember('kabir@brandwala.in', 'staff');
    const { session, help, other } = await aVisitorsData(w);
    const inbox = await w.staffCall<InboxReply>(staff, 'GET', STAFF_ENDPOINTS.inbox.path);
    const helpItem = inbox.body.items.find((item) => item.reference === help)!;
    await w.staffCall(staff, 'POST', staffPath('reply', helpItem.id), { message: 'Namaste Zoya, about your plan…' });
    const cvs = await w.cvObjects();
    expect(cvs).toHaveLength(1);
    expect(await w.objectsLeft(cvs)).toBe(1);
    expect(await w.leftovers()).not.toEqual([]);

    const del = (password: string) =>
      w.app.inject({
        method: 'POST',
        url: ENDPOINTS.deleteAccount.path,
        payload: { password },
        headers: w.as(session),
      });
    const wrong = await del('not my password');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ error: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } });
    expect((await w.app.inject({ method: 'GET', url: ENDPOINTS.me.path, headers: w.as(session) })).statusCode).toBe(
      200,
    );

    const done = await del(signupForm(9).password);
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({ success: ACCOUNT_ERASED });
    expect((await w.app.inject({ method: 'GET', url: ENDPOINTS.me.path, headers: w.as(session) })).statusCode).toBe(
      401,
    );

    expect(await w.leftovers()).toEqual([]);
    expect(await w.objectsLeft(cvs)).toBe(0);
    // The items stay, for the counts: kind, reference, dates, status.
    const after = await w.staffCall<InboxReply>(staff, 'GET', STAFF_ENDPOINTS.inbox.path);
    const erased = after.body.items.filter((item) => item.erasedAt);
    expect(erased.map((item) => item.kind).sort()).toEqual(['help', 'job', 'newsletter', 'partner']);
    expect(erased.find((item) => item.reference === help)).toMatchObject({
      status: 'answered',
      summary: ERASED_ON_REQUEST,
      name: '',
      email: '',
    });
    expect(after.body.items.find((item) => item.reference === other)).toMatchObject({
      email: 'ravi@example.in',
      erasedAt: null,
    });
    const { csv } = await exportCsv(w.repo, 'help');
    expect(csv).toContain(help);
    expect(csv.toLowerCase()).not.toContain('zoya');
    const answer = await w.staffCall(staff, 'POST', staffPath('reply', helpItem.id), { message: 'Hello?' });
    expect(answer).toEqual({ status: 409, body: { error: ERASED_ITEM } });
  });

  it('an admin erases a person who asked by mail; staff may not; the audit says who and how much, not whose', async () => {
    const w = await world();
    const staff = await w.staffMember('kabir@brandwala.in', 'staff');
    const admin = await w.staffMember('meera@brandwala.in', 'admin');
    await aVisitorsData(w);
    const cvs = await w.cvObjects();
    const forbidden = await w.staffCall(staff, 'POST', STAFF_ENDPOINTS.erase.path, { email: 'asha9@example.in' });
    expect(forbidden.status).toBe(403);
    const team = await w.staffCall(admin, 'POST', STAFF_ENDPOINTS.erase.path, { email: 'kabir@brandwala.in' });
    expect(team).toEqual({ status: 409, body: { error: STAFF_NOT_ERASED } });

    const erased = await w.staffCall<EraseReply>(admin, 'POST', STAFF_ENDPOINTS.erase.path, {
      email: ' Asha9@Example.in ',
    });
    expect(erased.status).toBe(200);
    // The account, what it sent signed in (another address's query among them), and what came with the address.
    expect(erased.body).toMatchObject({ account: true, items: 4 });
    expect(await w.leftovers()).toEqual([]);
    expect(await w.objectsLeft(cvs)).toBe(0);

    const audit = await w.staffCall<AuditReply>(admin, 'GET', STAFF_ENDPOINTS.audit.path);
    const entry = audit.body.entries.find((e) => e.action === 'erase');
    expect(entry).toMatchObject({ by: { email: 'meera@brandwala.in' }, note: expect.stringContaining('4 items') });
    expect(JSON.stringify(entry).toLowerCase()).not.toContain('asha9');

    const again = await w.staffCall<EraseReply>(admin, 'POST', STAFF_ENDPOINTS.erase.path, {
      email: 'asha9@example.in',
    });
    expect(again.body).toMatchObject({ account: false, items: 0 });
  });
});
