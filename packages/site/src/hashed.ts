// Which files of a build never change: named by their content's hash (`main.0123456789.js`). The
// servers cache them for a year; the site's service worker keeps them cache-first. No Node here:
// the worker imports it too.

/** A build's file named by content hash: its address never changes what it serves. */
export function isHashed(pathname: string): boolean {
  return /\.[0-9a-f]{10}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/.test(pathname);
}
