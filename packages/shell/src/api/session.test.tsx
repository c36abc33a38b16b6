import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { stubApiFetch, type ApiCall, type ApiStub } from '../testing';
import { ApiProvider } from './ApiProvider';
import { useSession } from './session';

const asha = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  contactNo: '9876543210',
  cityName: 'Pune',
  role: 'visitor' as const,
};

function Probe() {
  const { status, user } = useSession();
  return <p data-testid="session">{`${status}${user ? `: ${user.name}` : ''}`}</p>;
}

function renderSession(stubs: Record<string, ApiStub>, children: ReactNode = <Probe />) {
  const calls: ApiCall[] = [];
  render(
    <ApiProvider origin="http://api.test" fetch={stubApiFetch(stubs, calls)}>
      {children}
    </ApiProvider>,
  );
  return { calls, session: () => screen.getByTestId('session').textContent };
}

describe('session', () => {
  it('is signed out without a token, and asks nothing', () => {
    const { calls, session } = renderSession({});
    expect(session()).toBe('signed-out');
    expect(calls).toEqual([]);
  });

  it('checks a stored token and shows who it belongs to', async () => {
    localStorage.setItem('token', 'good.token.value');
    const { calls, session } = renderSession({ '/api/auth/me': { body: { user: asha } } });
    expect(session()).toBe('checking');
    await waitFor(() => expect(session()).toBe('signed-in: Asha Rao'));
    expect(calls[0]?.headers.Authorization).toBe('Bearer good.token.value');
  });

  it('drops a stale token quietly on 401', async () => {
    localStorage.setItem('token', 'stale.token.value');
    const { session } = renderSession({ '/api/auth/me': { status: 401, body: { error: 'Please log in again' } } });
    await waitFor(() => expect(session()).toBe('signed-out'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token when the api cannot be reached, showing signed out', async () => {
    localStorage.setItem('token', 'good.token.value');
    const { session } = renderSession({});
    await waitFor(() => expect(session()).toBe('signed-out'));
    expect(localStorage.getItem('token')).toBe('good.token.value');
  });

  it('treats junk in storage, or storage that throws, as signed out', async () => {
    localStorage.setItem('token', '{"not": "a token"}');
    const first = renderSession({});
    expect(first.session()).toBe('signed-out');
    expect(first.calls).toEqual([]);
    expect(localStorage.getItem('token')).toBeNull();

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    render(
      <ApiProvider origin="http://api.test" fetch={stubApiFetch({})}>
        <p>still renders</p>
      </ApiProvider>,
    );
    expect(screen.getByText('still renders')).toBeInTheDocument();
  });

  it('signs in with a reply, and out telling the api (its failure ignored)', async () => {
    const calls: ApiCall[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider origin="http://api.test" fetch={stubApiFetch({}, calls)}>
        {children}
      </ApiProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => result.current.signIn({ success: 'Welcome', token: 'new.token.value', user: asha }));
    expect(result.current).toMatchObject({ status: 'signed-in', user: asha });
    expect(localStorage.getItem('token')).toBe('new.token.value');
    await act(() => result.current.signOut());
    expect(result.current).toMatchObject({ status: 'signed-out', user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.map((c) => [c.method, c.path, c.headers.Authorization])).toEqual([
      ['POST', '/api/auth/logout', 'Bearer new.token.value'],
    ]);
  });

  it('follows another tab signing out', async () => {
    localStorage.setItem('token', 'good.token.value');
    const { session } = renderSession({ '/api/auth/me': { body: { user: asha } } });
    await waitFor(() => expect(session()).toBe('signed-in: Asha Rao'));
    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    });
    await waitFor(() => expect(session()).toBe('signed-out'));
  });

  it('calls as the signed-in account, and a 401 ends the session here too', async () => {
    localStorage.setItem('token', 'staff.token.value');
    const isAny = (_data: unknown): _data is unknown => true;
    let revoked = false;
    const calls: ApiCall[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider
        origin="http://api.test"
        fetch={stubApiFetch(
          {
            '/api/auth/me': { body: { user: { ...asha, role: 'staff' } } },
            '/api/staff/inbox': () =>
              revoked ? { status: 401, body: { error: 'Please log in again' } } : { body: { items: [] } },
          },
          calls,
        )}
      >
        {children}
      </ApiProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(await act(() => result.current.call('/api/staff/inbox', { accept: isAny }))).toMatchObject({
      ok: true,
      data: { items: [] },
    });
    expect(calls.at(-1)?.headers.Authorization).toBe('Bearer staff.token.value');
    revoked = true;
    expect(await act(() => result.current.call('/api/staff/inbox', { accept: isAny }))).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(result.current).toMatchObject({ status: 'signed-out', user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
