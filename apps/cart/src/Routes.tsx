import { Route, Routes as RouterRoutes } from '@storefront/shell';
import { NotFound } from '@storefront/ui';
import { CartPage } from './pages/CartPage';
import { CheckoutPage } from './pages/CheckoutPage';

/** The cart team's pages: everything under /cart and /checkout. */
export default function Routes() {
  return (
    <RouterRoutes>
      <Route path="cart" element={<CartPage />} />
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path="*" element={<NotFound />} />
    </RouterRoutes>
  );
}
