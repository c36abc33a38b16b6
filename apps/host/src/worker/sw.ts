/// <reference lib="webworker" />
/**
 * The site's service worker (docs/decisions/0021-offline.md): every page the visitor has seen stays
 * readable and working when the network drops, a page never seen shows the site's own offline page,
 * and releases are seen on the next load online exactly as without it. Built alone by the host's
 * production build into dist/sw.js (packages/rspack-config), with the host's own files to precache
 * in place of `self.__WB_MANIFEST`; registered by the page once it works (../start/siteWorker.ts).
 * It lives in the host's release: `pnpm rollback host` takes a worker back like any other change.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, syncOutbox } from '@storefront/shell/outbox';
import { OFFLINE_PATH } from '@storefront/site/page-paths';
import { cacheKindOf, isRemoteManifest, pageKey, remoteFiles, titleOf, withKeptPages, type CacheKind } from './routes';
import { CACHE_NAMES, type KeepMessage } from './messages';
import { manifestBeside } from '@storefront/site/remote-entry';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/**
 * How long a page waits for the network before the visitor's kept copy is shown. The HTML of a page
 * is about 10 KB compressed and arrives within a second on the slowest profile measured (150 ms
 * round trip, 1.6 Mbit/s); three seconds without an answer is a stalled connection, not a slow one.
 * The network's answer still replaces the kept copy when it comes.
 */
const PAGE_TIMEOUT_SECONDS = 3;

/** The caches ignore Vary: a remote's server varies on Origin, the CDN on the bucket cookie; each cache is this visitor's. */
const matchOptions = { ignoreVary: true };

/** A cross-origin file is fetched with CORS (the remotes' servers allow the site), so its status can be read: an error is never kept. */
const corsForRemotes: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
};

/** Pages are kept by path: the HTML of a page is the same whatever its query string. */
const byPath: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url) };

/** Only pages are kept as pages (a sitemap or robots.txt opened in the browser is not one). */
const isPage = (response: Response) => Boolean(response.headers.get('content-type')?.startsWith('text/html'));
const htmlOnly: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (isPage(response) ? response : null) };

const ok = new CacheableResponsePlugin({ statuses: [200] });

/** A server's 5xx for a file is a failure (a proxy's error page is no script): the last copy, or another try. */
const serverErrorsFail: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status >= 500) throw new Error(`${response.status} from the server`);
    return response;
  },
};

/**
 * A remote's manifest kept: the files of its exposed modules are kept too (routes.ts remoteFiles).
 * A remote's entry kept (the page loads it without the manifest): the manifest beside it, read
 * anew, since a new entry may list new files.
 */
async function keepRemoteFiles(url: string, response: Response): Promise<void> {
  const beside = manifestBeside(url);
  if (beside) return keep(beside, 'release', true);
  if (!isRemoteManifest(url)) return;
  const manifest: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  await Promise.allSettled(remoteFiles(manifest, url).map((file) => keep(file)));
}

const wholeRemotes: WorkboxPlugin = {
  cacheDidUpdate: ({ request, newResponse }) => keepRemoteFiles(request.url, newResponse),
};

