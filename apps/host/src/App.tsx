import { useState } from 'react';
import { BrowserRouter } from '@storefront/shell';
import { ApiProvider, CartProvider, RemoteModuleContext, StoreProvider, makePersistedStore } from '@storefront/shell';
import '@storefront/ui/tokens.css';
import { NotifyProvider } from './notify/NotifyProvider';
import { AuthDialogProvider } from './auth/AuthDialogProvider';
import { Layout } from './layout/Layout';
import { apiOrigin, loadModule } from './remotes/registry';

export function App() {
  // One store for the page; remotes reach it through the shell's useCart().
  const [store] = useState(makePersistedStore);
  // Read once from remotes.json ($api); calls made before it is known wait for it.
  const [origin] = useState(apiOrigin);
  return (
    <StoreProvider store={store}>
      <BrowserRouter>
        <NotifyProvider>
          <ApiProvider origin={origin}>
            <CartProvider>
              <AuthDialogProvider>
                <RemoteModuleContext.Provider value={loadModule}>
                  <Layout />
                </RemoteModuleContext.Provider>
              </AuthDialogProvider>
            </CartProvider>
          </ApiProvider>
        </NotifyProvider>
      </BrowserRouter>
    </StoreProvider>
  );
}
