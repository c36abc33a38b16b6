/**
 * What the page and the site's worker say to each other, and the worker's caches by name
 * (docs/product.md#storage-keys). Shared by the worker (./sw.ts) and the page (../start/siteWorker.ts).
 */
export const CACHE_NAMES = {
  /** The pages the visitor has seen, by path: their last copy. */
  pages: 'sf-pages',
  /** Files named by content hash, of the host and every remote. */
  code: 'sf-code',
  /** remotes.json, manifests, remote entries: the last copy of what named the live releases. */
  releases: 'sf-releases',
  /** The offline page of the worker's publication. */
  offline: 'sf-offline',
} as const;

/** The page shown (`page`, its URL) and the files it loaded, to keep for the next visit offline. */
export interface KeepMessage {
  type: 'keep';
  page?: string;
  files: string[];
}
