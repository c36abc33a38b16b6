import { Route, Routes as RouterRoutes } from '@storefront/shell';
import { NotFound } from '@storefront/ui';
import { CareersPage } from './pages/CareersPage';

/** The careers team's pages: /careers. */
export default function Routes() {
  return (
    <RouterRoutes>
      <Route path="careers" element={<CareersPage />} />
      <Route path="*" element={<NotFound />} />
    </RouterRoutes>
  );
}
