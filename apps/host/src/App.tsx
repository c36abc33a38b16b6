import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { CartProvider, makePersistedStore } from '@storefront/shell';
import '@storefront/ui/tokens.css';
import { NotifyProvider } from './notify/NotifyProvider';
import { AuthDialogProvider } from './auth/AuthDialogProvider';
import { Layout } from './layout/Layout';

export function App() {
  // One store for the page; remotes reach it through the shell's useCart().
  const [store] = useState(makePersistedStore);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <NotifyProvider>
          <CartProvider>
            <AuthDialogProvider>
              <Layout />
            </AuthDialogProvider>
          </CartProvider>
        </NotifyProvider>
      </BrowserRouter>
    </Provider>
  );
}
