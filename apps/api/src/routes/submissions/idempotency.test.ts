// @vitest-environment node
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SubmissionKind } from '@storefront/types';
import { ENDPOINTS, IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MESSAGE } from '@storefront/types/forms';
import {
  SITE,
  enquiryForm,
  helpForm,
  jobFields,
  json,
  openTestRepository,
  openTestSql,
  partnerForm,
  corsPreflight,
  jobApplication,
  appsClosedAfterEach,
} from '../../testing';
import { KEY_TWICE, REPLAYED_HEADER } from './idempotency';
import { CONFIRM_BY_MAIL } from './index';

// A form sent twice with one Idempotency-Key (a retry after the answer was lost, a double tap, a
// form kept offline and sent again) is stored once and answered as the first was.

const setup = appsClosedAfterEach();
const key = () => crypto.randomUUID();

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const browser = { accept: BROWSER_ACCEPT, origin: SITE, referer: `${SITE}/` };
const referenceOnPage = (html: string) => /class="reference">([^<]+)</.exec(html)?.[1];

function send(app: FastifyInstance, url: string, payload: object, idempotencyKey?: string, remoteAddress?: string) {
  const headers = idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: idempotencyKey };
  return app.inject({ method: 'POST', url, payload, headers, remoteAddress });
}

function apply(app: FastifyInstance, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = jobApplication(fields);
  return app.inject({
    method: 'POST',
    url: ENDPOINTS.job.path,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** The stored rows of a kind, with the key each was stored under; and the CVs stored. */
async function rowsOf(app: FastifyInstance, dir: string, kind: SubmissionKind) {
  await app.close();
  const sql = await openTestSql(dir);
  try {
    const { rows } = await sql.query<{ reference: string; idempotency_key: string | null; data: unknown }>(
      'SELECT reference, idempotency_key, data FROM submissions WHERE kind = $1 ORDER BY id',
      [kind],
    );
    const cvs = await sql.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM cv_files');
    return { rows, cvs: Number(cvs.rows[0]?.n) };
  } finally {
    await sql.close();
  }
}

describe('a form sent again with the same Idempotency-Key', () => {
  it.each([
    ['help', ENDPOINTS.help.path, helpForm()],
    ['partner', ENDPOINTS.partner.path, partnerForm()],
    ['enquiry', ENDPOINTS.enquiry.path, enquiryForm()],
    ['newsletter', ENDPOINTS.newsletter.path, { email: 'asha@example.in' }],
  ] as const)(
    '%s: one row; the repeat gets the first answer again (201, reference, sentence)',
    async (kind, url, form) => {
      const { app, dir } = await setup();
      const k = key();
      const first = await send(app, url, form, k);
      const again = await send(app, url, form, k);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(json(again)).toEqual(json(first));
      expect(first.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
      expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
      const { rows } = await rowsOf(app, dir, kind);
      expect(rows.map((r) => [r.reference, r.idempotency_key])).toEqual([[json(first).reference, k]]);
    },
  );

  it("answers a repeat from the first form's row, whatever the repeat carries", async () => {
    const { app, dir } = await setup();
    const k = key();
    const first = await send(app, ENDPOINTS.help.path, { ...helpForm(), firstName: 'Ravi' }, k);
    const again = await send(app, ENDPOINTS.help.path, { ...helpForm(), firstName: 'Meera' }, k);
    expect(json(again).success).toBe(
      `Thanks, Ravi! We have your query and will reply soon. Your reference is ${String(json(first).reference)}.`,
    );
    expect((await rowsOf(app, dir, 'help')).rows).toHaveLength(1);
  });

  it('ten at the same moment: one row, every answer names it', async () => {
    const { app, dir } = await setup({ rateLimits: {} });
    const k = key();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(app, ENDPOINTS.enquiry.path, enquiryForm(), k, `10.2.0.${i}`)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(replies.map((r) => json(r).reference)).size).toBe(1);
    expect(new Set(replies.map((r) => json(r).success)).size).toBe(1);
    expect(replies.filter((r) => r.headers[REPLAYED_HEADER.toLowerCase()] === 'true')).toHaveLength(9);
    const { rows } = await rowsOf(app, dir, 'enquiry');
    expect(rows).toHaveLength(1);
  });

  it('different keys, or none, are different forms', async () => {
    const { app, dir } = await setup();
    const a = await send(app, ENDPOINTS.help.path, helpForm(), key());
    const b = await send(app, ENDPOINTS.help.path, helpForm(), key());
    const c = await send(app, ENDPOINTS.help.path, helpForm());
    expect(new Set([a, b, c].map((r) => json(r).reference)).size).toBe(3);
    expect((await rowsOf(app, dir, 'help')).rows).toHaveLength(3);
  });

  it('one key on two forms: a row for each (a key is per form)', async () => {
    const { app, dir } = await setup();
    const k = key();
    expect((await send(app, ENDPOINTS.help.path, helpForm(), k)).statusCode).toBe(201);
    expect((await send(app, ENDPOINTS.partner.path, partnerForm(), k)).statusCode).toBe(201);
    await app.close();
    const sql = await openTestSql(dir);
    const { rows } = await sql.query('SELECT kind FROM submissions WHERE idempotency_key = $1 ORDER BY kind', [k]);
    await sql.close();
    expect(rows.map((r) => r.kind)).toEqual(['help', 'partner']);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'x'.repeat(129)],
    ['a character outside [A-Za-z0-9_-]', 'abcdefgh.ijklmnop'],
    ['empty', ''],
  ])('a malformed key (%s): 400 with the message, nothing stored', async (_label, bad) => {
    const { app, dir } = await setup();
    const res = await send(app, ENDPOINTS.help.path, helpForm(), bad);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: IDEMPOTENCY_KEY_MESSAGE });
    const job = await apply(app, jobFields(), { [IDEMPOTENCY_HEADER]: bad });
    expect(job.statusCode).toBe(400);
    expect(json(job)).toEqual({ error: IDEMPOTENCY_KEY_MESSAGE });
    expect(await fs.readdir(path.join(dir, 'incoming')).catch(() => [])).toEqual([]);
    expect((await rowsOf(app, dir, 'help')).rows).toHaveLength(0);
  });

  it('newsletter: the key and the one-row-per-mailbox rule together', async () => {
    const { app, dir } = await setup();
    const [k1, k2] = [key(), key()];
    const first = await send(app, ENDPOINTS.newsletter.path, { email: 'asha@example.in' }, k1);
    // Another key, the same mailbox: the same row, as without a key.
    const other = await send(app, ENDPOINTS.newsletter.path, { email: 'ASHA@example.in' }, k2);
    // The first key again: the first answer again.
    const again = await send(app, ENDPOINTS.newsletter.path, { email: 'asha@example.in' }, k1);
    expect(first.statusCode).toBe(201);
    expect(other.statusCode).toBe(200);
    expect(json(other).success).toBe(CONFIRM_BY_MAIL);
    expect(json(other).reference).toBe(json(first).reference);
    expect(again.statusCode).toBe(201);
    expect(json(again)).toEqual(json(first));
    const { rows } = await rowsOf(app, dir, 'newsletter');
    expect(rows.map((r) => r.idempotency_key)).toEqual([k1]);
  });
});

