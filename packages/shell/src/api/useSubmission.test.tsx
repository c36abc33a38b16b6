import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { NewsletterSignup } from '@storefront/types';
import { HELP_QUERY, stubApiFetch, type ApiCall, type ApiStub } from '../testing';
import { ApiProvider } from './ApiProvider';
import { useSubmission, type Submission } from './useSubmission';
import { UNREACHABLE_MESSAGE } from './messages';
import { closeDatabase } from '../outbox/db';
import { readOutbox, sendWaiting } from '../outbox/outbox';
import { keptMessage } from '../outbox/forForm';

function submission<N extends Parameters<typeof useSubmission>[0]>(
  name: N,
  stubs: Record<string, ApiStub>,
  calls: ApiCall[] = [],
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider origin="http://api.test" fetch={stubApiFetch(stubs, calls)}>
      {children}
    </ApiProvider>
  );
  return { calls, ...renderHook(() => useSubmission(name), { wrapper }) };
}

const query = HELP_QUERY;
const sent = { status: 201, body: { success: 'Thanks!', reference: 'HQ-1' } };

beforeEach(async () => {
  await closeDatabase();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeDatabase());

const keyOf = (call: ApiCall | undefined) => call?.headers['Idempotency-Key'];
const offline = new TypeError('Failed to fetch');

describe('useSubmission', () => {
  it('posts the body as JSON to its endpoint and keeps the reply', async () => {
    const { calls, result } = submission('help', { '/api/help': sent });
    await act(() => result.current.send(query));
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/api/help', body: query })]);
    expect(result.current).toMatchObject({ state: 'sent', reply: sent.body, failure: null });
  });

  it('sends a job application as multipart, the CV as the file itself', async () => {
    const { calls, result } = submission('job', { '/api/job-applications': sent });
    const cv = new File(['%PDF-1.7'], 'asha.pdf', { type: 'application/pdf' });
    const fields = {
      position: 'art-director',
      firstName: 'Asha',
      lastName: 'Rao',
      contactNumber: '9876543210',
      email: 'asha@example.in',
    };
    await act(() => result.current.send({ ...fields, cv }));
    const body = calls[0]?.body as FormData;
    expect(calls[0]?.path).toBe('/api/job-applications');
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'cv'))).toEqual(fields);
    expect((body.get('cv') as File).name).toBe('asha.pdf');
  });

  it('counts a reply without what the endpoint promises as a failure', async () => {
    const { result } = submission('newsletter', { '/api/newsletter': { body: { success: 'Subscribed' } } });
    const outcome = await act(() => result.current.send({ email: 'asha@example.in' }));
    expect(outcome.ok).toBe(false);
    expect(result.current.state).toBe('failed');
  });
});

describe('useSubmission: signed in', () => {
  afterEach(() => localStorage.clear());

  it('sends a stored form with the session’s bearer (My account lists it), and keeps it with it when offline', async () => {
    localStorage.setItem('token', 'a-session-token');
    const { calls, result } = submission('help', {});
    await act(() => result.current.send(query));
    expect(calls.find((call) => call.path === '/api/help')?.headers.Authorization).toBe('Bearer a-session-token');
    expect(await readOutbox()).toMatchObject([{ endpoint: 'help', token: 'a-session-token' }]);
  });

  it('sends log-in without one', async () => {
    localStorage.setItem('token', 'a-session-token');
    const { calls, result } = submission('login', {});
    await act(() => result.current.send({ email: 'asha@example.in', password: 'correct horse' }));
    // (The session checks the stored token on its own: /api/auth/me.)
    expect(calls.find((call) => call.path === '/api/auth/login')?.headers.Authorization).toBeUndefined();
  });
});