const strategies: Record<CacheKind, NetworkFirst | CacheFirst> = {
  page: new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    matchOptions,
    plugins: [byPath, ok, htmlOnly, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
  code: new CacheFirst({
    cacheName: CACHE_NAMES.code,
    matchOptions,
    plugins: [
      corsForRemotes,
      serverErrorsFail,
      ok,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
  release: new NetworkFirst({
    cacheName: CACHE_NAMES.releases,
    matchOptions,
    plugins: [
      corsForRemotes,
      serverErrorsFail,
      ok,
      wholeRemotes,
      new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true }),
    ],
  }),
};

// A new worker takes over at once, with no reload: its caches are the old one's (the same names),
// and a page keeps asking for its own publication's files by their own addresses, so nothing mixes.
void self.skipWaiting();
clientsClaim();
enableNavigationPreload();

// The host's own files of this release, for the offline page and every page's start.
precacheAndRoute(self.__WB_MANIFEST);

/**
 * On a failing connection (one that drops or stalls some requests, not all), a file the page needs
 * is asked for again after 0.5, 1 and 2 s: within the loader's 8 s for a remote
 * (site/remoteLoader.ts), a dropped request costs the visitor a moment instead of the area.
 */
const RETRY_DELAYS_MS = [500, 1000, 2000];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

registerRoute(
  ({ request }) => cacheKindOf(request, self.location.origin) !== null,
  async (options) => {
    const kind = cacheKindOf(options.request, self.location.origin)!;
    if (kind === 'page') return strategies.page.handle(options);
    for (let attempt = 0; ; attempt++) {
      try {
        return await strategies[kind].handle(options);
      } catch (error) {
        if (attempt >= RETRY_DELAYS_MS.length) throw error;
      }
      await pause(RETRY_DELAYS_MS[attempt]!);
    }
  },
);

/** The pages kept on this phone, as the offline page lists them. */
async function keptPages(): Promise<{ path: string; title: string }[]> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const kept = [];
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname === OFFLINE_PATH) continue;
    const response = await cache.match(request, matchOptions);
    kept.push({ path: pathname, title: titleOf(response ? await response.text() : '', pathname) });
  }
  return kept.sort((a, b) => a.title.localeCompare(b.title));
}

// A navigation with neither the network nor a kept copy: the site's offline page, listing what is kept.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const offline = await caches.match(OFFLINE_PATH, { cacheName: CACHE_NAMES.offline, ...matchOptions });
  if (!offline) return Response.error();
  const html = withKeptPages(await offline.text(), await keptPages());
  return new Response(html, { status: 200, headers: offline.headers });
});

/**
 * Keeps a copy of `url` in the cache its kind uses, unless it is there already (a page, or `fresh`:
 * always anew), as the worker's own routes would have on the page's request.
 */
async function keep(url: string, kind = fileKindOf(url), fresh = false): Promise<void> {
  if (!kind) return;
  const cache = await caches.open(strategies[kind].cacheName);
  // A picture is often a view of one SVG file (`illustrations.svg#media`): the file is what is kept.
  const key = kind === 'page' ? pageKey(url) : url.split('#')[0]!;
  if (kind !== 'page' && !fresh && (await cache.match(key, matchOptions))) return;
  const crossOrigin = new URL(url).origin !== self.location.origin;
  const response = await fetch(
    key,
    crossOrigin ? { mode: 'cors', credentials: 'omit' } : { credentials: 'same-origin' },
  );
  if (response.status !== 200) return;
  if (kind === 'page' && !isPage(response)) return;
  if (kind === 'release') await keepRemoteFiles(key, response);
  await cache.put(key, response);
}

/** How the worker's routes would keep a file the page loaded (a script, a style, a picture, a release file). */
function fileKindOf(url: string): CacheKind | null {
  const kind = cacheKindOf({ method: 'GET', mode: 'no-cors', destination: 'script', url }, self.location.origin);
  return kind === 'page' ? null : kind;
}

self.addEventListener('install', (event) => {
  // The offline page of the publication this worker came with.
  event.waitUntil(caches.open(CACHE_NAMES.offline).then((cache) => cache.add(OFFLINE_PATH)));
});

// The page says what it showed and loaded: a page drawn in the browser (a link followed inside the
// site) was never a navigation, and a first visit's files came before the worker did.
self.addEventListener('message', (event) => {
  const message = event.data as KeepMessage | undefined;
  if (message?.type !== 'keep') return;
  const page =
    message.page && new URL(message.page).origin === self.location.origin ? [keep(message.page, 'page')] : [];
  event.waitUntil(Promise.allSettled([...page, ...message.files.map((url) => keep(url))]));
});

// Forms kept while offline (docs/product.md#sent-later-the-form-outbox): where the browser has
// Background Sync, sent once the connection is back, even with every page of the site closed. A
// round that leaves a form waiting fails, so the browser tries again later.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(syncOutbox());
});
