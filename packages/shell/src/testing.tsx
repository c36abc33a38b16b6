import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { Route, Routes, useLocation } from '@storefront/shell';
import type { CartLine } from '@storefront/types';
import { AuthDialogContext, CartProvider, NotifyContext, RemoteModuleContext, makeStore, type AuthMode, type LoadRemoteModule, type NotifyKind } from '@storefront/shell';

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
  remoteModules?: Record<string, unknown>;
}

/**
 * Renders a remote's component the way the host would: store, router, cart, notifications
 * and auth dialog, with the notifications and dialog openings recorded for assertions.
 */
export function renderWithShell(ui: ReactElement, { route = '/', lines = [], remoteModules = {} }: ShellTestOptions = {}) {
  const store = makeStore({ cart: { lines } });
  const notifications: { kind: NotifyKind; message: string }[] = [];
  const authOpened: AuthMode[] = [];
  const notify = { notify: (kind: NotifyKind, message: string) => void notifications.push({ kind, message }) };
  const auth = { open: (mode: AuthMode = 'register') => void authOpened.push(mode) };
  const loadRemoteModule = (<T,>(request: string) =>
    request in remoteModules
      ? Promise.resolve(remoteModules[request] as T)
      : Promise.reject(new Error(`${request} is not available`))) as LoadRemoteModule;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <NotifyContext.Provider value={notify}>
          <AuthDialogContext.Provider value={auth}>
            <RemoteModuleContext.Provider value={loadRemoteModule}>
              <CartProvider>
                <Routes>
                  <Route path="*" element={children} />
                </Routes>
                <LocationProbe />
              </CartProvider>
            </RemoteModuleContext.Provider>
          </AuthDialogContext.Provider>
        </NotifyContext.Provider>
      </MemoryRouter>
    </Provider>
  );
  return { ...render(ui, { wrapper }), store, notifications, authOpened };
}
