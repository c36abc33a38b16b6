import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from '@storefront/shell';
import { OFFLINE_PATH } from '@storefront/site/page-paths';
import { NotFound } from '@storefront/ui';
import { ownerOf } from '../site/routeTable';
import { useLiveSite, useRemoteLoader } from '../site/SiteContext';
import { noteOf } from '../site/remoteLoader';
import { Loading, RemoteArea, Unavailable } from '../remotes/RemoteArea';
import { PreviewBanner } from '../remotes/PreviewBanner';
import { Boundary } from '../boundary/Boundary';
import { Header } from './Header';
import { Footer } from './Footer';
import styles from './Layout.module.css';

/** The offline page, shown only by the site's worker (which keeps its code): not on any first load. */
const OfflinePage = lazy(() => import(/* webpackChunkName: "offline-page" */ './OfflinePage'));

/** The path the last view showed: a remount (Retry of remotes.json, StrictMode) is no new view. */
let viewed: string | undefined;

/** The page's content: the remote that declared this URL's prefix, the host's offline page, or the 404 page. */
function Content({ pathname }: { pathname: string }) {
  const routes = useLiveSite().routes;
  const offline = pathname === OFFLINE_PATH;
  const owner = offline ? null : ownerOf(pathname, routes);
  // Each path the visitor is shown is a view of its own in the page's report (start/pageReport.ts),
  // named for the app that owns it. A layout effect: it comes before what the parts note in theirs.
  useLayoutEffect(() => {
    if (viewed !== pathname) noteOf(owner ?? 'host', 'view', owner || offline ? pathname : '/404');
    viewed = pathname;
  }, [pathname, owner, offline]);
  if (owner) return <RemoteArea key={owner} remote={owner} />;
  return offline ? <OfflinePage /> : <NotFound />;
}

export function Layout() {
  const { pathname } = useLocation();
  const loader = useRemoteLoader();
  const siteVersion = useSyncExternalStore(loader.subscribe, loader.getVersion, loader.getVersion);
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // On a new page, start at the top and move focus to the content, as a page load would.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Boundary part="The preview banner">
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      </Boundary>
      <Header />
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        {/* remotes.json unreadable: no page can be told from a 404, so say the site is unavailable. */}
        <Boundary
          key={siteVersion}
          part="remotes.json"
          fallback={() => <Unavailable what="This page" onRetry={() => loader.retrySite()} />}
        >
          <Suspense fallback={<Loading />}>
            <Content pathname={pathname} />
          </Suspense>
        </Boundary>
      </main>
      <Footer />
    </div>
  );
}
