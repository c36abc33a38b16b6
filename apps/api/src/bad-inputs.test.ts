// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ENDPOINTS } from '@storefront/types/forms';
import { FILES, enquiryForm, helpForm, jobFields, json, makeApp, multipart, partnerForm, signupForm } from './testing';

const JSON_TYPE = { 'content-type': 'application/json' };
const raw = (url: string, payload: string, headers: Record<string, string> = JSON_TYPE): InjectOptions => ({
  method: 'POST',
  url,
  payload,
  headers,
});
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
const job = (fields: Record<string, string>, withCv = true) => {
  const { payload, headers } = multipart(
    fields,
    withCv ? [{ name: 'cv.pdf', type: 'application/pdf', content: FILES.pdf }] : [],
  );
  return { method: 'POST', url: ENDPOINTS.job.path, payload, headers } as InjectOptions;
};

/** Every one of these must be refused with a 4xx and a sentence, never a 500 or a stack. */
const BAD: [string, InjectOptions, number][] = [
  ['malformed JSON', raw(ENDPOINTS.signup.path, '{"name": "Asha",'), 400],
  ['JSON with a trailing comma', raw(ENDPOINTS.help.path, '{"a":1,}'), 400],
  ['an empty JSON body', raw(ENDPOINTS.newsletter.path, ''), 400],
  ['a null body', raw(ENDPOINTS.newsletter.path, 'null'), 400],
  ['an array body', raw(ENDPOINTS.login.path, '[1,2,3]'), 400],
  ['a number body', raw(ENDPOINTS.partner.path, '42'), 400],
  ['a string body', raw(ENDPOINTS.enquiry.path, '"hello"'), 400],
  ['a __proto__ key', raw(ENDPOINTS.signup.path, '{"__proto__":{"admin":true},"name":"x"}'), 400],
  ['a nested __proto__ key', raw(ENDPOINTS.enquiry.path, '{"lines":[{"__proto__":{"x":1}}]}'), 400],
  ['a constructor.prototype key', raw(ENDPOINTS.help.path, '{"constructor":{"prototype":{"x":1}}}'), 400],
  ['text/plain', raw(ENDPOINTS.newsletter.path, 'email=a@b.in', { 'content-type': 'text/plain' }), 415],
  [
    'form-urlencoded',
    raw(ENDPOINTS.login.path, 'email=a@b.in&password=x', { 'content-type': 'application/x-www-form-urlencoded' }),
    415,
  ],
  ['no content type', { method: 'POST', url: ENDPOINTS.signup.path }, 415],
  ['XML', raw(ENDPOINTS.help.path, '<help/>', { 'content-type': 'application/xml' }), 415],
  ['multipart to a JSON form', { ...job(jobFields()), url: ENDPOINTS.newsletter.path }, 415],
  ['a body over the JSON limit', raw(ENDPOINTS.help.path, JSON.stringify({ message: 'x'.repeat(70_000) })), 413],
  ['signup with a missing email', post(ENDPOINTS.signup.path, { ...signupForm(), email: undefined }), 400],
  ['signup with a numeric name', post(ENDPOINTS.signup.path, { ...signupForm(), name: 12345 }), 400],
  ['signup with an object password', post(ENDPOINTS.signup.path, { ...signupForm(), password: { $gt: '' } }), 400],
  [
    'signup with a 129-character password',
    post(ENDPOINTS.signup.path, { ...signupForm(), password: 'p'.repeat(129) }),
    400,
  ],
  [
    'signup with a name of 101 characters',
    post(ENDPOINTS.signup.path, { ...signupForm(), name: 'a'.repeat(101) }),
    400,
  ],
  ['signup with a landline', post(ENDPOINTS.signup.path, { ...signupForm(), contactNo: '022 2345 6789' }), 400],
  ['signup with check as a string', post(ENDPOINTS.signup.path, { ...signupForm(), check: 'yes' }), 400],
  [
    'signup with a script tag for a name',
    post(ENDPOINTS.signup.path, { ...signupForm(), name: '<script>alert(1)</script>' }),
    400,
  ],
  ['login with no password', post(ENDPOINTS.login.path, { email: 'a@example.in' }), 400],
  ['login with an array for email', post(ENDPOINTS.login.path, { email: ['a@example.in'], password: 'x' }), 400],
  ['login with a 300-character identifier', post(ENDPOINTS.login.path, { email: 'a'.repeat(300), password: 'x' }), 400],
  ['newsletter with a bad email', post(ENDPOINTS.newsletter.path, { email: 'asha@' }), 400],
  ['newsletter with a markup email', post(ENDPOINTS.newsletter.path, { email: '"><svg onload=alert(1)>@x.in' }), 400],
  ['help with an unknown topic', post(ENDPOINTS.help.path, { ...helpForm(), query: 'Refunds' }), 400],
  ['help with a short message', post(ENDPOINTS.help.path, { ...helpForm(), message: 'hi' }), 400],
  ['help with a 2001-character message', post(ENDPOINTS.help.path, { ...helpForm(), message: 'm'.repeat(2001) }), 400],
  ['partner with an unknown type', post(ENDPOINTS.partner.path, { ...partnerForm(), partnerType: 'admin' }), 400],
  ['partner with a null phone', post(ENDPOINTS.partner.path, { ...partnerForm(), phone: null }), 400],
  ['enquiry with an empty cart', post(ENDPOINTS.enquiry.path, { ...enquiryForm(), lines: [], subtotal: 0 }), 400],
  ['enquiry with a wrong subtotal', post(ENDPOINTS.enquiry.path, { ...enquiryForm(), subtotal: 1 }), 400],
  [
    'enquiry with a negative price',
    post(ENDPOINTS.enquiry.path, {
      ...enquiryForm(),
      lines: [{ id: 'a', name: 'A', price: -5, quantity: 1 }],
      subtotal: -5,
    }),
    400,
  ],
  [
    'enquiry with a fractional quantity',
    post(ENDPOINTS.enquiry.path, {
      ...enquiryForm(),
      lines: [{ id: 'a', name: 'A', price: 5, quantity: 1.5 }],
      subtotal: 7.5,
    }),
    400,
  ],
  ['enquiry with lines as an object', post(ENDPOINTS.enquiry.path, { ...enquiryForm(), lines: { 0: 'x' } }), 400],
  [
    'enquiry with 101 lines',
    post(ENDPOINTS.enquiry.path, {
      ...enquiryForm(),
      lines: Array.from({ length: 101 }, () => ({ id: 'a', name: 'A', price: 1, quantity: 1 })),
      subtotal: 101,
    }),
    400,
  ],
  ['a job application with a missing name', job({ ...jobFields(), firstName: '' }), 400],
  ['a job application with no fields at all', job({}, false), 400],
  ['a job application sent as JSON', post(ENDPOINTS.job.path, jobFields()), 415],
  ['a multipart body with no boundary', raw(ENDPOINTS.job.path, 'x', { 'content-type': 'multipart/form-data' }), 400],
  ['a GET to a POST route', { method: 'GET', url: ENDPOINTS.signup.path }, 405],
  ['a PUT to a POST route', { method: 'PUT', url: ENDPOINTS.help.path, payload: {} }, 405],
  ['a DELETE to /me', { method: 'DELETE', url: ENDPOINTS.me.path }, 405],
  ['an unknown api route', { method: 'GET', url: '/api/admin' }, 404],
  ['an unknown route with a script in it', { method: 'GET', url: '/<script>alert(1)</script>' }, 404],
  ['a path outside the api', { method: 'GET', url: '/../../etc/passwd' }, 404],
  ['the uploads folder', { method: 'GET', url: '/uploads/x.pdf' }, 404],
];

