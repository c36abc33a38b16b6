import { isHashed } from '@storefront/site/hashed';

/**
 * Which of the worker's caches a request belongs to, one strategy each (docs/decisions/0021-offline.md):
 * - `page`: a navigation to the site: network first, the visitor's last copy when the network fails
 *   or stalls, the offline page when there is none;
 * - `code`: a file named by its content's hash (the host's and every remote's scripts, styles,
 *   pictures), from the site or a remote's origin: it never changes, so the cache first;
 * - `release`: the files that say which release is live (`remotes.json`, a remote's
 *   `mf-manifest.json` and `remoteEntry.js`, unhashed pictures): network first, so a promote,
 *   rollback or canary is seen on the next load online, and the last copy offline;
 * - null: left to the browser (the api, anything sent, another site's pages).
 */
export type CacheKind = 'page' | 'code' | 'release';

export interface RequestFacts {
  method: string;
  mode: string;
  destination: string;
  url: string;
}

/** What a page loads as a file: scripts, styles, pictures, fonts, and the json files that name releases. */
const FILE_DESTINATIONS = new Set(['script', 'style', 'image', 'font', 'manifest']);
const RELEASE_JSON = /(?:^|\/)(?:mf-manifest|remotes)\.json$/;

/** A remote's manifest: keeping it keeps the files it lists (remoteFiles). */
export const isRemoteManifest = (url: string) => /\/mf-manifest\.json$/.test(new URL(url).pathname);

export function cacheKindOf(request: RequestFacts, siteOrigin: string): CacheKind | null {
  if (request.method !== 'GET') return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (request.mode === 'navigate') return url.origin === siteOrigin ? 'page' : null;
  // A script's fetch() of a release file (the loader's manifests and remotes.json); every other
  // fetch (the api's answers, which are the visitor's own) stays the browser's.
  const file = FILE_DESTINATIONS.has(request.destination) || RELEASE_JSON.test(url.pathname);
  if (!file) return null;
  return isHashed(url.pathname) ? 'code' : 'release';
}

/** The key a page is kept under: its path. The HTML of a page is the same whatever its query (one file per path). */
export function pageKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

/** What a kept page is listed as on the offline page: its title without the site's name. */
export function titleOf(html: string, fallback: string): string {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim();
  const text = title
    ?.replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return text ? text.replace(/\s*\|\s*Brandwala Media$/, '') || text : fallback;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The offline page's list element (apps/host/src/layout/OfflinePage.tsx renders it empty). */
export const OFFLINE_LIST = '<div data-offline-pages=""></div>';

/**
 * The offline page with the pages kept on this phone listed in it, as links (they work before and
 * without the page's script: the worker answers them from its cache).
 */
export function withKeptPages(offlineHtml: string, kept: { path: string; title: string }[]): string {
  const items = kept.length
    ? `<ul>${kept.map((page) => `<li><a href="${escape(page.path)}">${escape(page.title)}</a></li>`).join('')}</ul>`
    : '<p>None yet: pages you open while online are kept here for the next time.</p>';
  return offlineHtml.replace(OFFLINE_LIST, () => `<div data-offline-pages="">${items}</div>`);
}

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/**
 * Every file of a remote's exposed modules, by URL, as its `mf-manifest.json` lists them: a page of
 * that remote seen once works offline whole (its search, its other tabs), not only the parts that
 * page happened to load. Unreadable or unexpected JSON lists nothing.
 */
export function remoteFiles(manifest: unknown, manifestUrl: string): string[] {
  const exposes = (manifest as { exposes?: { assets?: Assets }[] } | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  const names = new Set<string>();
  for (const { assets } of exposes)
    for (const kind of [assets?.js, assets?.css])
      for (const name of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) if (typeof name === 'string') names.add(name);
  // Files are named relative to the manifest (publicPath "auto": where the remote's entry is).
  const base = new URL('.', manifestUrl);
  return [...names].flatMap((name) => {
    try {
      return [new URL(name, base).href];
    } catch {
      return [];
    }
  });
}
