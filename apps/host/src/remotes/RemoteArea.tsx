import { startTransition, Suspense, use, useEffect, useRef, useState, useTransition } from 'react';
// remoteLabel: what the fallback calls each remote's area (its "label" in apps.json), from the shell.
import { remoteLabel, useHydrated, type RemoteName } from '@storefront/shell/host';
import { Boundary } from '../boundary/Boundary';
import { useLiveSite, useRemoteLoader } from '../site/SiteContext';
import { noteOf } from '../site/remoteLoader';
import { dropPart, takeOver } from '../early/replay';
import { AREA_ATTRIBUTE, useServerMarkup } from './serverMarkup';
import styles from './RemoteArea.module.css';

export function Loading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="sf-visually-hidden">Loading…</span>
      <div className={`sf-skeleton ${styles.bar}`} />
      <div className={`sf-skeleton ${styles.block}`} />
    </div>
  );
}

/** A Retry button that says "Retrying…" until what it started has finished (loaded, or failed again). */
function RetryButton({ onRetry }: { onRetry: () => Promise<void> | void }) {
  const [retrying, startRetry] = useTransition();
  return (
    <button type="button" className="sf-btn" onClick={() => startRetry(async () => onRetry())} disabled={retrying}>
      {retrying ? 'Retrying…' : 'Retry'}
    </button>
  );
}

/** Said where a part of the page could not load, with a Retry that really loads it again. */
export function Unavailable({
  what,
  remote,
  onRetry,
}: {
  what: string;
  remote?: RemoteName;
  onRetry: () => Promise<void> | void;
}) {
  return (
    <section className={`sf-container ${styles.fallback}`} role="alert" data-remote-fallback={remote}>
      <h1 className={styles.fallbackTitle}>{what} is not available right now</h1>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <RetryButton onRetry={onRetry} />
    </section>
  );
}

/**
 * The area's server HTML, shown as it arrived: plain markup with no code behind it. Its links work
 * as plain links (every address is a rendered page); `inert` disables its buttons and fields, which
 * would otherwise look usable and do nothing.
 */
function ServerHtml({ remote, html, inert }: { remote: RemoteName; html: string; inert: boolean }) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!inert) return;
    for (const control of area.current?.querySelectorAll('button, input, select, textarea') ?? [])
      control.setAttribute('disabled', '');
  }, [inert, html]);
  return (
    <div
      ref={area}
      className={styles.area}
      {...{ [AREA_ATTRIBUTE]: remote }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * A remote that failed in the browser. Over a rendered page: its server HTML stays readable, under
 * a notice with Retry saying that this part does not work now. Without one (a page reached in the
 * browser, `pnpm dev`): the area says it is not available, with Retry.
 */
function Failed({
  remote,
  html,
  onRetry,
}: {
  remote: RemoteName;
  html: string | null;
  onRetry: () => Promise<void> | void;
}) {
  // The notice comes after hydration: the server's HTML has none, and hydration must find that HTML.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // What the visitor did to this area before it failed is not carried out later (after a Retry, say).
  useEffect(() => dropPart(remote), [remote]);
  // The page's report says the fallback showed.
  useEffect(() => noteOf(remote, 'fallback'), [remote]);
  const what = remoteLabel(remote);
  if (html === null) return <Unavailable what={what} remote={remote} onRetry={onRetry} />;
  return (
    <>
      {mounted && (
        <div className={`sf-container ${styles.notice}`} role="alert" data-remote-fallback={remote}>
          <p>
            <strong>{what} is not available right now.</strong> Below is this page as it was published: its links work,
            but its buttons and forms do not until it loads. Please try again in a moment.
          </p>
          <RetryButton onRetry={onRetry} />
        </div>
      )}
      <ServerHtml remote={remote} html={html} inert />
    </>
  );
}

function AreaPages({ remote }: { remote: RemoteName }) {
  const loader = useRemoteLoader();
  const html = useServerMarkup(remote);
  const hydrated = useHydrated();
  const previewed = Boolean(useLiveSite().overrides[remote]);
  if (previewed && !hydrated && html !== null) {
    // A preview replaces the published area once the page has hydrated (the server rendered the
    // live release): until then the area keeps its server HTML, while the preview's code loads.
    void loader.pagesOf(remote);
    return <ServerHtml remote={remote} html={html} inert={false} />;
  }
  const pages = use(loader.pagesOf(remote));
  if ('error' in pages) {
    // No server HTML to keep (or rendering in Node, where this fails the page): the boundary's fallback.
    if (html === null) throw pages.error;
    // Its scripts did not load over a rendered page, which named them for preloading: the browser keeps
    // that failure for the page's lifetime (Chromium gives it again to a later <script> of the same URL,
    // even once the server answers), so Retry loads the page again. It is a rendered file, and the
    // cart and session are stored: nothing is lost.
    return <Failed remote={remote} html={html} onRetry={() => window.location.reload()} />;
  }
  return (
    <div className={styles.area} {...{ [AREA_ATTRIBUTE]: remote }}>
      <pages.Pages />
      <Works remote={remote} />
    </div>
  );
}

/** The area works (hydrated, or drawn): what the visitor did to it before is carried out now. */
function Works({ remote }: { remote: RemoteName }) {
  useEffect(() => void takeOver(remote), [remote]);
  return null;
}

/**
 * The part of the page a remote owns: its pages, or what the visitor can still have when it fails.
 * Its own Suspense boundary: the header and the rest hydrate while the remote's code is on its way.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const loader = useRemoteLoader();
  const html = useServerMarkup(remote);
  const [attempt, setAttempt] = useState(0);
  const retry = async () => {
    await loader.reload(remote);
    // A transition: what the area shows stays until the remote has loaded again (or failed again).
    startTransition(() => setAttempt((n) => n + 1));
  };

  return (
    <Suspense fallback={<Loading />}>
      <Boundary
        key={attempt}
        part={`The ${remote} remote`}
        fallback={() => <Failed remote={remote} html={html} onRetry={retry} />}
      >
        <AreaPages remote={remote} />
      </Boundary>
    </Suspense>
  );
}
