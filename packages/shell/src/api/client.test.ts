import { describe, expect, it } from 'vitest';
import { attachmentName, callApi } from './client';
import { FAILED_MESSAGE, UNEXPECTED_MESSAGE, UNREACHABLE_MESSAGE } from './messages';
import { ENDPOINT_ROUTES } from '@storefront/types';

const answer =
  (body: string | null, status = 200): typeof fetch =>
  async () =>
    new Response(body, { status });
const call = (fetchImpl: typeof fetch, body: unknown = { email: 'a@b.in' }, timeoutMs?: number) =>
  callApi(
    'http://api.test',
    '/api/newsletter',
    { body, accept: ENDPOINT_ROUTES.newsletter.accept, timeoutMs },
    fetchImpl,
  );

describe('callApi', () => {
  it('gives the data of a 2xx reply with what the caller needs', async () => {
    const result = await call(answer(JSON.stringify({ success: 'Subscribed', reference: 'NL-1' }), 201));
    expect(result).toEqual({ ok: true, status: 201, data: { success: 'Subscribed', reference: 'NL-1' } });
  });

  it('sends JSON with the bearer token, and FormData as it is', async () => {
    const seen: RequestInit[] = [];
    const spy: typeof fetch = async (_url, init) => {
      seen.push(init ?? {});
      return new Response('{}');
    };
    await callApi(
      'http://api.test',
      '/api/auth/logout',
      { body: {}, token: 'abc.def', accept: (_data): _data is object => true },
      spy,
    );
    const form = new FormData();
    form.append('email', 'a@b.in');
    await call(spy, form);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      body: '{}',
      headers: { Authorization: 'Bearer abc.def', 'Content-Type': 'application/json' },
    });
    expect(seen[1]?.body).toBe(form);
    // The browser sets the multipart boundary itself.
    expect(seen[1]?.headers).not.toHaveProperty('Content-Type');
  });

  it('passes on the server’s error and field messages', async () => {
    const result = await call(
      answer(JSON.stringify({ error: 'Check the form', fields: { email: 'Enter an email', bad: 3 } }), 400),
    );
    expect(result).toEqual({
      ok: false,
      kind: 'rejected',
      status: 400,
      error: 'Check the form',
      fields: { email: 'Enter an email' },
    });
  });

  it('reads a non-JSON or empty error reply without crashing', async () => {
    expect(await call(answer('<html>Bad gateway</html>', 502))).toEqual({
      ok: false,
      kind: 'rejected',
      status: 502,
      error: FAILED_MESSAGE,
    });
    expect(await call(answer(null, 500))).toEqual({ ok: false, kind: 'rejected', status: 500, error: FAILED_MESSAGE });
  });

  it('calls a 2xx reply without the expected fields unexpected, with its error text if any', async () => {
    expect(await call(answer(JSON.stringify({ error: 'Try later' })))).toEqual({
      ok: false,
      kind: 'unexpected',
      status: 200,
      error: 'Try later',
    });
    expect(await call(answer('not json'))).toEqual({
      ok: false,
      kind: 'unexpected',
      status: 200,
      error: UNEXPECTED_MESSAGE,
    });
  });

  it('counts a network failure and a timeout as the server not reached', async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await call(refused)).toEqual({ ok: false, kind: 'network', error: UNREACHABLE_MESSAGE });
    const slow: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    expect(await call(slow, {}, 20)).toEqual({ ok: false, kind: 'network', error: UNREACHABLE_MESSAGE });
  });

  it('gives a download as a File named by its Content-Disposition, and an error reply as usual', async () => {
    const isFile = (data: unknown): data is Blob => data instanceof Blob;
    const pdf: typeof fetch = async () =>
      new Response('%PDF-1.4', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="JOB-1-cv.pdf"' },
      });
    const result = await callApi('http://api.test', '/api/staff/inbox/x/cv', { download: true, accept: isFile }, pdf);
    expect(result.ok).toBe(true);
    const file = result.ok ? (result.data as File) : null;
    expect(file?.name).toBe('JOB-1-cv.pdf');
    expect(file?.type).toBe('application/pdf');
    expect(await file?.text()).toBe('%PDF-1.4');
    const denied = await callApi(
      'http://api.test',
      '/api/staff/inbox/x/cv',
      { download: true, accept: isFile },
      answer(JSON.stringify({ error: 'No' }), 403),
    );
    expect(denied).toEqual({ ok: false, kind: 'rejected', status: 403, error: 'No' });
  });
});

describe('attachmentName', () => {
  it.each([
    ['attachment; filename="inbox-all-2026-11-23.csv"', 'inbox-all-2026-11-23.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ["attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", 'résumé.pdf'],
    [null, 'download'],
    ['inline', 'download'],
  ])('%s -> %s', (header, name) => {
    expect(attachmentName(header)).toBe(name);
  });
});
