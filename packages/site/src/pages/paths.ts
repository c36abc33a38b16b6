// The addresses of the pages the host renders itself, beside the ones the remotes declare. No Node
// here: the host's browser build and its service worker import these too.

/** The host's 404 page in pages.json; its file is 404.html, served at every address no page has. */
export const NOT_FOUND_PATH = '/404';

/**
 * The site's own offline page (docs/product.md#offline): what the service worker shows for a page
 * the visitor has not seen when the network cannot give it. Rendered with every publication, like
 * the 404 page; never indexed, never in the sitemap.
 */
export const OFFLINE_PATH = '/offline';

/** Pages every render writes, whatever changed: no remote declares them. */
export const HOST_PAGES: readonly string[] = [NOT_FOUND_PATH, OFFLINE_PATH];
