// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  STAFF_ENDPOINTS,
  staffPath,
  type InboxItemReply,
  type InboxReply,
  type StaffEndpointName,
} from '@storefront/types/forms';
import { exportCsv } from '../../services/export';
import { inboxCsvLines } from '../../services/inbox';
import {
  FILES,
  enquiryForm,
  helpForm,
  jobFields,
  json,
  openTestRepository,
  partnerForm,
  signupForm,
  jobApplication,
  appsClosedAfterEach,
  closedAfterEach,
} from '../../testing';
import { SESSION_ENDED } from '../session';
import { ADMIN_ONLY, NO_ITEM, STAFF_ONLY, safeFileName } from './index';

const setup = appsClosedAfterEach();
const closeAfter = closedAfterEach();

const HOUR = 3600_000;
const SCRIPT = '<script>alert("inbox")</script><img src=x onerror=alert(1)>';

/**
 * An api with a visitor, a staff member and an admin (roles set as `pnpm staff` does), and one
 * item of each kind, an hour apart: newsletter, help, partner, job (with a CV), enquiry.
 */
async function world() {
  const made = await setup();
  const { app } = made;
  const repo = closeAfter(await openTestRepository(made.dir));
  const signup = async (n: number) => {
    const res = await app.inject({
      method: 'POST',
      url: ENDPOINTS.signup.path,
      payload: { ...signupForm(n), check: false },
    });
    return json(res).token as string;
  };
  const tokens = { visitor: await signup(1), staff: await signup(2), admin: await signup(3) };
  await repo.setRole('asha2@example.in', 'staff', null, new Date());
  await repo.setRole('asha3@example.in', 'admin', null, new Date());

  const post = async (url: string, payload: object) => {
    made.advance(HOUR);
    return json(await app.inject({ method: 'POST', url, payload })).reference as string;
  };
  const refs = {
    newsletter: await post(ENDPOINTS.newsletter.path, { email: 'news@example.in' }),
    help: await post(ENDPOINTS.help.path, { ...helpForm(), message: SCRIPT }),
    partner: await post(ENDPOINTS.partner.path, {
      ...partnerForm(),
      fullName: 'Meera Shah',
      message: '=HYPERLINK("http://evil.example")',
    }),
    job: '',
    enquiry: '',
  };
  made.advance(HOUR);
  const { payload, headers } = jobApplication(jobFields(), 'Ravi <CV>; final (2).pdf');
  refs.job = json(await app.inject({ method: 'POST', url: ENDPOINTS.job.path, payload, headers })).reference as string;
  refs.enquiry = await post(ENDPOINTS.enquiry.path, enquiryForm());

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token = tokens.staff) => app.inject({ method: 'GET', url, headers: auth(token) });
  const list = async (query = '', token = tokens.staff) =>
    json(await get(`${STAFF_ENDPOINTS.inbox.path}${query}`, token)) as unknown as InboxReply;
  const ids = Object.fromEntries((await list()).items.map((item) => [item.kind, item.id])) as Record<
    keyof typeof refs,
    string
  >;
  const setStatus = (id: string, payload: object, token = tokens.staff) =>
    app.inject({ method: 'POST', url: staffPath('status', id), headers: auth(token), payload });
  /** The admin gives an account a role, as the Team page does. */
  const setRole = (payload: object) =>
    app.inject({ method: 'POST', url: STAFF_ENDPOINTS.setRole.path, headers: auth(tokens.admin), payload });
  return { ...made, repo, tokens, refs, ids, auth, get, list, setStatus, setRole };
}

type World = Awaited<ReturnType<typeof world>>;

/** A request to each staff route as a real client would make it (a valid body for the POSTs). */
function call(w: World, name: StaffEndpointName, headers: Record<string, string>) {
  const endpoint = STAFF_ENDPOINTS[name];
  const url = staffPath(name, w.ids.job);
  const payload =
    name === 'status'
      ? { status: 'answered', note: 'x' }
      : name === 'setRole'
        ? { email: 'asha1@example.in', role: 'staff' }
        : name === 'endCanary'
          ? { app: 'careers' }
          : undefined;
  return w.app.inject({ method: endpoint.method, url, headers, ...(payload && { payload }) });
}

const NAMES = Object.keys(STAFF_ENDPOINTS) as StaffEndpointName[];