describe('bad input', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await makeApp()).app;
  });
  afterAll(() => app.close());

  it('covers at least 30 cases', () => expect(BAD.length).toBeGreaterThanOrEqual(30));

  it.each(BAD)('%s → %i with a sentence', async (_label, request, status) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = json(res);
    expect(typeof body.error).toBe('string');
    expect(String(body.error).length).toBeGreaterThan(5);
    expect(Object.keys(body).every((k) => k === 'error' || k === 'fields')).toBe(true);
    expect(res.body).not.toMatch(/stack|node_modules|\.ts:\d|at [\w.]+ \(/);
    expect(res.body).not.toContain('<script>');
  });
});

describe('a wrong method', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await makeApp()).app;
  });
  afterAll(() => app.close());

  // The 405 table comes from the routes registered, so every endpoint of the table is in it: each
  // path with every method the table gives it (the newsletter's leave takes GET and POST).
  const paths = new Map<string, string[]>();
  for (const { path, method } of Object.values(ENDPOINTS)) paths.set(path, [...(paths.get(path) ?? []), method].sort());
  it.each([...paths].map(([path, methods]) => ({ path, allow: methods.join(', ') })))(
    'at $path names $allow',
    async ({ path, allow }) => {
      const res = await app.inject({ method: allow === 'GET' ? 'POST' : allow === 'POST' ? 'GET' : 'PUT', url: path });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(json(res)).toEqual({ error: `Use ${allow} for ${path}.` });
    },
  );

  it('answers 405 at every other known address too: staff routes, with an id or not, health and readiness', async () => {
    for (const [method, url, allow] of [
      ['PUT', '/api/staff/audit', 'GET'],
      ['DELETE', '/api/staff/inbox/0123456789abcdef0123456789abcdef', 'GET'],
      ['GET', '/api/staff/inbox/0123456789abcdef0123456789abcdef/status', 'POST'],
      ['PATCH', '/api/staff/roles', 'GET, POST'],
      ['POST', '/api/health', 'GET'],
      ['PUT', '/api/ready', 'GET'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(json(res)).toEqual({ error: `Use ${allow} for ${url}.` });
    }
    expect((await app.inject({ method: 'PUT', url: '/api/staff/nothing' })).statusCode).toBe(404);
  });
});
