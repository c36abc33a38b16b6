import { lazy, Suspense } from 'react';
import { Route, Routes as RouterRoutes } from '@storefront/shell';
import { NotFound } from '@storefront/ui';
import { CartPage } from './pages/CartPage';

// The enquiry form (with the form fields and schemas) loads only when checkout is opened.
const CheckoutPage = lazy(() => import('./pages/CheckoutPage').then((m) => ({ default: m.CheckoutPage })));

/** The cart team's pages: everything under /cart and /checkout. */
export default function Routes() {
  return (
    <RouterRoutes>
      <Route path="cart" element={<CartPage />} />
      <Route
        path="checkout"
        element={
          <Suspense fallback={<p className="sf-container sf-page">Loading checkout…</p>}>
            <CheckoutPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </RouterRoutes>
  );
}