describe('who may call the staff routes', () => {
  it.each(NAMES)(
    '%s: no token, a made-up token, a visitor, an expired and a revoked token get 401/403 and only an error',
    async (name) => {
      const w = await world();
      const refused = async (headers: Record<string, string>, status: number, error: string) => {
        const res = await call(w, name, headers);
        expect(res.statusCode).toBe(status);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(json(res)).toEqual({ error });
      };
      await refused({}, 401, SESSION_ENDED);
      await refused({ authorization: 'Bearer ' + 'A'.repeat(43) }, 401, SESSION_ENDED);
      await refused({ authorization: `Basic ${w.tokens.staff}` }, 401, SESSION_ENDED);
      if (STAFF_ENDPOINTS[name].method === 'POST') {
        // The body is not even read before the check: a broken one gets the same refusal.
        const res = await w.app.inject({
          method: 'POST',
          url: staffPath(name, w.ids.job),
          headers: { 'content-type': 'application/json' },
          payload: '{"status":',
        });
        expect(res.statusCode).toBe(401);
        expect(json(res)).toEqual({ error: SESSION_ENDED });
      }
      await refused(w.auth(w.tokens.visitor), 403, STAFF_ENDPOINTS[name].role === 'admin' ? ADMIN_ONLY : STAFF_ONLY);
      if (STAFF_ENDPOINTS[name].role === 'admin') await refused(w.auth(w.tokens.staff), 403, ADMIN_ONLY);

      const revoked = json(
        await w.app.inject({
          method: 'POST',
          url: ENDPOINTS.login.path,
          payload: { email: 'asha3@example.in', password: 'correct horse battery' },
        }),
      ).token as string;
      await w.app.inject({ method: 'POST', url: ENDPOINTS.logout.path, headers: w.auth(revoked) });
      await refused(w.auth(revoked), 401, SESSION_ENDED);

      w.advance(31 * 24 * HOUR); // past the token's 30 days
      await refused(w.auth(w.tokens.admin), 401, SESSION_ENDED);
      // Nothing was changed by any refused request.
      expect((await w.repo.findItem(w.ids.job))?.status).toBe('new');
      expect((await w.repo.auditPage(1, 50)).entries.filter((e) => e.action !== 'role')).toEqual([]);
    },
  );

  it('a staff token stops working at once after logout', async () => {
    const w = await world();
    expect((await w.get(STAFF_ENDPOINTS.inbox.path)).statusCode).toBe(200);
    await w.app.inject({ method: 'POST', url: ENDPOINTS.logout.path, headers: w.auth(w.tokens.staff) });
    const res = await w.get(STAFF_ENDPOINTS.inbox.path);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ error: SESSION_ENDED });
  });

  it('a staff token stops working at once when the admin removes the role, and a new login is a visitor', async () => {
    const w = await world();
    expect((await w.get(staffPath('item', w.ids.help))).statusCode).toBe(200);
    const removed = await w.setRole({ email: 'ASHA2@example.in', role: 'visitor' });
    expect(removed.statusCode).toBe(200);
    expect(json(removed).member).toEqual({ name: 'Asha Rao', email: 'asha2@example.in', role: 'visitor' });
    expect((await w.get(staffPath('item', w.ids.help))).statusCode).toBe(401);

    const again = json(
      await w.app.inject({
        method: 'POST',
        url: ENDPOINTS.login.path,
        payload: { email: 'asha2@example.in', password: 'correct horse battery' },
      }),
    );
    expect(again.user).toMatchObject({ role: 'visitor' });
    const res = await w.get(staffPath('item', w.ids.help), again.token as string);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ error: STAFF_ONLY });
  });

  it('the role is read on every request: made staff, the same token works at once', async () => {
    const w = await world();
    expect((await w.get(STAFF_ENDPOINTS.inbox.path, w.tokens.visitor)).statusCode).toBe(403);
    const made = await w.setRole({ email: 'asha1@example.in', role: 'staff' });
    expect(made.statusCode).toBe(200);
    expect((await w.get(STAFF_ENDPOINTS.inbox.path, w.tokens.visitor)).statusCode).toBe(200);
    const me = json(await w.get(ENDPOINTS.me.path, w.tokens.visitor));
    expect(me.user).toMatchObject({ email: 'asha1@example.in', role: 'staff' });
  });

  it('an admin cannot make or unmake admins through the site, nor touch an unknown account', async () => {
    const w = await world();
    const set = w.setRole;
    expect((await set({ email: 'asha3@example.in', role: 'visitor' })).statusCode).toBe(403);
    expect((await set({ email: 'asha1@example.in', role: 'admin' })).statusCode).toBe(400);
    expect((await set({ email: 'nobody@example.in', role: 'staff' })).statusCode).toBe(404);
    const team = json(await w.get(STAFF_ENDPOINTS.team.path, w.tokens.admin));
    expect(team.members).toEqual([
      { name: 'Asha Rao', email: 'asha2@example.in', role: 'staff' },
      { name: 'Asha Rao', email: 'asha3@example.in', role: 'admin' },
    ]);
  });
});

