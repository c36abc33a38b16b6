import { Route, Routes as RouterRoutes } from '@storefront/shell';
import { NotFound } from '@storefront/ui';
import { AuditPage } from './pages/AuditPage';
import { FollowsPage } from './pages/FollowsPage';
import { InboxPage } from './pages/InboxPage';
import { ItemPage } from './pages/ItemPage';
import { ReleasesPage } from './pages/ReleasesPage';

/** The inbox team's pages, for the agency's staff: /inbox, /inbox/audit, /inbox/releases, /inbox/mail, /inbox/:kind/:id. */
export default function Routes() {
  return (
    <RouterRoutes>
      <Route path="inbox" element={<InboxPage />} />
      <Route path="inbox/audit" element={<AuditPage />} />
      <Route path="inbox/releases" element={<ReleasesPage />} />
      <Route path="inbox/mail" element={<FollowsPage />} />
      <Route path="inbox/:kind/:id" element={<ItemPage />} />
      <Route path="*" element={<NotFound />} />
    </RouterRoutes>
  );
}
