// @vitest-environment node
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CV_MAX_BYTES, ENDPOINTS } from '@storefront/types/forms';
import {
  FILES,
  appsClosedAfterEach,
  enquiryForm,
  helpForm,
  jobFields,
  json,
  multipart,
  partnerForm,
  openTestRepository,
  type FilePart,
} from '../../testing';
import { CONFIRM_BY_MAIL } from './index';

const setup = appsClosedAfterEach();

describe('JSON forms', () => {
  it.each([
    ['help', ENDPOINTS.help.path, helpForm(), /^HLP-[2-9A-HJKMNP-Z]{6}$/],
    ['partner', ENDPOINTS.partner.path, partnerForm(), /^PRT-[2-9A-HJKMNP-Z]{6}$/],
    ['enquiry', ENDPOINTS.enquiry.path, enquiryForm(), /^ENQ-[2-9A-HJKMNP-Z]{6}$/],
    ['newsletter', ENDPOINTS.newsletter.path, { email: 'asha@example.in' }, /^NWS-[2-9A-HJKMNP-Z]{6}$/],
  ])('%s: 201 with a success sentence and a reference', async (_kind, url, payload, reference) => {
    const { app } = await setup();
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body.reference).toMatch(reference);
    expect(typeof body.success).toBe('string');
  });

  it('stores the validated, trimmed form', async () => {
    const { app, dir } = await setup();
    await app.inject({
      method: 'POST',
      url: ENDPOINTS.help.path,
      payload: { ...helpForm(), firstName: '  Ravi ', contact: '+91 98765-43210' },
    });
    await app.close();
    const repo = await openTestRepository(dir);
    const [row] = await repo.listSubmissions('help');
    await repo.close();
    expect(row?.data).toMatchObject({ firstName: 'Ravi', contact: '9876543210', query: 'Technology' });
  });

  it('keeps hostile text as plain text and never echoes it as HTML', async () => {
    const { app, dir } = await setup();
    const message = '<script>alert(1)</script> and <img src=x onerror=alert(1)>';
    const res = await app.inject({ method: 'POST', url: ENDPOINTS.help.path, payload: { ...helpForm(), message } });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('<script>');
    await app.close();
    const repo = await openTestRepository(dir);
    expect((await repo.listSubmissions('help'))[0]?.data.message).toBe(message);
    await repo.close();
  });

  it('newsletter: a repeat email (any case) is a 200 success with the same reference and no new row (confirming: routes/newsletter)', async () => {
    const { app, dir } = await setup();
    const first = await app.inject({
      method: 'POST',
      url: ENDPOINTS.newsletter.path,
      payload: { email: 'asha@example.in' },
    });
    const again = await app.inject({
      method: 'POST',
      url: ENDPOINTS.newsletter.path,
      payload: { email: 'ASHA@example.in' },
    });
    expect(again.statusCode).toBe(200);
    expect(json(again).success).toBe(CONFIRM_BY_MAIL);
    expect(json(again).reference).toBe(json(first).reference);
    await app.close();
    const repo = await openTestRepository(dir);
    expect(await repo.countSubmissions('newsletter')).toBe(1);
    await repo.close();
  });

  it('a consenting signup joins the newsletter; a non-consenting one does not', async () => {
    const { app, dir } = await setup();
    await app.inject({
      method: 'POST',
      url: ENDPOINTS.signup.path,
      payload: {
        name: 'A B',
        email: 'a@example.in',
        password: 'password1',
        contactNo: '9876500001',
        cityName: 'Pune',
        check: true,
      },
    });
    await app.inject({
      method: 'POST',
      url: ENDPOINTS.signup.path,
      payload: { name: 'C D', email: 'c@example.in', password: 'password1', contactNo: '9876500002', cityName: 'Pune' },
    });
    await app.close();
    const repo = await openTestRepository(dir);
    const rows = await repo.listSubmissions('newsletter');
    const users = await repo.listUsers();
    await repo.close();
    expect(rows.map((r) => r.data)).toEqual([{ email: 'a@example.in', source: 'signup' }]);
    expect(users.map((u) => [u.newsletterConsent, u.consentAt])).toEqual([
      [true, '2026-03-01T10:00:00.000Z'],
      [false, null],
    ]);
  });

  it('stores 200 concurrent submissions, each with its own reference', async () => {
    const { app, dir } = await setup({ rateLimits: {} });
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: ENDPOINTS.enquiry.path,
          payload: enquiryForm(),
          remoteAddress: `10.1.${Math.floor(i / 250)}.${i % 250}`,
        }),
      ),
    );
    expect(replies.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(replies.map((r) => json(r).reference)).size).toBe(200);
    await app.close();
    const repo = await openTestRepository(dir);
    expect(await repo.countSubmissions('enquiry')).toBe(200);
    await repo.close();
  });

  it('limits every address to 60 form posts a minute', async () => {
    const { app } = await setup({ rateLimits: {} });
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      codes.push(
        (
          await app.inject({
            method: 'POST',
            url: ENDPOINTS.newsletter.path,
            payload: { email: `n${i}@example.in` },
            remoteAddress: '198.51.100.1',
          })
        ).statusCode,
      );
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(60);
    expect(codes[60]).toBe(429);
  });
});

