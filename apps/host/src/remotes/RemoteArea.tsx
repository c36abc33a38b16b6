import { Suspense, useState } from 'react';
import type { RemoteName } from '@storefront/shell/host';
import { Boundary } from '../layout/Boundary';
import { useRemoteLoader } from '../site/SiteContext';
import styles from './RemoteArea.module.css';
// What the fallback calls each remote's area ("label"), read at build time; typed by its keys, so a
// remote name missing from apps.json does not compile.
import apps from '../../../../apps.json';

export function Loading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="sf-visually-hidden">Loading…</span>
      <div className={`sf-skeleton ${styles.bar}`} />
      <div className={`sf-skeleton ${styles.block}`} />
    </div>
  );
}

/** Said where a part of the page could not load, with a Retry that really loads it again. */
export function Unavailable({ what, remote, onRetry }: { what: string; remote?: RemoteName; onRetry: () => Promise<void> | void }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <section className={`sf-container ${styles.fallback}`} role="alert" data-remote-fallback={remote}>
      <h1 className={styles.fallbackTitle}>{what} is not available right now</h1>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <button type="button" className="sf-btn" onClick={retry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </section>
  );
}

/** The part of the page a remote owns: its pages, or a fallback with Retry if it cannot load. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  // Kept by the loader per remote (not re-created per render), dropped only on Retry.
  const Pages = loader.pagesOf(remote);

  return (
    <Boundary
      key={attempt}
      part={`The ${remote} remote`}
      fallback={() => (
        <Unavailable
          what={apps[remote].label}
          remote={remote}
          onRetry={async () => {
            await loader.reload(remote);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<Loading />}>
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Pages />
      </Suspense>
    </Boundary>
  );
}
