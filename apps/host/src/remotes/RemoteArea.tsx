import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@storefront/shell';
import { loadRoutes, resetRemote } from './registry';
import { RemoteBoundary } from './RemoteBoundary';
import styles from './RemoteArea.module.css';
// What the fallback calls each remote's area ("label"), read at build time; typed by its keys, so a
// remote name missing from apps.json does not compile.
import apps from '../../../../apps.json';

// One lazy component per remote, so that coming back to a remote shows it at once.
const lazyPages = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function pagesOf(remote: RemoteName) {
  let pages = lazyPages.get(remote);
  if (!pages) {
    pages = lazy(() => loadRoutes(remote).then((component) => ({ default: component })));
    lazyPages.set(remote, pages);
  }
  return pages;
}

function Loading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="sf-visually-hidden">Loading…</span>
      <div className={`sf-skeleton ${styles.bar}`} />
      <div className={`sf-skeleton ${styles.block}`} />
    </div>
  );
}

/** The part of the page a remote owns: its pages, or a fallback with Retry if it cannot load. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  // Cached per remote at module level (not re-created per render), dropped only on Retry.
  const Pages = pagesOf(remote);

  const retry = async () => {
    setRetrying(true);
    lazyPages.delete(remote);
    await resetRemote(remote);
    setRetrying(false);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteBoundary
      key={attempt}
      fallback={() => (
        <section className={`sf-container ${styles.fallback}`} role="alert" data-remote-fallback={remote}>
          <h1 className={styles.fallbackTitle}>{apps[remote].label} is not available right now</h1>
          <p>The rest of the site still works. Please try again in a moment.</p>
          <button type="button" className="sf-btn" onClick={retry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        </section>
      )}
    >
      <Suspense fallback={<Loading />}>
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Pages />
      </Suspense>
    </RemoteBoundary>
  );
}
