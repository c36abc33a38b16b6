import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes as RouterRoutes } from '@storefront/shell';
import { NotFound } from '@storefront/ui';
import { HomePage } from './pages/HomePage';
import styles from './Routes.module.css';

// The catalogue pages (and the catalogue data they need) load only when visited: the home page
// ships its light card list, not every service.
const ServicesPage = lazy(() => import('./pages/ServicesPage').then((m) => ({ default: m.ServicesPage })));
const SearchPage = lazy(() => import('./pages/SearchPage').then((m) => ({ default: m.SearchPage })));

function PageLoading() {
  return (
    <div className="sf-page" role="status">
      <div className={`sf-container ${styles.loading}`}>
        <span className="sf-visually-hidden">Loading…</span>
        <div className={`sf-skeleton ${styles.bar}`} />
        <div className={styles.row}>
          <div className={`sf-skeleton ${styles.side}`} />
          <div className={`sf-skeleton ${styles.block}`} />
        </div>
      </div>
    </div>
  );
}

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** The catalogue team's pages: the home page, /services/*, /media, /fashion, /podcast and /search. */
export default function Routes() {
  return (
    <RouterRoutes>
      <Route index element={<HomePage />} />
      <Route
        path="services/*"
        element={
          <Page>
            <ServicesPage />
          </Page>
        }
      />
      {/* The header's section links: each lands on its tab's first category. */}
      <Route
        path="media"
        element={
          <Page>
            <ServicesPage slug="media" />
          </Page>
        }
      />
      <Route
        path="fashion"
        element={
          <Page>
            <ServicesPage slug="fashion" />
          </Page>
        }
      />
      <Route
        path="podcast"
        element={
          <Page>
            <ServicesPage slug="podcast" />
          </Page>
        }
      />
      <Route
        path="search"
        element={
          <Page>
            <SearchPage />
          </Page>
        }
      />
      <Route path="*" element={<NotFound />} />
    </RouterRoutes>
  );
}