describe('the store', () => {
  it('a repeat that arrives while the first is still being stored waits for it, then answers with its row', async () => {
    const { app, dir } = await setup();
    await app.close();
    const k = key();
    const first = await openTestSql(dir);
    const repo = await openTestRepository(dir);
    try {
      let repeat: Promise<unknown> | undefined;
      await first.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO submissions (reference, public_id, kind, received_at, data, idempotency_key)
           VALUES ('HLP-FIRST2', 'first', 'help', '2026-03-01T10:00:00.000Z', '{"firstName":"Ravi"}', $1)`,
          [k],
        );
        // On PostgreSQL the repeat finds no row yet and its insert waits on the unique index (the
        // embedded engine runs one transaction at a time: it waits for this one to end).
        repeat = repo.addSubmission({
          kind: 'help',
          receivedAt: new Date(),
          data: { firstName: 'Meera' },
          idempotencyKey: k,
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(await repeat).toEqual({
        reference: 'HLP-FIRST2',
        created: false,
        replayed: true,
        data: { firstName: 'Ravi' },
      });
      expect(await repo.countSubmissions('help')).toBe(1);
    } finally {
      await repo.close();
      await first.close();
    }
  });
});

describe('a job application with its CV sent again with the same key', () => {
  it('one row, one stored CV, the first answer again; no upload left behind', async () => {
    const { app, dir } = await setup();
    const k = key();
    const first = await apply(app, jobFields(), { [IDEMPOTENCY_HEADER]: k });
    const again = await apply(app, { ...jobFields(), firstName: 'Meera' }, { [IDEMPOTENCY_HEADER]: k });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(json(again)).toEqual(json(first));
    expect(json(again).success).toMatch(/^Thanks, Ravi! We have your application and CV/);
    expect(await fs.readdir(path.join(dir, 'incoming')).catch(() => [])).toEqual([]);
    const { rows, cvs } = await rowsOf(app, dir, 'job');
    expect(rows).toHaveLength(1);
    expect(cvs).toBe(1);
  });

  it('five at the same moment: one row and one CV; the others’ uploads are discarded', async () => {
    const { app, dir } = await setup({ rateLimits: {} });
    const k = key();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => apply(app, jobFields(), { [IDEMPOTENCY_HEADER]: k })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(replies.map((r) => json(r).reference)).size).toBe(1);
    expect(await fs.readdir(path.join(dir, 'incoming')).catch(() => [])).toEqual([]);
    const { rows, cvs } = await rowsOf(app, dir, 'job');
    expect(rows).toHaveLength(1);
    expect(cvs).toBe(1);
  });
});

describe('the key as a hidden field of a browser’s own post', () => {
  const urlencoded = (fields: Record<string, string>) => ({
    payload: new URLSearchParams(fields).toString(),
    headers: { ...browser, 'content-type': 'application/x-www-form-urlencoded' },
  });

  it('help, urlencoded, twice: one row, the same page; the key is not stored as data', async () => {
    const { app, dir } = await setup();
    const form = urlencoded({ ...helpForm(), [IDEMPOTENCY_FIELD]: key() });
    const first = await app.inject({ method: 'POST', url: ENDPOINTS.help.path, ...form });
    const again = await app.inject({ method: 'POST', url: ENDPOINTS.help.path, ...form });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(referenceOnPage(again.body)).toBe(referenceOnPage(first.body));
    expect(again.body).toBe(first.body);
    const { rows } = await rowsOf(app, dir, 'help');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]?.data)).not.toContain(IDEMPOTENCY_FIELD);
  });

  it('job, multipart with the CV, twice: one row, one CV', async () => {
    const { app, dir } = await setup();
    const fields = { ...jobFields(), [IDEMPOTENCY_FIELD]: key() };
    const first = await apply(app, fields, browser);
    const again = await apply(app, fields, browser);
    expect(first.statusCode).toBe(201);
    expect(referenceOnPage(again.body)).toBe(referenceOnPage(first.body));
    const { rows, cvs } = await rowsOf(app, dir, 'job');
    expect(rows).toHaveLength(1);
    expect(cvs).toBe(1);
    expect(JSON.stringify(rows[0]?.data)).not.toContain(IDEMPOTENCY_FIELD);
  });

  it('an empty field is no key; a malformed one, or one unlike the header, is a 400', async () => {
    const { app, dir } = await setup();
    const empty = urlencoded({ ...helpForm(), [IDEMPOTENCY_FIELD]: '' });
    expect((await app.inject({ method: 'POST', url: ENDPOINTS.help.path, ...empty })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: ENDPOINTS.help.path, ...empty })).statusCode).toBe(201);
    const bad = urlencoded({ ...helpForm(), [IDEMPOTENCY_FIELD]: 'short' });
    const refused = await app.inject({ method: 'POST', url: ENDPOINTS.help.path, ...bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('The Idempotency-Key must be 16 to 128 letters');
    const both = urlencoded({ ...helpForm(), [IDEMPOTENCY_FIELD]: key() });
    const differ = await app.inject({
      method: 'POST',
      url: ENDPOINTS.help.path,
      payload: both.payload,
      headers: { ...both.headers, accept: 'application/json', [IDEMPOTENCY_HEADER]: key() },
    });
    expect(differ.statusCode).toBe(400);
    expect(json(differ)).toEqual({ error: KEY_TWICE });
    expect((await rowsOf(app, dir, 'help')).rows).toHaveLength(2);
  });

  it('the form shown again after a wrong field keeps the key, so sending it again stores it once', async () => {
    const { app, dir } = await setup();
    const k = key();
    const wrong = urlencoded({ ...helpForm(), email: 'not-an-email', [IDEMPOTENCY_FIELD]: k });
    const res = await app.inject({ method: 'POST', url: ENDPOINTS.help.path, ...wrong });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`<input type="hidden" name="${IDEMPOTENCY_FIELD}" value="${k}">`);
    const fixed = urlencoded({ ...helpForm(), [IDEMPOTENCY_FIELD]: k });
    await app.inject({ method: 'POST', url: ENDPOINTS.help.path, ...fixed });
    await app.inject({ method: 'POST', url: ENDPOINTS.help.path, ...fixed });
    expect((await rowsOf(app, dir, 'help')).rows).toHaveLength(1);
  });
});

describe('CORS', () => {
  it('the preflight of a form sent with the key allows the header, for 10 minutes', async () => {
    const { app } = await setup();
    const res = await corsPreflight(app, ENDPOINTS.help.path, 'content-type,idempotency-key');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(res.headers['access-control-allow-headers']).split(/,\s*/)).toContain('idempotency-key');
    expect(res.headers['access-control-max-age']).toBe('600');
  });
});