describe('useSubmission: keys and the outbox', () => {
  it('keeps a form the api cannot be reached for, under its key, and says so', async () => {
    const { calls, result } = submission('help', {});
    const outcome = await act(() => result.current.send(query));
    expect(outcome).toMatchObject({ ok: false, kind: 'network' });
    expect(result.current).toMatchObject({
      state: 'kept',
      reply: null,
      failure: {
        kind: 'network',
        error:
          'No connection: your query is saved on this phone and will be sent when the connection is back; you can keep browsing or close this page. We will show your reference once it is sent.',
      },
    });
    const key = keyOf(calls[0]);
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(await readOutbox()).toMatchObject([
      { key, endpoint: 'help', url: 'http://api.test/api/help', body: query, state: 'waiting' },
    ]);
  });

  it('sends the same form again under the same key, a changed one under a new key', async () => {
    let answer: ApiStub = { status: 503, body: { error: 'Busy' } };
    const { calls, result } = submission('help', { '/api/help': () => answer as { status: number } });
    await act(() => result.current.send(query));
    await act(() => result.current.send({ ...query }));
    expect(result.current.state).toBe('failed');
    expect(keyOf(calls[1])).toBe(keyOf(calls[0]));
    await act(() => result.current.send({ ...query, message: 'Please call me back today.' }));
    expect(keyOf(calls[2])).not.toBe(keyOf(calls[1]));
    // Once it went, the same words again are a new form.
    answer = sent;
    await act(() => result.current.send(query));
    await act(() => result.current.send(query));
    expect(keyOf(calls[3])).not.toBe(keyOf(calls[2]));
    expect(keyOf(calls[4])).not.toBe(keyOf(calls[3]));
  });

  it('compares a CV by its name, size and date', async () => {
    const { calls, result } = submission('job', { '/api/job-applications': { status: 503, body: {} } });
    const fields = {
      position: 'copywriter',
      firstName: 'Asha',
      lastName: 'Rao',
      contactNumber: '9876543210',
      email: 'asha@example.in',
    };
    const cv = (name: string, lastModified = 1) =>
      new File(['%PDF-1.7'], name, { type: 'application/pdf', lastModified });
    await act(() => result.current.send({ ...fields, cv: cv('asha.pdf') }));
    await act(() => result.current.send({ ...fields, cv: cv('asha.pdf') }));
    await act(() => result.current.send({ ...fields, cv: cv('asha-2.pdf') }));
    await act(() => result.current.send({ ...fields, cv: cv('asha-2.pdf', 2) }));
    expect(new Set(calls.map(keyOf)).size).toBe(3);
    expect(keyOf(calls[1])).toBe(keyOf(calls[0]));
  });

  it.each([
    ['newsletter', 'subscription'],
    ['partner', 'application'],
    ['job', 'application'],
    ['enquiry', 'enquiry'],
  ] as const)('names what the %s form kept: your %s', (name, what) => {
    expect(keptMessage(name)).toMatch(new RegExp(`^No connection: your ${what} is saved on this phone`));
  });

  it('sends login and sign-up without a key, and never keeps them', async () => {
    const { calls, result } = submission('login', {});
    await act(() => result.current.send({ email: 'asha@example.in', password: 'correct horse battery' }));
    expect(keyOf(calls[0])).toBeUndefined();
    expect(result.current).toMatchObject({ state: 'failed', failure: { kind: 'network', error: UNREACHABLE_MESSAGE } });
    expect(await readOutbox()).toEqual([]);
  });

  it('says the api could not be reached when the form cannot be kept', async () => {
    await closeDatabase();
    // @ts-expect-error a browser without IndexedDB
    globalThis.indexedDB = undefined;
    const { result } = submission('help', {});
    await act(() => result.current.send(query));
    expect(result.current).toMatchObject({ state: 'failed', failure: { kind: 'network', error: UNREACHABLE_MESSAGE } });
  });

  it('a form tapped again while kept goes under the same key, and is marked sent once it goes', async () => {
    let online = false;
    const { calls, result } = submission('help', { '/api/help': () => (online ? sent : offline) });
    await act(() => result.current.send(query));
    online = true;
    await act(() => result.current.send(query));
    expect(keyOf(calls[1])).toBe(keyOf(calls[0]));
    expect(result.current).toMatchObject({ state: 'sent', reply: sent.body });
    await waitFor(async () =>
      expect(await readOutbox()).toMatchObject([{ state: 'sent', announced: true, shownInForm: true }]),
    );
  });

  it('shows the reference when the outbox sends what the form kept, and again when the visitor comes back', async () => {
    const first = submission('help', {});
    await act(() => first.result.current.send(query));
    // The hook follows its entry once it has looked the outbox up (idle time).
    await waitFor(() => expect(first.result.current.state).toBe('kept'));
    const calls: ApiCall[] = [];
    await sendWaiting(stubApiFetch({ '/api/help': sent }, calls));
    expect(keyOf(calls[0])).toBe(keyOf(first.calls[0]));
    await waitFor(() => expect(first.result.current).toMatchObject({ state: 'sent', reply: sent.body }));
    first.unmount();

    // Shown by the form: it is not shown again there.
    const again = submission('help', {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.result.current.state).toBe('idle');
  });

  it('shows, when the visitor comes back, a form still waiting and then one sent while they were away', async () => {
    const first = submission('help', {});
    await act(() => first.result.current.send(query));
    first.unmount();

    const back = submission('help', {});
    await waitFor(() => expect(back.result.current).toMatchObject({ state: 'kept', saved: query }));
    back.unmount();

    await sendWaiting(stubApiFetch({ '/api/help': sent }));
    const later = submission('help', {});
    await waitFor(() => expect(later.result.current).toMatchObject({ state: 'sent', reply: sent.body }));
    expect(await readOutbox()).toMatchObject([{ shownInForm: true }]);
  });

  it('gives a refused form back, with the api’s words, when the visitor comes back', async () => {
    const first = submission('help', {});
    await act(() => first.result.current.send(query));
    first.unmount();
    await sendWaiting(
      stubApiFetch({ '/api/help': { status: 400, body: { error: 'Check', fields: { email: 'Bad' } } } }),
    );
    const back = submission('help', {});
    await waitFor(() =>
      expect(back.result.current).toMatchObject({
        state: 'failed',
        saved: query,
        failure: { kind: 'rejected', status: 400, error: 'Check', fields: { email: 'Bad' } },
      }),
    );
  });
});

// Type-level: each endpoint takes only its own request and gives its own reply (checked by typecheck).
export function typeChecks(help: Submission<'help'>, newsletter: Submission<'newsletter'>, signup: NewsletterSignup) {
  void help.send(query).then((result) => result.ok && result.data.reference);
  void newsletter.send(signup);
  // @ts-expect-error a help query is not a newsletter signup, even though it has an email
  void newsletter.send(query);
  // @ts-expect-error a newsletter signup lacks what a help query needs
  void help.send(signup);
  // @ts-expect-error the help reply has no token
  void help.send(query).then((result) => result.ok && result.data.token);
}
