import { Route, Routes as RouterRoutes } from 'react-router-dom';
import { NotFound } from '@storefront/ui';

export default function Routes() {
  return (
    <RouterRoutes>
      <Route path="*" element={<NotFound />} />
    </RouterRoutes>
  );
}
