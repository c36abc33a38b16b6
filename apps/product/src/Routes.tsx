import { Route, Routes as RouterRoutes } from '@storefront/shell';
import { NotFound } from '@storefront/ui';
import { ProductPage } from './pages/ProductPage';

/** The product team's pages: /product/{id}. */
export default function Routes() {
  return (
    <RouterRoutes>
      <Route path="product/:id" element={<ProductPage />} />
      <Route path="*" element={<NotFound />} />
    </RouterRoutes>
  );
}
