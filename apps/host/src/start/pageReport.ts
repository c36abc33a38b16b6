import { onCLS, onFCP, onINP, onLCP, type Metric } from 'web-vitals';
import { ENDPOINT_ROUTES } from '@storefront/types';
import type { AppReport, RumReport } from '@storefront/types/rum';
import type { RemoteName } from '@storefront/shell/host';
import type { LiveSite, RemoteLoader } from '../site/remoteLoader';
import { partOf } from '../early/earlyContract';

declare const __webpack_public_path__: string;

/**
 * The page's report (docs/product.md#what-visitors-browsers-report): loaded once the page works,
 * it watches the Core Web Vitals and, when the visitor hides or leaves the page, sends what each
 * view of the page met, by part, with `navigator.sendBeacon`: one report per view. Checked by the api with
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

/** A mark of the page's timeline (a performance mark, or one the report adds). */
export interface Mark {
  name: string;
  /** `sf:view`: the path the view shows; `sf:inp`: the INP so far and its target. */
  detail?: unknown;
}

/** One view of the page: its path (from its `sf:view` mark), what each part met in it, and its INP. */
export interface View {
  path?: string;
  tallies: Map<string, Tally>;
  inp?: { part: string; value: number; target?: string };
}

/**
 * The views of the page and what happened to each part in each, from the marks in the order they
 * were made: `sf:<what>:<part>` (site/remoteLoader.ts noteOf: `failures`, `errors`, `fallback`,
 * `retry`), `sf:live:<part>` when it works, `sf:loaded:<part>` for code loaded, `sf:view:<part>`
 * when the page shows a path (layout/Layout.tsx: one per view, its part the app that owns the path)
 * and `sf:inp:<part>` when INP grows (the last in a view is its INP). Marks before the first view's
 * belong to it. A Retry counts as ok when the part works next, failed when it fails next. Every
 * view has the host.
 */
export function viewsOf(marks: readonly Mark[]): View[] {
  const views: View[] = [];
  const retrying = new Set<string>();
  for (const { name, detail } of marks) {
    const [prefix, what = '', part = ''] = name.split(':');
    if (prefix !== 'sf') continue;
    let view = views.at(-1);
    if (!view || (what === 'view' && view.path)) views.push((view = { tallies: new Map() }));
    for (const app of ['host', part])
      if (!view.tallies.has(app))
        view.tallies.set(app, { failures: 0, fallback: false, retriesOk: 0, retriesFailed: 0, errors: 0 });
    const tally = view.tallies.get(part)!;
    if (what === 'view') view.path = String(detail);
    if (what === 'inp') view.inp = { part, ...(detail as { value: number; target?: string }) };
    if (what === 'failures' || what === 'errors') tally[what] += 1;
    if (what === 'fallback') tally.fallback = true;
    if ((what === 'live' || what === 'failures') && retrying.delete(part))
      tally[what === 'live' ? 'retriesOk' : 'retriesFailed'] += 1;
    if (what === 'retry') retrying.add(part);
  }
  return views;
}

/**
 * A short name of the element an interaction was on, from what developers wrote (never what it
 * says or holds): its tag, then its id, else its `name`, else its first class (`button.xYz12`,
 * `input[name=email]`): web-vitals' attribution build names INP's target with it (its own
 * selector would walk up the page).
 */
export function targetOf(element: Element): string {
  const clean = (text: string) => text.replace(/[^\w-]/g, '').slice(0, 60);
  const name = element.getAttribute('name');
  const [first] = element.classList;
  return (
    element.localName +
    (element.id ? `#${clean(element.id)}` : name ? `[name=${clean(name)}]` : first ? `.${clean(first)}` : '')
  );
}

/** The reports of the page's views: each part each view had, with its release and tally. */
export function buildReports(
  site: LiveSite | null,
  /** The path the page was rendered for, and the release of the host's files. */
  page: { renderedFor: string; host: string },
  marks: readonly Mark[],
  /** The page load's LCP, FCP, TTFB and CLS: the landing view's. */
  vitals: RumReport['vitals'],
): RumReport[] {
  return viewsOf(marks).map(({ path, tallies, inp }, index) => {
    const apps: AppReport[] = [];
    // Every part is the host or a remote: only the site's code makes `sf:` marks.
    for (const [app, tally] of tallies) {
      const remote = app as RemoteName;
      // A preview is one visitor's choice, not a release others get: kept apart from the live figures.
      const release =
        app === 'host'
          ? page.host
          : site?.overrides[remote]
            ? 'preview'
            : releaseFrom(site?.config.remotes[remote]?.entry ?? '', app);
      // (What is undefined is left out of the report's JSON.)
      apps.push({ app, release, ...tally, inpTarget: app === inp?.part ? inp.target : undefined });
    }
    return {
      v: 1,
      page: sectionOf(path ?? page.renderedFor),
      apps,
      vitals: { ...(index ? {} : vitals), INP: inp?.value },
    };
  });
}

