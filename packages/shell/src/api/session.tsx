import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthReply, PublicUser } from '@storefront/types';
import { ENDPOINT_ROUTES } from '@storefront/types';
import { useHydrated } from '../hydration';
import { useApi } from './context';
import type { ApiResult, CallOptions } from './client';
import { TOKEN_KEY, readToken, writeToken } from './token';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

export interface Session {
  user: PublicUser | null;
  status: SessionStatus;
  /** After a successful signup or login: stores the token, shows the visitor as signed in. */
  signIn(reply: AuthReply): void;
  /** Tells the api (a failure is ignored) and forgets the token. */
  signOut(): Promise<void>;
  /**
   * Calls the api as the signed-in account (its token as the bearer). A 401 means the session has
   * ended on the server (logged out elsewhere, expired, role taken away): the token is forgotten
   * and the session shows signed out, so the page asks to log in again.
   */
  call<T>(path: string, options: Omit<CallOptions<T>, 'token'>): Promise<ApiResult<T>>;
}

const SessionContext = createContext<Session | null>(null);

type State = { user: PublicUser | null; status: SessionStatus };
const SIGNED_OUT: State = { user: null, status: 'signed-out' };

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  // While the page hydrates: signed out, as it was rendered in Node; the stored token is read after.
  const hydrated = useHydrated();
  const [state, setState] = useState<State>(() => (hydrated && readToken() ? { user: null, status: 'checking' } : SIGNED_OUT));

  // Who the stored token belongs to: at start, and when another tab signs in or out.
  const check = useCallback(async () => {
    const token = readToken();
    if (!token) return setState(SIGNED_OUT);
    setState((s) => (s.status === 'signed-in' ? s : { user: null, status: 'checking' }));
    const result = await api.call(ENDPOINT_ROUTES.me.path, { token, accept: ENDPOINT_ROUTES.me.accept });
    if (readToken() !== token) return; // signed in or out meanwhile
    if (result.ok) return setState({ user: result.data.user, status: 'signed-in' });
    // Expired or unknown: forget it quietly. Api down: keep it for the next visit.
    if (result.kind === 'rejected' && result.status === 401) writeToken(null);
    setState(SIGNED_OUT);
  }, [api]);

  useEffect(() => {
    if (!hydrated) return undefined;
    if (readToken()) void check();
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) void check();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [check, hydrated]);

  const signIn = useCallback((reply: AuthReply) => {
    writeToken(reply.token);
    setState({ user: reply.user, status: 'signed-in' });
  }, []);

  const signOut = useCallback(async () => {
    const token = readToken();
    writeToken(null);
    setState(SIGNED_OUT);
    if (token) await api.call(ENDPOINT_ROUTES.logout.path, { token, body: {}, accept: ENDPOINT_ROUTES.logout.accept });
  }, [api]);

  const call = useCallback(
    async <T,>(path: string, options: Omit<CallOptions<T>, 'token'>): Promise<ApiResult<T>> => {
      const token = readToken();
      const result = await api.call(path, { ...options, token });
      if (token && !result.ok && result.kind === 'rejected' && result.status === 401 && readToken() === token) {
        writeToken(null);
        setState(SIGNED_OUT);
      }
      return result;
    },
    [api],
  );

  const session = useMemo<Session>(() => ({ ...state, signIn, signOut, call }), [state, signIn, signOut, call]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within an ApiProvider');
  return session;
}
