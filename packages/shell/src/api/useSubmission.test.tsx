import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { HelpQuery, NewsletterSignup } from '@storefront/types';
import { stubApiFetch, type ApiCall, type ApiStub } from '../testing';
import { ApiProvider } from './ApiProvider';
import { useSubmission, type Submission } from './useSubmission';

function submission<N extends Parameters<typeof useSubmission>[0]>(name: N, stubs: Record<string, ApiStub>) {
  const calls: ApiCall[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider origin="http://api.test" fetch={stubApiFetch(stubs, calls)}>
      {children}
    </ApiProvider>
  );
  return { calls, ...renderHook(() => useSubmission(name), { wrapper }) };
}

const query: HelpQuery = {
  firstName: 'Asha',
  lastName: 'Rao',
  contact: '9876543210',
  email: 'asha@example.in',
  query: 'Technology',
  message: 'Please call me back.',
};
const sent = { status: 201, body: { success: 'Thanks!', reference: 'HQ-1' } };

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
