import { onCLS, onFCP, onINP, onLCP, type Metric } from 'web-vitals';
import { ENDPOINT_ROUTES } from '@storefront/types';
import type { AppReport, RumReport } from '@storefront/types/rum';
import type { RemoteName } from '@storefront/shell/host';
import type { LiveSite, RemoteLoader } from '../site/remoteLoader';

declare const __webpack_public_path__: string;

/**
 * The page's report (docs/product.md#what-visitors-browsers-report): loaded once the page works,
 * it watches the Core Web Vitals and, the first time the visitor hides or leaves the page, sends
 * what the page met, by part, with `navigator.sendBeacon`. Checked by the api with
 * '@storefront/types/rum'.
 */

/** The release an app's files came from: the `<id>` of `…/releases/<app>/<id>/…` (a URL or a path), else `local` (a local build). */
export function releaseFrom(url: string, app: string): string {
  return new RegExp(`/releases/${app}/([A-Za-z0-9][A-Za-z0-9._+-]{0,79})/`).exec(url)?.[1] ?? 'local';
}

/**
 * The section of the site a path is in: its first segment ('/product/tv' is '/product'). The path
 * the page was rendered for is one of the site's own (a page the api would refuse is not reported).
 */
export const sectionOf = (path: string): string => `/${path.split('/')[1] ?? ''}`;

type Tally = Omit<AppReport, 'app' | 'release'>;

/**
 * What happened to each part of the page, from its marks in the order they were made:
 * `sf:<what>:<part>` (site/remoteLoader.ts noteOf: `failures`, `errors`, `fallback`, `retry`),
 * `sf:live:<part>` when it works and `sf:loaded:<part>` for code loaded. A Retry counts as ok when
 * the part works next, failed when it fails next.
 */
export function talliesOf(marks: readonly { name: string }[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  const retrying = new Set<string>();
  for (const { name } of marks) {
    const [prefix, what = '', part = ''] = name.split(':');
    if (prefix !== 'sf') continue;
    let tally = tallies.get(part);
    if (!tally)
      tallies.set(part, (tally = { failures: 0, fallback: false, retriesOk: 0, retriesFailed: 0, errors: 0 }));
    if (what === 'failures' || what === 'errors') tally[what] += 1;
    if (what === 'fallback') tally.fallback = true;
    if ((what === 'live' || what === 'failures') && retrying.delete(part))
      tally[what === 'live' ? 'retriesOk' : 'retriesFailed'] += 1;
    if (what === 'retry') retrying.add(part);
  }
  return tallies;
}

/** The report of this page view: each part it loaded or that went wrong, with its release and tally. */
export function buildReport(
  site: LiveSite | null,
  /** The path the page was rendered for, and the URL the host's files came from. */
  page: { renderedFor: string; hostFiles: string },
  marks: readonly { name: string }[],
  vitals: RumReport['vitals'],
): RumReport {
  const apps: AppReport[] = [];
  // Every part is the host or a remote: only the site's code makes `sf:` marks.
  for (const [app, tally] of talliesOf(marks)) {
    const remote = app as RemoteName;
    const files = app === 'host' ? page.hostFiles : (site?.config.remotes[remote]?.entry ?? '');
    // A preview is one visitor's choice, not a release others get: kept apart from the live figures.
    const release = site?.overrides[remote] ? 'preview' : releaseFrom(files, app);
    apps.push({ app, release, ...tally });
  }
  return { v: 1, page: sectionOf(page.renderedFor), apps, vitals };
}

/**
 * Watches the vitals, then sends the report the first time the page is hidden: a beacon (a simple
 * text request), else a kept-alive fetch, neither holding the page.
 */
export async function startReport(root: HTMLElement, loader: RemoteLoader, apiOrigin?: string): Promise<void> {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  // TTFB straight from the navigation's timing (what web-vitals' onTTFB reads too, for 0.1 KB more).
  const vitals: RumReport['vitals'] = { TTFB: navigation?.responseStart };
  for (const watch of [onLCP, onINP, onCLS, onFCP]) watch((metric: Metric) => (vitals[metric.name] = metric.value));
  // The host's files are served from the site's root: the site server names their release
  // (`Server-Timing: host;desc="<release>"`, @storefront/site/cdn).
  const named = navigation?.serverTiming?.find((timing) => timing.name === 'host')?.description;
  const page = {
    renderedFor: root.dataset.renderedFor ?? window.location.pathname,
    hostFiles: named
      ? `/releases/host/${named}/`
      : // Where the bundler loaded the host's files from (nothing outside a bundle: in unit tests).
        typeof __webpack_public_path__ === 'string'
        ? __webpack_public_path__
        : '',
  };
  // The page works: both are known already.
  const [api, site] = await Promise.all([apiOrigin ?? loader.apiOrigin(), loader.site().catch(() => null)]);
  let sent = false;
  // Hidden is the last moment a page surely has, whether the visitor switches away, closes the tab
  // or goes to another page (browsers fire it then too; pagehide alone comes before the vitals are
  // final). web-vitals has just given LCP, INP and CLS: its listeners capture, this one bubbles.
  window.addEventListener('visibilitychange', () => {
    if (sent || document.visibilityState !== 'hidden') return;
    sent = true;
    // Every part the page loaded code from is in the report, troubles or not: the host first.
    const loaded = ['host', ...loader.loadedModules()].map((module) => ({ name: `sf:loaded:${module.split('/')[0]}` }));
    const marks = [...loaded, ...performance.getEntriesByType('mark')];
    const url = `${api}${ENDPOINT_ROUTES.rum.path}`;
    const body = JSON.stringify(buildReport(site, page, marks, vitals));
    if (!navigator.sendBeacon?.(url, body))
      void fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
  });
}