describe('ids', () => {
  it('answers 404 and nothing else for a made-up id, a reference, a row number, a CV name and an id of another kind', async () => {
    const w = await world();
    const job = await w.repo.findItem(w.ids.job);
    const cvName = job?.cvFile as string;
    const cvId = cvName.split('.')[0] as string;
    const madeUp = 'f'.repeat(32);
    for (const url of [
      staffPath('item', madeUp),
      staffPath('item', w.refs.help),
      staffPath('item', '1'),
      staffPath('item', cvId),
      staffPath('item', cvName),
      staffPath('status', madeUp),
      staffPath('cv', madeUp),
      staffPath('cv', cvId),
      staffPath('cv', cvName),
      // a help query and an enquiry have no CV: the job's id is the only one that has
      staffPath('cv', w.ids.help),
      staffPath('cv', w.ids.enquiry),
      staffPath('cv', w.ids.newsletter),
    ]) {
      const res = url.endsWith('/status')
        ? await w.setStatus(madeUp, { status: 'closed', note: '' })
        : await w.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(json(res), url).toEqual({ error: NO_ITEM });
    }
  });

  it('a CV cannot be reached by a path trick', async () => {
    const w = await world();
    const cvName = (await w.repo.findItem(w.ids.job))?.cvFile as string;
    for (const id of [
      `../../${w.ids.job}`,
      `..%2F${w.ids.job}`,
      `%2e%2e%2f%2e%2e%2f${cvName}`,
      `${w.ids.job}%2F..%2F..%2F${cvName}`,
      `${w.ids.job}%00`,
      `..%5C${cvName}`,
      `${w.ids.job.toUpperCase()}`,
    ]) {
      const res = await w.get(`/api/staff/inbox/${id}/cv`);
      expect(res.statusCode, id).toBe(404);
      expect(res.rawPayload.includes(FILES.pdf), id).toBe(false);
    }
    // The admin socket's route is not an http route of the api either.
    expect((await w.get(`/cv/${cvName}`)).statusCode).toBe(404);
    expect((await w.get(`/api/staff/cv/${cvName}`)).statusCode).toBe(404);
  });
});

