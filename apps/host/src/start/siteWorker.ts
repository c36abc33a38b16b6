import { cacheKindOf } from '../worker/routes';
import type { KeepMessage } from '../worker/messages';

/** Files the page loaded that the worker keeps: scripts, styles, pictures, and the files that name releases. */
function keepable(entry: PerformanceResourceTiming): boolean {
  const destination = entry.initiatorType === 'fetch' ? '' : 'script';
  return (
    entry.initiatorType !== 'beacon' &&
    entry.initiatorType !== 'xmlhttprequest' &&
    cacheKindOf({ method: 'GET', mode: 'no-cors', destination, url: entry.name }, window.location.origin) !== null
  );
}

/** How long after the page's last mark (a view, a part that works) it tells the worker what it loaded. */
const SETTLE_MS = 1000;

/**
 * Registers the site's worker (../worker/sw.ts) once the page works, off its critical path, and
 * tells it what each page shown used, so that every page seen stays readable and working offline
 * (docs/decisions/0021-offline.md). Production builds only: under `pnpm dev` a worker would hide edits.
 */
export async function startSiteWorker(): Promise<void> {
  const workers = navigator.serviceWorker;
  if (!workers || process.env.NODE_ENV !== 'production') return;
  let registration: ServiceWorkerRegistration;
  try {
    await workers.register('/sw.js', { scope: '/', updateViaCache: 'none' });
    registration = await workers.ready;
  } catch (error) {
    console.warn('The site could not be kept for offline use.', error);
    return;
  }
  const told = new Set<string>();
  const tell = () => {
    const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => !told.has(entry.name) && keepable(entry))
      .map((entry) => entry.name);
    files.forEach((url) => told.add(url));
    const message: KeepMessage = { type: 'keep', page: window.location.href, files };
    registration.active?.postMessage(message);
  };
  tell();
  // Each page drawn in the browser marks its view and its parts (docs/decisions/0018-page-view-reports.md).
  let timer: ReturnType<typeof setTimeout> | undefined;
  new PerformanceObserver((marks) => {
    if (!marks.getEntries().some((mark) => mark.name.startsWith('sf:'))) return;
    clearTimeout(timer);
    timer = setTimeout(tell, SETTLE_MS);
  }).observe({ type: 'mark' });
}
