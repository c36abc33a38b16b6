// No DOM here, as in the service worker that sends the outbox too.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase } from './db';
import {
  keepSubmission,
  latestFor,
  markAnnounced,
  onOutboxNews,
  readOutbox,
  sendWaiting,
  syncOutbox,
  unannounced,
  type KeepInput,
  type OutboxNews,
} from './outbox';

const API = 'http://api.test';
const help = (key: string, firstName = 'Asha'): KeepInput => ({
  key,
  endpoint: 'help',
  url: `${API}/api/help`,
  body: {
    firstName,
    lastName: 'Rao',
    contact: '9876543210',
    email: 'asha@example.in',
    query: 'Technology',
    message: 'Please call me back.',
  },
});

interface Seen {
  url: string;
  key: string | undefined;
  body: unknown;
}

/** A fetch answering each request with `answer(index, request)`, recording what it was sent. */
function api(answer: (seen: Seen, index: number) => Response | Error | Promise<Response | Error>) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = init.body;
    const call: Seen = {
      url: String(input),
      key: (init.headers as Record<string, string>)['Idempotency-Key'],
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    seen.push(call);
    const reply = await answer(call, seen.length - 1);
    if (reply instanceof Error) throw reply;
    return reply;
  }) as typeof fetch;
  return { seen, fetchImpl };
}
const json = (body: unknown, status = 201) => new Response(JSON.stringify(body), { status });
const stored = (reference: string) => json({ success: `Thanks! Your reference is ${reference}.`, reference });
const offline = () => new TypeError('Failed to fetch');