describe('the inbox list', () => {
  it('lists every kind newest first with the sender and a one-line summary, and counts new items per kind', async () => {
    const w = await world();
    const reply = await w.list();
    expect(reply.items.map((item) => item.kind)).toEqual(['enquiry', 'job', 'partner', 'help', 'newsletter']);
    expect(reply.total).toBe(5);
    expect(reply.newCounts).toEqual({ newsletter: 1, help: 1, partner: 1, job: 1, enquiry: 1 });
    expect(reply.items[0]).toEqual({
      id: w.ids.enquiry,
      kind: 'enquiry',
      reference: w.refs.enquiry,
      receivedAt: '2026-03-01T15:00:00.000Z',
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: expect.stringContaining('98765'),
      status: 'new',
      summary: 'Billboards (size: Large) × 2 @ ₹1,500; Radio spot × 1 @ ₹500 (sub total ₹3,500)',
      spam: false,
      erasedAt: null,
    });
    expect(reply.items.find((item) => item.kind === 'job')).toMatchObject({
      name: 'Ravi Kumar',
      phone: '9876543210',
      summary: 'Application: copywriter',
    });
    expect(reply.items.find((item) => item.kind === 'partner')).toMatchObject({ name: 'Meera Shah' });
    for (const item of reply.items) expect(item.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('filters by kind, status, dates and a search on name, email or phone', async () => {
    const w = await world();
    const kinds = async (query: string) => (await w.list(query)).items.map((item) => item.kind);
    expect(await kinds('?kind=job')).toEqual(['job']);
    await w.setStatus(w.ids.help, { status: 'answered', note: 'Called back' });
    expect(await kinds('?status=answered')).toEqual(['help']);
    expect(await kinds('?status=new&kind=help')).toEqual([]);
    expect((await w.list('?status=new')).newCounts.help).toBe(0);
    expect(await kinds('?from=2026-03-01&to=2026-03-01')).toHaveLength(5);
    expect(await kinds('?from=2026-03-02')).toEqual([]);
    expect(await kinds('?to=2026-02-28')).toEqual([]);
    expect(await kinds('?q=meera')).toEqual(['partner']);
    expect(await kinds('?q=RAVI%40example')).toEqual(['job', 'help']);
    expect(await kinds(`?q=${encodeURIComponent('+91 98765-43211')}`)).toEqual(['partner']);
    expect(await kinds('?q=%25')).toEqual([]); // a LIKE wildcard is just a character
    expect(await kinds('?q=asha&kind=enquiry')).toEqual(['enquiry']);
  });

  it('pages the list and refuses a bad query with 400', async () => {
    const w = await world();
    const second = await w.list('?page=2');
    expect(second).toMatchObject({ items: [], total: 5, page: 2, pageSize: 50 });
    for (const query of [
      '?kind=accounts',
      '?status=done',
      '?from=2026-02-30',
      '?page=0',
      '?page=x',
      `?q=${'a'.repeat(101)}`,
    ]) {
      const res = await w.get(`${STAFF_ENDPOINTS.inbox.path}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json(res).error, query).toEqual(expect.any(String));
    }
  });
});

describe('an item', () => {
  it('shows every field, the enquiry lines and sub total, and a status history', async () => {
    const w = await world();
    const res = await w.get(staffPath('item', w.ids.enquiry));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { item } = json(res) as unknown as InboxItemReply;
    expect(item).toMatchObject({
      id: w.ids.enquiry,
      kind: 'enquiry',
      reference: w.refs.enquiry,
      status: 'new',
      cv: null,
      history: [],
    });
    expect(item.fields).toMatchObject({ company: 'Rao Textiles', subtotal: 3500, lines: enquiryForm().lines });

    const changed = await w.setStatus(w.ids.enquiry, { status: 'in-progress', note: 'Checking dates' });
    expect(changed.statusCode).toBe(200);
    w.advance(HOUR);
    await w.setStatus(w.ids.enquiry, { status: 'answered', note: 'Quoted' });
    const after = (json(await w.get(staffPath('item', w.ids.enquiry))) as unknown as InboxItemReply).item;
    expect(after.status).toBe('answered');
    expect(after.history).toEqual([
      {
        status: 'in-progress',
        note: 'Checking dates',
        by: { name: 'Asha Rao', email: 'asha2@example.in' },
        at: '2026-03-01T15:00:00.000Z',
      },
      {
        status: 'answered',
        note: 'Quoted',
        by: { name: 'Asha Rao', email: 'asha2@example.in' },
        at: '2026-03-01T16:00:00.000Z',
      },
    ]);
  });

  it('names the CV without saying where it is stored', async () => {
    const w = await world();
    const res = await w.get(staffPath('item', w.ids.job));
    const { item } = json(res) as unknown as InboxItemReply;
    expect(item.cv).toEqual({ name: 'Ravi <CV>; final (2).pdf', type: 'pdf', size: FILES.pdf.length });
    const cvName = (await w.repo.findItem(w.ids.job))?.cvFile as string;
    expect(res.body).not.toContain(cvName.split('.')[0]);
  });

  it('refuses a status that is not one of the four, or a note too long: 400, nothing recorded', async () => {
    const w = await world();
    for (const payload of [
      { status: 'deleted' },
      { status: 'closed', note: 'x'.repeat(2001) },
      { note: 'no status' },
    ]) {
      const res = await w.setStatus(w.ids.help, payload);
      expect(res.statusCode).toBe(400);
    }
    const text = await w.app.inject({
      method: 'POST',
      url: staffPath('status', w.ids.help),
      headers: { ...w.auth(w.tokens.staff), 'content-type': 'text/plain' },
      payload: 'status=closed',
    });
    expect(text.statusCode).toBe(415);
    expect(await w.repo.itemHistory(w.ids.help)).toEqual([]);
  });

  it('sends markup back as data inside JSON, never as a page', async () => {
    const w = await world();
    const res = await w.get(staffPath('item', w.ids.help));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect((json(res) as unknown as InboxItemReply).item.fields.message).toBe(SCRIPT);
    expect((await w.list('?kind=help')).items[0]?.summary).toContain('<script>');
  });
});

describe('the CV download', () => {
  it('serves the bytes to staff as an attachment with a safe name and the stored type, and records the view', async () => {
    const w = await world();
    w.advance(HOUR);
    const res = await w.get(staffPath('cv', w.ids.job));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(FILES.pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${w.refs.job}-Ravi_CV_final_2.pdf"`);
    const audit = json(await w.get(STAFF_ENDPOINTS.audit.path, w.tokens.admin)) as {
      entries: { action: string; by: unknown; item: unknown; at: string }[];
    };
    expect(audit.entries[0]).toMatchObject({
      action: 'cv-view',
      by: { name: 'Asha Rao', email: 'asha2@example.in' },
      item: { id: w.ids.job, kind: 'job', reference: w.refs.job },
      at: '2026-03-01T16:00:00.000Z',
    });
  });

  it('safeFileName keeps letters, digits, - and _ and the stored extension', () => {
    expect(safeFileName('JOB-ABC234-../../x".pdf', 'pdf')).toBe('JOB-ABC234-_x.pdf');
    expect(safeFileName('"\r\nSet-Cookie: a=b', 'doc')).toBe('Set-Cookie_a_b.doc');
    expect(safeFileName('...', 'docx')).toBe('file.docx');
  });
});

describe('the audit', () => {
  it('records who did what and when: status changes, CV views and role changes', async () => {
    const w = await world();
    await w.setStatus(w.ids.help, { status: 'closed', note: 'Spam' });
    await w.get(staffPath('cv', w.ids.job));
    await w.setRole({ email: 'asha1@example.in', role: 'staff' });
    const { entries, total } = json(await w.get(STAFF_ENDPOINTS.audit.path, w.tokens.admin)) as {
      entries: Record<string, unknown>[];
      total: number;
    };
    expect(total).toBe(5);
    expect(entries.map((e) => [e.action, (e.by as { email?: string } | null)?.email ?? null])).toEqual([
      ['role', 'asha3@example.in'],
      ['cv-view', 'asha2@example.in'],
      ['status', 'asha2@example.in'],
      ['role', null], // `pnpm staff add --admin` (the server)
      ['role', null],
    ]);
    expect(entries[0]).toMatchObject({ account: { email: 'asha1@example.in' }, role: 'staff' });
    expect(entries[2]).toMatchObject({ status: 'closed', note: 'Spam', item: { id: w.ids.help } });
  });
});

describe('the CSV of the current filter', () => {
  it('for one kind, is the export’s CSV (same columns, same formula guard)', async () => {
    const w = await world();
    for (const kind of ['partner', 'help', 'job', 'enquiry'] as const) {
      const res = await w.get(`${STAFF_ENDPOINTS.inboxCsv.path}?kind=${kind}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="inbox-${kind}-2026-03-01.csv"`);
      expect(res.body).toBe((await exportCsv(w.repo, kind)).csv);
    }
    expect((await w.get(`${STAFF_ENDPOINTS.inboxCsv.path}?kind=partner`)).body).toContain(
      `"'=HYPERLINK(""http://evil.example"")"`,
    );
  });

  it('for several kinds, has the list’s columns, newest first', async () => {
    const w = await world();
    const res = await w.get(`${STAFF_ENDPOINTS.inboxCsv.path}?q=ravi`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('Kind,Reference,Received,Name,Email,Phone,Status,Summary');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(['job', 'help']);
    expect((await w.get(STAFF_ENDPOINTS.inboxCsv.path)).body.split('\r\n')).toHaveLength(7); // header, 5 rows, the final CRLF
  });

  it('for several kinds, guards formulas in every cell (data stored under older rules too)', async () => {
    async function* rows() {
      yield {
        id: 'a'.repeat(32),
        reference: 'HLP-AAAAAA',
        status: 'new' as const,
        kind: 'help' as const,
        receivedAt: '2026-03-01T10:00:00.000Z',
        data: { firstName: '=cmd', lastName: '|calc', email: '@x', contact: '+1 555', query: 'Other', message: 'hi' },
        cvFile: null,
        spam: false,
        erasedAt: null,
        newsletter: null,
      };
    }
    let csv = '';
    for await (const line of inboxCsvLines(undefined, rows())) csv += line;
    expect(csv.split('\r\n')[1]).toBe("help,HLP-AAAAAA,2026-03-01T10:00:00.000Z,'=cmd |calc,'@x,'+1 555,new,Other: hi");
  });
});
