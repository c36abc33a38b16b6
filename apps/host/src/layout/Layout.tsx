import { useEffect, useRef } from 'react';
import { useLocation } from '@storefront/shell';
import { NotFound } from '@storefront/ui';
import { ownerOf } from '../routing/routeTable';
import { RemoteArea } from '../remotes/RemoteArea';
import { PreviewBanner } from '../remotes/PreviewBanner';
import { Header } from './Header';
import { Footer } from './Footer';
import styles from './Layout.module.css';

export function Layout() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
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
      <PreviewBanner />
      <Header />
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        {owner ? <RemoteArea key={owner} remote={owner} /> : <NotFound />}
      </main>
      <Footer />
    </div>
  );
}
