import { useState } from 'react';
import { BrowserRouter } from '@storefront/shell';
import { CartProvider, StoreProvider, makePersistedStore } from '@storefront/shell';
import '@storefront/ui/tokens.css';
import { NotifyProvider } from './notify/NotifyProvider';
import { AuthDialogProvider } from './auth/AuthDialogProvider';
import { Layout } from './layout/Layout';

export function App() {
  // One store for the page; remotes reach it through the shell's useCart().
  const [store] = useState(makePersistedStore);
  return (
    <StoreProvider store={store}>
      <BrowserRouter>
        <NotifyProvider>
          <CartProvider>
            <AuthDialogProvider>
              <Layout />
            </AuthDialogProvider>
          </CartProvider>
        </NotifyProvider>
      </BrowserRouter>
    </StoreProvider>
  );
}
