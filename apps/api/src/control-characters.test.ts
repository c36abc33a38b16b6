// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ENDPOINTS, STAFF_ENDPOINTS, staffPath, validateForm } from '@storefront/types/forms';
import type { Repository } from './db/repository';
import {
  FILES,
  enquiryForm,
  helpForm,
  jobFields,
  json,
  makeApp,
  openTestRepository,
  partnerForm,
  signupForm,
  START,
  jobApplication,
} from './testing';

/**
 * Every text field of every form, with each kind of hostile character put in the middle of a
 * valid value. The rule (packages/types, hasControlCharacters): control characters and lone
 * surrogates are refused with a 400 naming the field; tab and new lines are text in a
 * multi-line field; a password takes anything. Whatever is accepted is stored exactly and the
 * api never answers 500, on either engine.
 */
const CONTROL: [string, string][] = [
  ['NUL', '\u0000'],
  ['SOH', '\u0001'],
  ['bell', '\u0007'],
  ['backspace', '\b'],
  ['vertical tab', '\v'],
  ['form feed', '\f'],
  ['escape', '\u001b'],
  ['DEL', '\u007f'],
  ['C1 next line', '\u0085'],
  ['C1 CSI', '\u009b'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', '\udfff'],
];
const LINES: [string, string][] = [
  ['tab', '\t'],
  ['line feed', '\n'],
  ['carriage return', '\r'],
  ['CR LF', '\r\n'],
];
/** Storable characters that look odd: the field's own rule decides (a name takes none of them). */
const ODD_TEXT: [string, string][] = [
  ['U+FFFF', '\uffff'],
  ['right-to-left override', '\u202e'],
  ['line separator', '\u2028'],
  ['zero-width joiner', '\u200d'],
  ['emoji', '😀'],
];

const insert = (value: string, ch: string) =>
  value.slice(0, Math.ceil(value.length / 2)) + ch + value.slice(Math.ceil(value.length / 2));

type Body = Record<string, unknown>;
interface Field {
  form: string;
  field: string;
  multiline?: true;
  /** Passwords take any character. */
  anything?: true;
  /** Sent as UTF-8 bytes (multipart, a query string): a lone surrogate arrives as U+FFFD. */
  bytes?: true;
  /** The body with `ch` put into this field. */
  body: (ch: string, n: number) => Body;
  /** The request for a body. */
  request: (body: Body) => InjectOptions;
  /** What the schema checks (as the browser's form does). */
  schema: Parameters<typeof validateForm>[0];
  /** What was stored for an accepted request (null: nothing is stored, e.g. a log-in). */
  stored: (res: { body: string }, body: Body) => Promise<unknown>;
  /** What must have been stored: the checked value of the field. */
  expected: (data: Body) => unknown;
}

let app: FastifyInstance;
let repo: Repository;
let adminToken = '';
let itemId = '';

const post = (url: string) => (payload: Body) => ({ method: 'POST', url, payload }) as InjectOptions;
const reference = (res: { body: string }) => String(json(res).reference);
async function submission(kind: 'help' | 'partner' | 'enquiry' | 'job' | 'newsletter', res: { body: string }) {
  const found = (await repo.listSubmissions(kind)).find((s) => s.reference === reference(res));
  return found?.data;
}
const at = (path: (string | number)[]) => (data: Body) =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], data);