beforeEach(async () => {
  await closeDatabase();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeDatabase());

describe('the form outbox', () => {
  it('keeps a form with its key, endpoint, url and fields, waiting', async () => {
    const before = Date.now();
    await keepSubmission(help('key-0000000000000001'));
    const [entry] = await readOutbox();
    expect(entry).toMatchObject({
      ...help('key-0000000000000001'),
      multipart: false,
      state: 'waiting',
      announced: false,
      shownInForm: false,
    });
    expect(entry!.createdAt).toBeGreaterThanOrEqual(before);
  });

  it('sends it once with its idempotency key, and keeps the reply', async () => {
    await keepSubmission(help('key-0000000000000001'));
    const { seen, fetchImpl } = api(() => stored('HLP-1'));
    const settled = await sendWaiting(fetchImpl);
    expect(seen).toEqual([{ url: `${API}/api/help`, key: 'key-0000000000000001', body: help('').body }]);
    expect(settled).toMatchObject([{ key: 'key-0000000000000001', state: 'sent', reply: { reference: 'HLP-1' } }]);
    const [entry] = await readOutbox();
    expect(entry).toMatchObject({ state: 'sent', reply: { reference: 'HLP-1' }, body: {} });
    expect(await sendWaiting(fetchImpl)).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('sends a form kept signed in with its bearer, and forgets it once sent; no listener hears it', async () => {
    await keepSubmission({ ...help('key-0000000000000002'), token: 'a-session-token' });
    const headers: (string | undefined)[] = [];
    const heard: OutboxNews[] = [];
    const stop = onOutboxNews((news) => heard.push(news));
    try {
      await sendWaiting((async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        headers.push((init.headers as Record<string, string>).Authorization);
        return stored('HLP-2');
      }) as typeof fetch);
      await expect.poll(() => heard).toMatchObject([{ key: 'key-0000000000000002', state: 'sent' }]);
      expect(heard[0]).not.toHaveProperty('token');
    } finally {
      stop();
    }
    expect(headers).toEqual(['Bearer a-session-token']);
    const [entry] = await readOutbox();
    expect(entry).toMatchObject({ state: 'sent' });
    expect(entry?.token).toBeUndefined();
  });

  it('sends in the order the forms were kept', async () => {
    for (const name of ['Asha', 'Kiran', 'Meera']) await keepSubmission(help(`key-${name}-00000000000`, name));
    const { seen, fetchImpl } = api((_seen, i) => stored(`HLP-${i}`));
    await sendWaiting(fetchImpl);
    expect(seen.map((s) => (s.body as { firstName: string }).firstName)).toEqual(['Asha', 'Kiran', 'Meera']);
  });

  it('stops the round when the api cannot be reached, and leaves the rest waiting', async () => {
    await keepSubmission(help('key-a-0000000000000'));
    await keepSubmission(help('key-b-0000000000000'));
    const { seen, fetchImpl } = api(offline);
    expect(await sendWaiting(fetchImpl)).toEqual([]);
    expect(seen).toHaveLength(1);
    expect((await readOutbox()).map((e) => e.state)).toEqual(['waiting', 'waiting']);
  });

  it('leaves an entry the api answered with a 5xx waiting, and goes on with the next', async () => {
    await keepSubmission(help('key-a-0000000000000'));
    await keepSubmission(help('key-b-0000000000000'));
    const { seen, fetchImpl } = api((_s, i) => (i === 0 ? json({ error: 'Busy' }, 503) : stored('HLP-2')));
    await sendWaiting(fetchImpl);
    expect(seen).toHaveLength(2);
    expect((await readOutbox()).map((e) => e.state)).toEqual(['waiting', 'sent']);
    // The next round sends only what still waits, under its own key.
    const again = api(() => stored('HLP-1'));
    await sendWaiting(again.fetchImpl);
    expect(again.seen.map((s) => s.key)).toEqual(['key-a-0000000000000']);
  });

  it('marks an entry the api refused (4xx) refused, with its error and field messages', async () => {
    await keepSubmission(help('key-a-0000000000000'));
    const { fetchImpl } = api(() => json({ error: 'Check the form', fields: { email: 'Enter an email' } }, 400));
    const settled = await sendWaiting(fetchImpl);
    expect(settled).toMatchObject([
      { state: 'refused', error: { status: 400, error: 'Check the form', fields: { email: 'Enter an email' } } },
    ]);
    // What was typed stays, for the form to offer again.
    expect((await readOutbox())[0]).toMatchObject({ state: 'refused', body: help('').body });
  });

  it('keeps a CV byte for byte and sends it as multipart', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x00, 0xff, 0x0a]);
    const cv = new File([bytes], 'asha-cv.pdf', { type: 'application/pdf' });
    await keepSubmission({
      key: 'key-job-00000000000',
      endpoint: 'job',
      url: `${API}/api/job-applications`,
      // With the honeypot (`website`), as the form had it: the api judges what was kept as it was sent.
      body: {
        position: 'copywriter',
        firstName: 'Asha',
        email: 'asha@example.in',
        cv,
        website: 'https://spam.example',
      },
      multipart: true,
    });
    const kept = (await readOutbox())[0]!.body.cv as Blob;
    expect(new Uint8Array(await kept.arrayBuffer())).toEqual(bytes);
    const { seen, fetchImpl } = api(() => stored('JOB-1'));
    await sendWaiting(fetchImpl);
    const form = seen[0]!.body as FormData;
    expect(form.get('firstName')).toBe('Asha');
    expect(form.get('website')).toBe('https://spam.example');
    expect(new Uint8Array(await (form.get('cv') as Blob).arrayBuffer())).toEqual(bytes);
  });

  it('keeping the same key again changes nothing once it was sent', async () => {
    await keepSubmission(help('key-a-0000000000000'));
    await sendWaiting(api(() => stored('HLP-1')).fetchImpl);
    await keepSubmission(help('key-a-0000000000000'));
    expect(await readOutbox()).toMatchObject([{ state: 'sent', reply: { reference: 'HLP-1' } }]);
  });

  it('never sends an entry twice when two rounds start together', async () => {
    await keepSubmission(help('key-a-0000000000000'));
    await keepSubmission(help('key-b-0000000000000'));
    const { seen, fetchImpl } = api(async (_s, i) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return stored(`HLP-${i}`);
    });
    const [first, second] = await Promise.all([sendWaiting(fetchImpl), sendWaiting(fetchImpl)]);
    expect(seen.map((s) => s.key)).toEqual(['key-a-0000000000000', 'key-b-0000000000000']);
    expect(first).toHaveLength(2);
    expect(second).toEqual([]);
  });

  it('tells every listener what was sent, and the visitor once', async () => {
    const heard: OutboxNews[] = [];
    const stop = onOutboxNews((news) => heard.push(news));
    try {
      await keepSubmission(help('key-a-0000000000000'));
      await sendWaiting(api(() => stored('HLP-1')).fetchImpl);
      await expect.poll(() => heard).toMatchObject([{ key: 'key-a-0000000000000', state: 'sent', endpoint: 'help' }]);
      expect(heard[0]).not.toHaveProperty('body');
    } finally {
      stop();
    }
    expect(await unannounced()).toMatchObject([{ key: 'key-a-0000000000000', reply: { reference: 'HLP-1' } }]);
    await markAnnounced('key-a-0000000000000');
    expect(await unannounced()).toEqual([]);
  });

  it('makes the worker’s sync fail while something still waits, so the browser tries again', async () => {
    await keepSubmission(help('key-a-0000000000000'));
    await expect(syncOutbox(api(offline).fetchImpl)).rejects.toThrow('1 form(s) still waiting');
    expect(await syncOutbox(api(() => stored('HLP-1')).fetchImpl)).toMatchObject([{ state: 'sent' }]);
  });

  it('gives a form its newest entry', async () => {
    await keepSubmission(help('key-a-0000000000000', 'Asha'));
    await keepSubmission(help('key-b-0000000000000', 'Kiran'));
    expect((await latestFor('help'))?.key).toBe('key-b-0000000000000');
    expect(await latestFor('partner')).toBeUndefined();
  });

  it('reads stored junk as nothing, and fails to keep where there is no IndexedDB', async () => {
    await keepSubmission(help('key-a-0000000000000'));
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('storefront', 1);
      open.onsuccess = () => resolve(open.result);
    });
    await new Promise((resolve) => {
      const tx = db.transaction('outbox', 'readwrite');
      tx.objectStore('outbox').put({ key: 'junk', state: 'lost' });
      tx.oncomplete = resolve;
    });
    db.close();
    expect((await readOutbox()).map((e) => e.key)).toEqual(['key-a-0000000000000']);

    await closeDatabase();
    const saved = globalThis.indexedDB;
    // @ts-expect-error a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      await expect(keepSubmission(help('key-b-0000000000000'))).rejects.toThrow();
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});
