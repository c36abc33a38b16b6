// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, FORM_LABELS } from '@storefront/types/forms';
import { FOREIGN_ORIGIN } from './browser-post';
import {
  SITE,
  helpForm,
  jobFields,
  json,
  openTestRepository,
  partnerForm,
  jobApplication,
  appsClosedAfterEach,
} from '../../testing';

// A public form sent by the browser itself (no script yet, or none): urlencoded or multipart, with
// the browser's Accept and Origin. Stored as the JSON path stores it; answered with an HTML page.

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const browser = { accept: BROWSER_ACCEPT, origin: SITE, referer: `${SITE}/` };
const urlencoded = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { ...browser, 'content-type': 'application/x-www-form-urlencoded' },
});

const setup = appsClosedAfterEach();

/** POSTs a body (as `urlencoded` or `multipart` give it) to url, with `headers` over its own. */
function post(
  app: FastifyInstance,
  url: string,
  body: { payload: string | Buffer; headers: Record<string, string> },
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
}

async function stored(app: FastifyInstance, dir: string, kind: 'help' | 'partner' | 'newsletter' | 'job') {
  await app.close();
  const repo = await openTestRepository(dir);
  try {
    return await repo.listSubmissions(kind);
  } finally {
    await repo.close();
  }
}

describe('a public form posted by the browser itself', () => {
  it.each([
    ['help', helpForm(), /^HLP-[2-9A-HJKMNP-Z]{6}$/],
    ['partner', partnerForm(), /^PRT-[2-9A-HJKMNP-Z]{6}$/],
    ['newsletter', { email: 'asha@example.in' }, /^NWS-[2-9A-HJKMNP-Z]{6}$/],
  ] as const)(
    '%s, urlencoded: stored once, answered with a page carrying the reference',
    async (kind, fields, pattern) => {
      const { app, dir } = await setup();
      const res = await app.inject({ method: 'POST', url: ENDPOINTS[kind].path, ...urlencoded(fields) });
      expect(res.statusCode).toBe(201);
      expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'sha256-/);
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toMatch(/<title>Thank you/);
      const reference = /class="reference">([^<]+)</.exec(res.body)?.[1];
      expect(reference).toMatch(pattern);
      // The way back is the form's page on the site; the page is in the site's design tokens.
      expect(res.body).toContain(`href="${SITE}${kind === 'help' ? '/help' : kind === 'partner' ? '/join-us' : '/'}"`);
      expect(res.body).toContain('--sf-');
      const rows = await stored(app, dir, kind);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.reference).toBe(reference);
    },
  );

  it('stores a urlencoded help query exactly as the JSON one (checked and tidied)', async () => {
    const { app, dir } = await setup();
    await post(
      app,
      ENDPOINTS.help.path,
      urlencoded({ ...helpForm(), firstName: '  Ravi ', contact: '+91 98765-43210' }),
    );
    const [row] = await stored(app, dir, 'help');
    expect(row?.data).toMatchObject({ firstName: 'Ravi', contact: '9876543210', query: 'Technology' });
  });

  it('job, multipart with the CV: stored once, a page with the reference', async () => {
    const { app, dir } = await setup();
    const body = jobApplication();
    const res = await post(app, ENDPOINTS.job.path, body, browser);
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const reference = /class="reference">([^<]+)</.exec(res.body)?.[1];
    expect(reference).toMatch(/^JOB-/);
    expect(res.body).toContain(`href="${SITE}/careers"`);
    const rows = await stored(app, dir, 'job');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.reference).toBe(reference);
  });

  it('a wrong field: 400, the form again with the message, every label and what was typed (escaped), focus on the messages', async () => {
    const { app, dir } = await setup();
    const typed = '<script>alert("x")</script> & more';
    const res = await post(
      app,
      ENDPOINTS.help.path,
      urlencoded({ ...helpForm(), email: 'not-an-email', message: typed }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Enter an email address like name@example.com');
    expect(res.body).toContain('value="not-an-email"');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</textarea>');
    expect(res.body).not.toContain('<script>');
    for (const label of Object.values(FORM_LABELS.help)) expect(res.body).toContain(`>${label}</label>`);
    expect(res.body).toMatch(/role="alert" tabindex="-1" autofocus/);
    expect(res.body).toContain('aria-invalid="true" aria-describedby="field-email-error"');
    expect(res.body).toContain('<option value="Technology" selected>');
    expect(res.body).toContain(`action="${ENDPOINTS.help.path}"`);
    expect(await stored(app, dir, 'help')).toHaveLength(0);
  });

  it('a job application with a wrong field comes back as a multipart form to attach the CV again', async () => {
    const { app } = await setup();
    const body = jobApplication({ ...jobFields(), firstName: 'R2D2' });
    const res = await post(app, ENDPOINTS.job.path, body, browser);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('value="R2D2"');
    expect(res.body).toContain('enctype="multipart/form-data"');
    expect(res.body).toContain('type="file" name="cv"');
  });

  it('refuses a post from a foreign Origin before reading it: 403, nothing stored', async () => {
    const { app, dir } = await setup();
    const form = urlencoded(helpForm());
    const res = await post(app, ENDPOINTS.help.path, form, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(FOREIGN_ORIGIN);
    const job = jobApplication();
    const refused = await post(app, ENDPOINTS.job.path, job, { origin: 'null' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toBe(FOREIGN_ORIGIN);
    expect(await stored(app, dir, 'help')).toHaveLength(0);
  });

  it("takes the form sent again from the api's own page (its Origin is the api's)", async () => {
    const { app, dir } = await setup();
    const form = urlencoded(helpForm());
    const res = await post(app, ENDPOINTS.help.path, form, {
      host: 'api.example.in',
      origin: 'http://api.example.in',
      referer: 'http://api.example.in/api/help',
    });
    expect(res.statusCode).toBe(201);
    // The way back is never the api's page: the form's page on the site.
    expect(res.body).toContain(`href="${SITE}/help"`);
    expect(await stored(app, dir, 'help')).toHaveLength(1);
  });

  it('links back to an allowed Referer page; never to a foreign one', async () => {
    const { app } = await setup();
    const own = urlencoded({ email: 'a@example.in' });
    const res = await post(app, ENDPOINTS.newsletter.path, own, { referer: `${SITE}/careers` });
    expect(res.body).toContain(`href="${SITE}/careers"`);
    const { origin: _none, ...headers } = urlencoded({ email: 'b@example.in' }).headers;
    const res2 = await app.inject({
      method: 'POST',
      url: ENDPOINTS.newsletter.path,
      payload: new URLSearchParams({ email: 'b@example.in' }).toString(),
      headers: { ...headers, referer: 'https://evil.example/x' },
    });
    expect(res2.statusCode).toBe(201);
    expect(res2.body).not.toContain('evil.example');
    expect(res2.body).toContain(`href="${SITE}/"`);
  });

  it('answers JSON to a urlencoded post that asks for JSON; the JSON path is unchanged', async () => {
    const { app } = await setup();
    const form = urlencoded(helpForm());
    const res = await post(app, ENDPOINTS.help.path, form, { accept: 'application/json' });
    expect(res.statusCode).toBe(201);
    expect(json(res).reference).toMatch(/^HLP-/);
    const viaJson = await app.inject({
      method: 'POST',
      url: ENDPOINTS.help.path,
      payload: helpForm(),
      headers: { origin: SITE, accept: 'application/json' },
    });
    expect(viaJson.statusCode).toBe(201);
    expect(viaJson.headers['content-type']).toMatch(/^application\/json/);
    const wrong = await app.inject({
      method: 'POST',
      url: ENDPOINTS.help.path,
      payload: { ...helpForm(), email: 'x' },
      headers: { accept: 'application/json' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).fields).toMatchObject({ email: expect.any(String) });
  });

  it.each([
    ['broken escapes', 'firstName=%E0%A4%A&lastName=%%%&contact=%ZZ'],
    ['a repeated field', 'email=a%40example.in&email=b%40example.in'],
    ['a poisoned name', '__proto__=x&email=a%40example.in'],
    ['no fields at all', ''],
    ['binary junk', '\u0000\u0001\uFFFF=\uD800'],
  ])('never a 500 for a malformed urlencoded body (%s)', async (_case, payload) => {
    const { app } = await setup();
    for (const url of [ENDPOINTS.help.path, ENDPOINTS.newsletter.path, ENDPOINTS.partner.path]) {
      const res = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...browser, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('never a 500 for a malformed multipart body', async () => {
    const { app } = await setup();
    for (const payload of [
      '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nRavi',
      'garbage',
      '--x--\r\n',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: ENDPOINTS.job.path,
        payload,
        headers: { ...browser, 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('auth, staff and the enquiry stay JSON only', async () => {
    const { app } = await setup();
    for (const url of [ENDPOINTS.login.path, ENDPOINTS.signup.path, ENDPOINTS.enquiry.path, '/api/staff/roles']) {
      const res = await app.inject({ method: 'POST', url, ...urlencoded({ email: 'a@example.in', password: 'x' }) });
      expect([401, 415]).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