function formFields(): Field[] {
  const fields: Field[] = [];
  const jsonFields = (
    form: string,
    url: string,
    schema: Field['schema'],
    base: (n: number) => Body,
    names: string[],
    stored: Field['stored'],
    extra: Partial<Record<string, Partial<Field>>> = {},
  ) => {
    for (const field of names) {
      fields.push({
        form,
        field,
        body: (ch, n) => {
          const b = base(n);
          return { ...b, [field]: insert(String(b[field]), ch) };
        },
        request: post(url),
        schema,
        stored,
        expected: at([field]),
        ...extra[field],
      });
    }
  };
  jsonFields(
    'signup',
    ENDPOINTS.signup.path,
    ENDPOINTS.signup.request,
    (n) => signupForm(1000 + n),
    ['name', 'email', 'password', 'contactNo', 'cityName'],
    async (_res, body) => {
      const user = await repo.findUserByEmail(String(body.email).trim());
      return user && { name: user.name, email: user.email, contactNo: user.mobile, cityName: user.city };
    },
    { password: { anything: true, stored: async () => null } },
  );
  for (const field of ['email', 'password']) {
    fields.push({
      form: 'login',
      field,
      anything: field === 'password' ? true : undefined,
      body: (ch) => {
        const b: Body = { email: 'asha1@example.in', password: 'correct horse battery' };
        return { ...b, [field]: insert(String(b[field]), ch) };
      },
      request: post(ENDPOINTS.login.path),
      schema: ENDPOINTS.login.request,
      stored: async () => null,
      expected: () => null,
    });
  }
  // Forgot password: the same identifier; nothing is stored for an address with no account.
  fields.push({
    form: 'forgot',
    field: 'email',
    body: (ch) => ({ email: insert('asha1@example.in', ch) }),
    request: post(ENDPOINTS.forgot.path),
    schema: ENDPOINTS.forgot.request,
    stored: async () => null,
    expected: () => null,
  });
  jsonFields(
    'newsletter',
    ENDPOINTS.newsletter.path,
    ENDPOINTS.newsletter.request,
    (n) => ({ email: `reader${n}@example.in` }),
    ['email'],
    (res) => submission('newsletter', res),
  );
  jsonFields(
    'help',
    ENDPOINTS.help.path,
    ENDPOINTS.help.request,
    helpForm,
    ['firstName', 'lastName', 'contact', 'email', 'message'],
    (res) => submission('help', res),
    {
      message: { multiline: true },
    },
  );
  jsonFields(
    'partner',
    ENDPOINTS.partner.path,
    ENDPOINTS.partner.request,
    () => ({ ...partnerForm(), message: 'We run three shops in Pune.' }),
    ['fullName', 'email', 'phone', 'message'],
    (res) => submission('partner', res),
    { message: { multiline: true } },
  );
  jsonFields(
    'enquiry',
    ENDPOINTS.enquiry.path,
    ENDPOINTS.enquiry.request,
    () => ({ ...enquiryForm(), message: 'Can we start in May?' }),
    ['name', 'email', 'phone', 'company', 'message'],
    (res) => submission('enquiry', res),
    { message: { multiline: true } },
  );
  const line = (name: string, change: (line: Body, ch: string) => Body, expected: Field['expected']) =>
    fields.push({
      form: 'enquiry',
      field: name,
      body: (ch) => {
        const form = enquiryForm();
        const [first, ...rest] = form.lines;
        return { ...form, lines: [change(first as Body, ch), ...rest] };
      },
      request: post(ENDPOINTS.enquiry.path),
      schema: ENDPOINTS.enquiry.request,
      stored: (res) => submission('enquiry', res),
      expected,
    });
  line('lines[0].id', (l, ch) => ({ ...l, id: insert(String(l.id), ch) }), at(['lines', 0, 'id']));
  line('lines[0].name', (l, ch) => ({ ...l, name: insert(String(l.name), ch) }), at(['lines', 0, 'name']));
  line(
    'lines[0].options value',
    (l, ch) => ({ ...l, options: { size: insert('Large', ch) } }),
    at(['lines', 0, 'options']),
  );
  line(
    'lines[0].options key',
    (l, ch) => ({ ...l, options: { [insert('size', ch)]: 'Large' } }),
    at(['lines', 0, 'options']),
  );

  for (const field of ['position', 'firstName', 'lastName', 'contactNumber', 'email']) {
    fields.push({
      form: 'job',
      field,
      bytes: true,
      body: (ch) => {
        const b: Body = jobFields();
        return { ...b, [field]: insert(String(b[field]), ch) };
      },
      request: (body) => {
        const { payload, headers } = jobApplication(body as Record<string, string>);
        return { method: 'POST', url: ENDPOINTS.job.path, payload, headers };
      },
      schema: ENDPOINTS.job.request,
      stored: (res) => submission('job', res),
      expected: at([field]),
    });
  }

  fields.push({
    form: 'staff status',
    field: 'note',
    multiline: true,
    body: (ch) => ({ status: 'in-progress', note: insert('Called back, will send a quote.', ch) }),
    request: (body) => ({
      method: 'POST',
      url: staffPath('status', itemId),
      payload: body,
      headers: { authorization: `Bearer ${adminToken}` },
    }),
    schema: STAFF_ENDPOINTS.status.request,
    stored: async () => (await repo.itemHistory(itemId)).at(-1)?.note,
    expected: (data) => data.note,
  });
  fields.push({
    form: 'staff roles',
    field: 'email',
    body: (ch) => ({ email: insert('nobody@example.in', ch), role: 'staff' }),
    request: (body) => ({
      method: 'POST',
      url: STAFF_ENDPOINTS.setRole.path,
      payload: body,
      headers: { authorization: `Bearer ${adminToken}` },
    }),
    schema: STAFF_ENDPOINTS.setRole.request,
    stored: async () => null,
    expected: () => null,
  });
  fields.push({
    form: 'staff inbox',
    field: 'q',
    bytes: true,
    body: (ch) => ({ q: insert('Ravi', ch) }),
    request: (body) => ({
      method: 'GET',
      url: `${STAFF_ENDPOINTS.inbox.path}?q=${[...Buffer.from(String(body.q))].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`,
      headers: { authorization: `Bearer ${adminToken}` },
    }),
    schema: STAFF_ENDPOINTS.inbox.query,
    stored: async () => null,
    expected: () => null,
  });
  return fields;
}

