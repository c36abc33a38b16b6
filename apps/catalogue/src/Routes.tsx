import { Route, Routes as RouterRoutes } from 'react-router-dom';
import { NotFound } from '@storefront/ui';
import { HomePage } from './pages/HomePage';

export default function Routes() {
  return (
    <RouterRoutes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<NotFound />} />
    </RouterRoutes>
  );
}
