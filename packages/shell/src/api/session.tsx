import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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

type State = { user: PublicUser | null; status: SessionStatus };
const SIGNED_OUT: State = { user: null, status: 'signed-out' };
const CHECKING: State = { user: null, status: 'checking' };

/**
 * Who is signed in, kept outside React: each component that shows it subscribes on its own
 * (useSyncExternalStore), so a change reaches the header as soon as the host's part works, and
 * never a remote's area still waiting for its code (a change passed down from above would make
 * React hydrate that area first, or drop its server HTML). While the page hydrates, every reader
 * sees the signed-out state the page was rendered with.
 */
function sessionStore(initial: State) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: State | ((current: State) => State)) {
      state = typeof next === 'function' ? next(state) : next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

type SessionActions = Pick<Session, 'signIn' | 'signOut' | 'call'> & { store: ReturnType<typeof sessionStore> };
const SessionContext = createContext<SessionActions | null>(null);
const renderedState = () => SIGNED_OUT;

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  // A page drawn in the browser alone reads the stored token at once; a rendered page after its
  // host part has hydrated (below), starting from the signed-out state it was rendered with.
  const hydrated = useHydrated();
  const [store] = useState(() => sessionStore(hydrated && readToken() ? CHECKING : SIGNED_OUT));

  // Who the stored token belongs to: at start, and when another tab signs in or out.
  const check = useCallback(async () => {
    const token = readToken();
    if (!token) return store.set(SIGNED_OUT);
    store.set((s) => (s.status === 'signed-in' ? s : CHECKING));
    const result = await api.call(ENDPOINT_ROUTES.me.path, { token, accept: ENDPOINT_ROUTES.me.accept });
    if (readToken() !== token) return; // signed in or out meanwhile
    if (result.ok) return store.set({ user: result.data.user, status: 'signed-in' });
    // Expired or unknown: forget it quietly. Api down: keep it for the next visit.
    if (result.kind === 'rejected' && result.status === 401) writeToken(null);
    store.set(SIGNED_OUT);
  }, [api, store]);

  // From the host's first commit, not once the whole page has hydrated: the header says who is
  // signed in (and Log out works) as soon as the host's own part does, whatever the remotes do.
  useEffect(() => {
    if (readToken()) void check();
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) void check();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [check]);

  const signIn = useCallback(
    (reply: AuthReply) => {
      writeToken(reply.token);
      store.set({ user: reply.user, status: 'signed-in' });
    },
    [store],
  );

  const signOut = useCallback(async () => {
    const token = readToken();
    writeToken(null);
    store.set(SIGNED_OUT);
    if (token) await api.call(ENDPOINT_ROUTES.logout.path, { token, body: {}, accept: ENDPOINT_ROUTES.logout.accept });
  }, [api, store]);

  const call = useCallback(
    async <T,>(path: string, options: Omit<CallOptions<T>, 'token'>): Promise<ApiResult<T>> => {
      const token = readToken();
      const result = await api.call(path, { ...options, token });
      if (token && !result.ok && result.kind === 'rejected' && result.status === 401 && readToken() === token) {
        writeToken(null);
        store.set(SIGNED_OUT);
      }
      return result;
    },
    [api, store],
  );

  const actions = useMemo<SessionActions>(() => ({ store, signIn, signOut, call }), [store, signIn, signOut, call]);
  return <SessionContext.Provider value={actions}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const actions = useContext(SessionContext);
  if (!actions) throw new Error('useSession must be used within an ApiProvider');
  const { store, signIn, signOut, call } = actions;
  const state = useSyncExternalStore(store.subscribe, store.get, renderedState);
  return useMemo(() => ({ ...state, signIn, signOut, call }), [state, signIn, signOut, call]);
}