beforeAll(async () => {
  const made = await makeApp({ loginThrottle: { maxFailures: 1_000_000, windowMs: 60_000 }, forgotFloorMs: 0 });
  app = made.app;
  repo = await openTestRepository(made.dir);
  await app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(1) });
  await repo.setRole('asha1@example.in', 'admin', null, START);
  adminToken = String(
    json(
      await app.inject({
        method: 'POST',
        url: ENDPOINTS.login.path,
        payload: { email: 'asha1@example.in', password: 'correct horse battery' },
      }),
    ).token,
  );
  await app.inject({ method: 'POST', url: ENDPOINTS.help.path, payload: helpForm() });
  const inbox = await app.inject({
    method: 'GET',
    url: STAFF_ENDPOINTS.inbox.path,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  itemId = String((json(inbox).items as { id: string }[])[0]?.id);
});
afterAll(async () => {
  await app.close();
  await repo.close();
});

let n = 0;
describe('control characters in text fields', () => {
  it.each(formFields().map((f) => [`${f.form}: ${f.field}`, f] as const))('%s', async (_label, field) => {
    const problems: string[] = [];
    for (const [label, ch] of [...CONTROL, ...LINES, ...ODD_TEXT]) {
      const body = field.body(ch, ++n);
      const res = await app.inject(field.request(body));
      const what = `${label}: ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (res.statusCode >= 500) {
        problems.push(`${what} (a server error)`);
        continue;
      }
      const arrived = field.bytes ? Buffer.from(ch).toString() : ch;
      const isControl =
        CONTROL.some(([, c]) => c === arrived) || (!field.multiline && LINES.some(([, c]) => c === arrived));
      const mustRefuse = isControl && !field.anything;
      // What the browser's form decides with the same schema, on the text as it arrives.
      const sent = field.bytes
        ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Buffer.from(String(v)).toString()]))
        : body;
      const verdict = validateForm(
        field.schema,
        field.form === 'job'
          ? { ...sent, cv: { name: 'cv.pdf', type: 'application/pdf', size: FILES.pdf.length } }
          : sent,
      );
      const key = field.field.split(/[[.]/)[0] as string;
      if (mustRefuse && !field.bytes && verdict.ok) problems.push(`${label}: the shared schema lets it through`);
      if (!verdict.ok) {
        if (res.statusCode !== 400 || !(json(res).fields as Record<string, string> | undefined)?.[key])
          problems.push(`${what} (the form refuses it in ${key}; the api must too)`);
        else if (mustRefuse && !/control characters/.test(String((json(res).fields as Record<string, string>)[key])))
          problems.push(`${what} (not the control-character message)`);
        continue;
      }
      if (res.statusCode === 400) {
        problems.push(`${what} (the form accepts it; the api refused it)`);
        continue;
      }
      const stored = await field.stored(res, body);
      if (stored !== null && stored !== undefined) {
        const expected = field.expected(verdict.data as Body);
        const actual =
          field.form === 'signup' || field.form === 'staff status'
            ? field.form === 'signup'
              ? (stored as Body)[key]
              : stored
            : field.expected(stored as Body);
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          problems.push(`${label}: stored ${JSON.stringify(actual)}, sent ${JSON.stringify(expected)}`);
      } else if (!['login', 'forgot'].includes(field.form) && !field.form.startsWith('staff') && !field.anything) {
        problems.push(`${what} (accepted but not stored)`);
      }
    }
    expect(problems).toEqual([]);
  });
});