describe('job applications', () => {
  const cv = (part: Partial<FilePart> = {}): FilePart => ({
    name: 'ravi-cv.pdf',
    type: 'application/pdf',
    content: FILES.pdf,
    ...part,
  });
  async function apply(app: FastifyInstance, fields: Record<string, string>, files: FilePart[]) {
    const { payload, headers } = multipart(fields, files);
    return app.inject({ method: 'POST', url: ENDPOINTS.job.path, payload, headers });
  }

  it.each([
    ['PDF', cv(), 'pdf'],
    ['DOC', cv({ name: 'cv.doc', type: 'application/msword', content: FILES.doc }), 'doc'],
    ['DOCX', cv({ name: 'CV Final (2).docx', type: 'application/octet-stream', content: FILES.docx }), 'docx'],
  ])('accepts a %s, stores it under a random name with its real extension', async (_label, file, ext) => {
    const { app, dir } = await setup();
    const res = await apply(app, jobFields(), [file]);
    expect(res.statusCode).toBe(201);
    expect(json(res).reference).toMatch(/^JOB-/);
    await app.close();
    const repo = await openTestRepository(dir);
    const [row] = await repo.listSubmissions('job');
    expect(row?.cvFile).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
    const stored = await repo.openCv(row?.cvFile ?? '');
    const bytes: Buffer[] = [];
    for await (const chunk of stored?.chunks ?? []) bytes.push(chunk);
    await repo.close();
    expect(Buffer.concat(bytes)).toEqual(file.content);
    expect(row?.data).toMatchObject({ firstName: 'Ravi', cv: { originalName: file.name, kind: ext } });
    // Nothing is left in the folder the upload streamed through.
    expect(await fs.readdir(path.join(dir, 'incoming')).catch(() => [])).toEqual([]);
  });

  it.each([
    ['a .pdf that is really text', [cv({ content: FILES.text })], 415, /does not look like a real PDF/],
    [
      'a PNG renamed .docx',
      [cv({ name: 'cv.docx', type: 'application/octet-stream', content: FILES.png })],
      415,
      /does not look like a real PDF/,
    ],
    [
      'a spreadsheet renamed .docx',
      [
        cv({
          name: 'cv.docx',
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          content: FILES.xlsx,
        }),
      ],
      415,
      /does not look like a real PDF/,
    ],
    [
      'an image file name',
      [cv({ name: 'me.png', type: 'image/png', content: FILES.png })],
      400,
      /must be a PDF, DOC or DOCX/,
    ],
    [
      'a file of 5 MB + 1 byte',
      [cv({ content: Buffer.concat([FILES.pdf, Buffer.alloc(CV_MAX_BYTES + 1 - FILES.pdf.length)]) })],
      413,
      /larger than 5 MB/,
    ],
    ['an empty file', [cv({ content: Buffer.alloc(0) })], 400, /empty/],
    ['no file', [], 400, /Attach your CV/],
    ['two files', [cv(), cv({ name: 'other.pdf' })], 400, /one CV only/],
    ['a file in another field', [cv({ field: 'photo' })], 400, /"cv" field/],
  ])('refuses %s', async (_label, files, status, message) => {
    const { app, dir } = await setup();
    const res = await apply(app, jobFields(), files);
    expect(res.statusCode).toBe(status);
    expect(json(res).error).toMatch(message);
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
    const uploads = await fs.readdir(path.join(dir, 'incoming')).catch(() => []);
    expect(uploads).toEqual([]);
    await app.close();
    const repo = await openTestRepository(dir);
    expect(await repo.countSubmissions('job')).toBe(0);
    await repo.close();
  });

  it('accepts exactly 5 MB', async () => {
    const { app } = await setup();
    const content = Buffer.concat([FILES.pdf, Buffer.alloc(CV_MAX_BYTES - FILES.pdf.length)]);
    expect((await apply(app, jobFields(), [cv({ content })])).statusCode).toBe(201);
  });

  it('checks the text fields with the shared schema', async () => {
    const { app } = await setup();
    const res = await apply(app, { ...jobFields(), email: 'not-an-email', contactNumber: '12345' }, [cv()]);
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toMatchObject({ email: expect.any(String), contactNumber: expect.any(String) });
  });

  it('refuses JSON, a repeated field, and a too-long field', async () => {
    const { app } = await setup();
    const asJson = await app.inject({ method: 'POST', url: ENDPOINTS.job.path, payload: jobFields() });
    expect(asJson.statusCode).toBe(415);
    const { payload, headers } = multipart(jobFields(), [cv()]);
    const twice = Buffer.concat([
      Buffer.from(
        `------storefront-test-boundary\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.in\r\n`,
      ),
      payload,
    ]);
    const res = await app.inject({ method: 'POST', url: ENDPOINTS.job.path, payload: twice, headers });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe('A form field was sent twice.');
    const long = await apply(app, { ...jobFields(), position: 'x'.repeat(5000) }, [cv()]);
    expect(long.statusCode).toBe(413);
  });

  it('refuses a broken multipart body with a 400, not a 500', async () => {
    const { app } = await setup();
    const res = await app.inject({
      method: 'POST',
      url: ENDPOINTS.job.path,
      payload:
        '------storefront-test-boundary\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then it stops',
      headers: { 'content-type': 'multipart/form-data; boundary=----storefront-test-boundary' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof json(res).error).toBe('string');
  });
});
