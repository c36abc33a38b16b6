import type { RemoteName } from '@storefront/shell/host';
import type { SiteConfig } from './config';

/** Top-level path segment -> the remote that owns every route below it. */
export type RouteTable = ReadonlyMap<string, RemoteName>;

/**
 * The host knows no pages: each remote declares its prefixes (its routes.json, published in
 * remotes.json), and the host only maps the first path segment to its owner. A prefix claimed
 * twice stays with the first remote (the release scripts refuse such a remotes.json).
 */
export function buildRouteTable(remotes: SiteConfig['remotes']): RouteTable {
  const table = new Map<string, RemoteName>();
  for (const [name, remote] of Object.entries(remotes) as [RemoteName, { prefixes: string[] }][]) {
    for (const prefix of remote.prefixes) {
      const owner = table.get(prefix);
      if (owner) console.warn(`remotes.json: /${prefix} is claimed by ${owner} and ${name}; ${owner} keeps it.`);
      else table.set(prefix, name);
    }
  }
  return table;
}

/** The remote that owns a path, or null when no one does (the host's 404). */
export function ownerOf(pathname: string, table: RouteTable): RemoteName | null {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return table.get(first) ?? null;
}
