import { isRemoteName, type RemoteName } from '@storefront/shell/host';
import { readStoredJson, writeStoredJson, writeStored } from '@storefront/shell';
import { isLoopback, isLoopbackPreview } from '@storefront/site/loopback';
import { OVERRIDES_KEY, type SiteConfig } from './config';

/**
 * Preview overrides: a tester loads one remote from another release or from a developer's
 * machine on the live site, with `?preview=<remote>@<manifest URL>` (repeatable) or a stored
 * override; `?preview=clear` ends it. Only allowed origins are accepted (the site's own origin, the
 * origins remotes.json lists under "$previewOrigins", and the visitor's own machine when the site
 * itself is served from it), so a link can never make the site run scripts from an arbitrary origin.
 * The same rule as the pages' Content-Security-Policy (docs/releasing.md, "Previews"): a preview the
 * policy would block is refused here, with a reason, instead of failing in the console.
 */

export type Overrides = Partial<Record<RemoteName, string>>;

export function isAllowedOrigin(url: URL, pageOrigin: string, extraOrigins: readonly string[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return (
    (isLoopback(pageOrigin) && isLoopbackPreview(url)) || url.origin === pageOrigin || extraOrigins.includes(url.origin)
  );
}

function readStoredOverrides(storage: Pick<Storage, 'getItem'> | undefined): Record<string, unknown> {
  const value = readStoredJson(OVERRIDES_KEY, storage);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The overrides in force: the stored ones plus those in the page's URL, each checked again
 * against the allowed origins. Accepted ones are stored; refused ones are reported.
 */
export function resolveOverrides(
  search: string,
  pageHref: string,
  extraOrigins: readonly string[],
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
): { overrides: Overrides; refused: string[] } {
  const params = new URLSearchParams(search).getAll('preview');
  const pageOrigin = new URL(pageHref).origin;
  const candidates: Record<string, unknown> = params.includes('clear') ? {} : readStoredOverrides(storage);
  for (const param of params) {
    const at = param.indexOf('@');
    if (at > 0) candidates[param.slice(0, at)] = param.slice(at + 1);
  }
  const overrides: Overrides = {};
  const refused: string[] = [];
  for (const [name, value] of Object.entries(candidates)) {
    if (!isRemoteName(name) || typeof value !== 'string') {
      refused.push(`${name}: not a remote`);
      continue;
    }
    let url: URL;
    try {
      url = new URL(value, pageHref);
    } catch {
      refused.push(`${name}: not a URL`);
      continue;
    }
    if (!isAllowedOrigin(url, pageOrigin, extraOrigins)) {
      refused.push(`${name}: ${url.origin} is not an allowed preview origin`);
      continue;
    }
    overrides[name] = url.href;
  }
  // Storage unavailable: the override lasts for this page only.
  if (Object.keys(overrides).length) writeStoredJson(OVERRIDES_KEY, overrides, storage);
  else writeStored(OVERRIDES_KEY, null, storage);
  return { overrides, refused };
}

/** The remotes with each override's entry; a previewed remote keeps the live one's URL prefixes. */
export function applyOverrides(remotes: SiteConfig['remotes'], overrides: Overrides): SiteConfig['remotes'] {
  const result = { ...remotes };
  for (const [name, entry] of Object.entries(overrides) as [RemoteName, string][]) {
    result[name] = { entry, prefixes: remotes[name]?.prefixes ?? [] };
  }
  return result;
}
