import { DEFAULT_API_ORIGIN } from '@storefront/types';
import { isRemoteName, type RemoteName } from '@storefront/shell/host';

/** Where a remote is and which top-level URL prefixes it owns ('' is the home page). */
export interface RemoteEntry {
  entry: string;
  prefixes: string[];
}

/**
 * The site as remotes.json describes it (docs/decisions/0009-route-ownership-declared-by-remotes.md): each remote's
 * manifest URL and prefixes, the api's origin ($api) and the origins previews may load from
 * ($previewOrigins). A value: read once per page, passed down, never kept in a module. Other settings
 * ($siteOrigin: the render step's) are not the page's and are ignored.
 */
export interface SiteConfig {
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
  api: string;
  previewOrigins: string[];
}

/** Where the runtime remotes file lives: next to the host's index.html, served no-cache. */
export const REMOTES_URL = '/remotes.json';

/**
 * The id of the `<script type="application/json">` in which a rendered page carries the remotes.json
 * it was published with (the render step, @storefront/site), so the page starts without fetching it.
 */
export const SITE_CONFIG_ID = 'sf-site-config';

/** Where a browser keeps the previews it asked for (site/overrides.ts). */
export const OVERRIDES_KEY = 'remote-overrides';

/** An http(s) origin ("https://api.example.in"), or undefined for anything else (paths included). */
export function readOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** An http(s) URL resolved against the page, or undefined (javascript:, data:, junk). */
function readHttpUrl(value: unknown, pageHref: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value, pageHref);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// A prefix is one lower-case path segment, or '' for the home page.
const PREFIX = /^[a-z0-9][a-z0-9-]*$|^$/;

function readEntry(value: unknown, pageHref: string): RemoteEntry | undefined {
  // The plain form names the manifest only: the remote is loadable but owns no URL.
  if (typeof value === 'string') {
    const entry = readHttpUrl(value, pageHref);
    return entry ? { entry, prefixes: [] } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { entry: rawEntry, prefixes } = value as { entry?: unknown; prefixes?: unknown };
  const entry = readHttpUrl(rawEntry, pageHref);
  if (!entry) return undefined;
  const valid = Array.isArray(prefixes)
    ? prefixes.filter((p): p is string => typeof p === 'string' && PREFIX.test(p))
    : [];
  return { entry, prefixes: valid };
}

/** Reads remotes.json's content; unknown names and unsafe URLs are left out, never fatal. */
export function parseSiteConfig(data: unknown, pageHref: string): SiteConfig {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error('remotes.json is not an object');
  const record = data as Record<string, unknown>;
  const origins = record.$previewOrigins;
  const config: SiteConfig = {
    remotes: {},
    api: readOrigin(record.$api) ?? DEFAULT_API_ORIGIN,
    previewOrigins: Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [],
  };
  for (const [name, value] of Object.entries(record)) {
    if (!isRemoteName(name)) continue;
    const entry = readEntry(value, pageHref);
    if (entry) config.remotes[name] = entry;
  }
  return config;
}

/** Fetches and reads remotes.json, fresh from the server (a Retry must see a newly promoted release). */
export async function fetchSiteConfig(
  fetchImpl: typeof fetch,
  pageHref: string,
  timeoutMs: number,
): Promise<SiteConfig> {
  const response = await fetchImpl(REMOTES_URL, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseSiteConfig(await response.json(), pageHref);
}

/**
 * The remotes.json a rendered page carries (`#sf-site-config`), or undefined where there is none
 * (a page the browser renders alone: `pnpm dev`, client-only prefixes) or it cannot be read.
 */
export function readInlineSiteConfig(doc: Pick<Document, 'getElementById'>, pageHref: string): SiteConfig | undefined {
  const text = doc.getElementById(SITE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseSiteConfig(JSON.parse(text), pageHref);
  } catch (error) {
    console.warn('The page carries a remotes.json that cannot be read; fetching it instead.', error);
    return undefined;
  }
}

/**
 * The page's way to read remotes.json: the first read takes what the page carries
 * (readInlineSiteConfig), with no request
 * (the site's start waits on no round trip for it); every later read (Retry) and a page that carries
 * none fetch it fresh from the server, as a newly promoted release must be seen.
 */
export function siteConfigReader(
  carried: SiteConfig | undefined,
  fetchImpl: typeof fetch,
  pageHref: string,
  timeoutMs: number,
): () => Promise<SiteConfig> {
  let inline = carried;
  return () => {
    const carried = inline;
    inline = undefined;
    return carried ? Promise.resolve(carried) : fetchSiteConfig(fetchImpl, pageHref, timeoutMs);
  };
}
