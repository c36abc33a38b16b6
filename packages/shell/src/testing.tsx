import type { ReactElement, ReactNode } from 'react';
import { render, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  Route,
  Routes,
  useLocation,
  type AuthMode,
  type LoadRemoteModule,
  type NotifyKind,
  type NotifyOptions,
  type RouteContext,
} from '@storefront/shell';
import { ShellProviders, makeStore } from '@storefront/shell/host';
import type { CartLine } from '@storefront/types';
import type { HelpQuery } from '@storefront/types/forms';

/** A stubbed api reply: a status and body (a string is sent as is, anything else as JSON), or an Error for a network failure. */
export type ApiStubReply = { status?: number; body?: unknown } | Error;
/** One path's stub: a reply, or a function of the request (it may wait, to test the sending state). */
export type ApiStub = ApiStubReply | ((call: ApiCall) => ApiStubReply | Promise<ApiStubReply>);
/** A request the page made, as the stub saw it. */
export interface ApiCall {
  path: string;
  /** The query string, with its ?, or ''. */
  search: string;
  method: string;
  headers: Record<string, string>;
  /** The parsed JSON, or the FormData. */
  body: unknown;
}

/** A fetch answering from stubs keyed by path; a path without a stub fails as if the api were down. */
export function stubApiFetch(stubs: Record<string, ApiStub>, calls: ApiCall[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { pathname: path, search } = new URL(String(input));
    const raw = init.body;
    const call: ApiCall = {
      path,
      search,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    calls.push(call);
    const stub = stubs[path] ?? new TypeError('Failed to fetch');
    const reply = typeof stub === 'function' ? await stub(call) : stub;
    if (reply instanceof Error) throw reply;
    const { status = 200, body } = reply;
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
}

/** Shows the current URL so a test can assert where a click led. */
function LocationProbe() {
  const location = useLocation();
  // A plain element: an <output> would count as role "status" in the remote's own queries.
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

export interface ShellTestOptions {
  route?: string;
  lines?: CartLine[];
  /** What other remotes' modules resolve to; by default every load fails, as with the remote down. */
  remoteModules?: Record<string, unknown> | LoadRemoteModule;
  /** Api replies by path (see stubApiFetch); by default every call fails, as with the api down. */
  api?: Record<string, ApiStub>;
  /** A stored session token (localStorage `token`), checked against the `/api/auth/me` stub. */
  token?: string;
}

/**
 * The host's provider tree with stubbed values (ShellProviders, as the host and the dev shell
 * render it), recording notifications, dialog openings and api calls.
 */
export function shellWrapper({ route = '/', lines = [], remoteModules = {}, api = {}, token }: ShellTestOptions = {}) {
  const store = makeStore({ cart: { lines } });
  const notifications: { kind: NotifyKind; message: string; options?: NotifyOptions }[] = [];
  const authOpened: AuthMode[] = [];
  const apiCalls: ApiCall[] = [];
  const apiFetch = stubApiFetch(api, apiCalls);
  if (token) localStorage.setItem('token', token);
  const notify = {
    notify: (kind: NotifyKind, message: string, options?: NotifyOptions) =>
      void notifications.push({ kind, message, ...(options && { options }) }),
  };
  const auth = { open: (mode: AuthMode = 'register') => void authOpened.push(mode) };
  const loadRemoteModule =
    typeof remoteModules === 'function'
      ? remoteModules
      : ((<T,>(request: string) =>
          request in remoteModules
            ? Promise.resolve(remoteModules[request] as T)
            : Promise.reject(new Error(`${request} is not available`))) as LoadRemoteModule);
  // One component per wrapper: a new one on each render would remount the page.
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellProviders
      store={store}
      Router={Router}
      notify={notify}
      authDialog={auth}
      loadRemoteModule={loadRemoteModule}
      api={{ origin: 'http://api.test', fetch: apiFetch }}
    >
      <Routes>
        <Route path="*" element={children} />
      </Routes>
      <LocationProbe />
    </ShellProviders>
  );
  return { wrapper, store, notifications, authOpened, apiCalls };
}

/** Renders a remote's component the way the host would (see shellWrapper). */
export function renderWithShell(ui: ReactElement, options: ShellTestOptions = {}) {
  const { wrapper, ...recorded } = shellWrapper(options);
  return { ...render(ui, { wrapper }), ...recorded };
}

/** Runs a remote's hook the way the host would (see shellWrapper). */
export function renderHookWithShell<T>(hook: () => T, options: ShellTestOptions = {}) {
  const { wrapper, ...recorded } = shellWrapper(options);
  return { ...renderHook(hook, { wrapper }), ...recorded };
}

/** A cart line as the store keeps it (and as it is stored under `cart`), for tests that need one. */
export const SAMPLE_LINE = {
  id: 'reel-shoot',
  name: 'Reel Shoot',
  description: 'Short video',
  price: 15000,
  images: [],
  quantity: 2,
};

/** What a remote's declaration is given in its tests: the site's origin, and every other remote failing to load. */
export function noRemotes(remote: string, siteOrigin = 'https://www.brandwala.in'): RouteContext {
  return { loadRemoteModule: () => Promise.reject(new Error(`${remote} needs no other remote`)), siteOrigin };
}

/** A help query as a visitor fills it in, for tests of what sends and keeps forms. */
export const HELP_QUERY: HelpQuery = {
  firstName: 'Asha',
  lastName: 'Rao',
  contact: '9876543210',
  email: 'asha@example.in',
  query: 'Technology',
  message: 'Please call me back.',
};
