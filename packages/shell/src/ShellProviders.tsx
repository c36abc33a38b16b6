import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ApiProvider } from './api/ApiProvider';
import { AuthDialogContext, type AuthDialogApi } from './authDialog';
import type { AppStore, PersistedStore } from './cart/store';
import { HydrationProvider } from './hydration';
import { NotifyContext, type NotifyApi } from './notify';
import { RemoteModuleContext, type LoadRemoteModule } from './remoteModules';

export interface ShellProvidersProps {
  /** The page's one store (makePersistedStore in the browser, makeStore in tests); a persisted one reads the stored cart once the host's part works. */
  store: AppStore | PersistedStore;
  /**
   * The router: the browser's URL by default; tests and the server render pass an in-memory or
   * static one (a prop, so the page's bundle carries only the browser router).
   */
  Router?: ComponentType<{ children: ReactNode }>;
  notify: NotifyApi;
  authDialog: AuthDialogApi;
  loadRemoteModule: LoadRemoteModule;
  /**
   * The api's origin (or a promise of it, while remotes.json is read); `formOrigin`, the origin known
   * now, for the forms' actions (when `origin` is a promise); and for tests a fetch that answers instead of the network. */
  api: { origin: string | Promise<string>; formOrigin?: string | undefined; fetch?: typeof fetch };
  children: ReactNode;
}

/**
 * Everything the shell contract promises a remote, in one tree and one order. The host, the dev
 * shell of a remote's own page and the test helper all render this, with real or stubbed values, so
 * a remote that works in its tests and on its dev page finds the same contexts inside the host.
 */
export function ShellProviders({
  store,
  Router = BrowserRouter,
  notify,
  authDialog,
  loadRemoteModule,
  api,
  children,
}: ShellProvidersProps) {
  const tree = (
    <NotifyContext.Provider value={notify}>
      <AuthDialogContext.Provider value={authDialog}>
        <RemoteModuleContext.Provider value={loadRemoteModule}>
          <ApiProvider origin={api.origin} formOrigin={api.formOrigin} {...(api.fetch && { fetch: api.fetch })}>
            {children}
          </ApiProvider>
        </RemoteModuleContext.Provider>
      </AuthDialogContext.Provider>
    </NotifyContext.Provider>
  );
  const persisted = 'loadStored' in store ? store : null;
  return (
    // Parts still hydrating read the cart the page was rendered with (serverState), then the visitor's.
    <Provider store={store} {...(persisted && { serverState: persisted.renderedState })}>
      {persisted && <LoadStored store={persisted} />}
      <HydrationProvider>
        <Router>{tree}</Router>
      </HydrationProvider>
    </Provider>
  );
}

/**
 * The visitor's stored cart, read as soon as the host's own part works (its first commit), so the
 * cart badge shows it without waiting for the remotes: the cart reaches only the components that
 * read it (useCart), and an area still hydrating keeps the cart it was rendered with until it works.
 */
function LoadStored({ store }: { store: PersistedStore }) {
  useEffect(() => store.loadStored(), [store]);
  return null;
}
