import { useState } from 'react';
import { BrowserRouter } from '@storefront/shell';
import { CartProvider, RemoteModuleContext, StoreProvider, makePersistedStore } from '@storefront/shell';
import '@storefront/ui/tokens.css';
import { NotifyProvider } from './notify/NotifyProvider';
import { AuthDialogProvider } from './auth/AuthDialogProvider';
import { Layout } from './layout/Layout';
import { loadModule } from './remotes/registry';

export function App() {
  // One store for the page; remotes reach it through the shell's useCart().
  const [store] = useState(makePersistedStore);
  return (
    <StoreProvider store={store}>
      <BrowserRouter>
        <NotifyProvider>
          <CartProvider>
            <AuthDialogProvider>
              <RemoteModuleContext.Provider value={loadModule}>
                <Layout />
              </RemoteModuleContext.Provider>
            </AuthDialogProvider>
          </CartProvider>
        </NotifyProvider>
      </BrowserRouter>
    </StoreProvider>
  );
}