/**
 * Watches the vitals, then sends the views' reports each time the page is hidden (those not sent
 * yet): beacons (simple text requests), else kept-alive fetches, neither holding the page. What a
 * view meets after its report went is not reported.
 */
export async function startReport(root: HTMLElement, loader: RemoteLoader, apiOrigin?: string): Promise<void> {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  // TTFB straight from the navigation's timing (what web-vitals' onTTFB reads too, for 0.1 KB more).
  const vitals: RumReport['vitals'] = { TTFB: navigation?.responseStart };
  for (const watch of [onLCP, onCLS, onFCP]) watch((metric: Metric) => (vitals[metric.name] = metric.value));
  // INP as web-vitals measures it, marked `sf:inp:<part>` in the view shown each time it grows
  // (the last in a view is that view's), its element named as soon as web-vitals reports it (it
  // may leave the page later), with the part it is in (docs/decisions/0018-page-view-reports.md).
  onINP(
    ({ value, entries }) => {
      const element = entries.find((entry) => entry.target)?.target as Element | undefined;
      performance.mark(`sf:inp:${element ? partOf(element) : 'host'}`, {
        detail: { value, target: element && targetOf(element) },
      });
    },
    { reportAllChanges: true },
  );
  // The host's files are served from the site's root: the site server names their release
  // (`Server-Timing: host;desc="<release>"`, @storefront/site/cdn).
  const named = navigation?.serverTiming?.find((timing) => timing.name === 'host')?.description;
  const page = {
    renderedFor: root.dataset.renderedFor ?? window.location.pathname,
    host: releaseFrom(
      named
        ? `/releases/host/${named}/`
        : // Where the bundler loaded the host's files from (nothing outside a bundle: in unit tests).
          typeof __webpack_public_path__ === 'string'
          ? __webpack_public_path__
          : '',
      'host',
    ),
  };
  // The page works: both are known already.
  const [api, site] = await Promise.all([apiOrigin ?? loader.apiOrigin(), loader.site().catch(() => null)]);
  let sent = 0;
  // Hidden is the last moment a page surely has, whether the visitor switches away, closes the tab
  // or goes to another page (browsers fire it then too; pagehide alone comes before the vitals are
  // final). web-vitals has just given LCP and CLS: its listeners capture, this one bubbles.
  const url = `${api}${ENDPOINT_ROUTES.rum.path}`;
  // What earlier pages could not send, now and whenever the phone is back online.
  sendUnsent(url);
  window.addEventListener('online', () => sendUnsent(url));
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    const reports = buildReports(site, page, performance.getEntriesByType('mark'), vitals);
    const bodies = reports.slice(sent).map((report) => JSON.stringify(report));
    // A beacon is "sent" offline too, and lost: kept instead, for a later page to send.
    if (navigator.onLine === false) keepUnsent(bodies);
    else for (const body of bodies) post(url, body);
    sent = reports.length;
  });
}

function post(url: string, body: string) {
  if (!navigator.sendBeacon?.(url, body))
    void fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
}

/** Reports kept while offline (docs/product.md#storage-keys): the newest 20, sent by the next page online. */
const UNSENT = 'page-reports';

function keepUnsent(bodies: string[]) {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(UNSENT) ?? '[]');
    localStorage.setItem(UNSENT, JSON.stringify([...(Array.isArray(kept) ? kept : []), ...bodies].slice(-20)));
  } catch {
    // Storage full, disabled or corrupt: this page's report is lost, never the page.
  }
}

function sendUnsent(url: string) {
  if (navigator.onLine === false) return;
  let kept: unknown;
  try {
    kept = JSON.parse(localStorage.getItem(UNSENT) ?? '[]');
  } catch {
    kept = []; // Corrupt: dropped below.
  }
  try {
    localStorage.removeItem(UNSENT);
  } catch {
    return; // Storage unusable: nothing was kept.
  }
  if (Array.isArray(kept)) for (const body of kept) if (typeof body === 'string') post(url, body);
}
