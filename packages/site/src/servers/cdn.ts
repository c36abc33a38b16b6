// A local "CDN" over the releases layout (releases/releases.ts), one origin for the whole site:
//   /releases/<app>/<id>/...    release files, immutable: the path never changes content
//   /releases/<app>/current.json
//   pages, /remotes.json, /sitemap.xml, /robots.txt   from the live pages folder (releases/pages/<id>),
//                               by the serving rule of pages/serve.ts, with the pages' security headers
//   anything else               the live host release's files
// Without a pages folder (no host release that renders), /remotes.json is releases/remotes.json and
// every other address the live host's index.html. A visitor's next page load picks up a promote or
// rollback: no rebuild, no cache purge.
// While a canary runs (releases/canary.json), a visitor whose bucket (pages/bucket.ts, a cookie set
// on the first page) is below its share gets the canary's pages folder instead, with the canary
// host's index.html when the canary is the host's (docs/decisions/0019-canary-share.md).
import { existsSync, readFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { bucketCookie, bucketOf, drawBucket } from '../pages/bucket';
import { ASSET, pagesSource, servePage } from '../pages/serve';
import { canaryOf, canaryPages, currentRelease, listReleases, livePages, releasesDir } from '../releases/releases';
import { isHashed } from '../hashed';
import { compressor, IMMUTABLE, indexPageFallback, type Handler } from './staticServer';

export function createCdnServer(root = releasesDir()): Server {
  const compress = compressor();
  const releaseFiles = sirv(path.join(root), {
    dev: true, // releases appear while the server runs
    etag: true,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });
  const hostServers = new Map<string, Handler>();
  const hostServer = (id: string) => {
    let server = hostServers.get(id);
    if (!server) hostServers.set(id, (server = sirv(path.join(root, 'host', id), { dev: false, etag: true })));
    return server;
  };

  const pages = pagesSource(() => livePages(root));
  const canaryPagesSource = pagesSource(() => canaryPages(root));

  /** The publication this visitor gets: the canary's for a bucket below its share, else the live one. */
  const publicationFor = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    const liveHost = currentRelease('host', root)?.release ?? '';
    const live = { source: pages, host: liveHost };
    let bucket = bucketOf(req.headers.cookie);
    // Drawn on a page, not on a file: a response with a cookie is one a CDN cannot share.
    if (bucket === null && !ASSET.test(pathname)) {
      bucket = drawBucket();
      res.setHeader('Set-Cookie', bucketCookie(bucket, req));
    }
    const canary = canaryOf(root);
    if (!canary?.pages) return live;
    res.setHeader('Vary', 'Cookie');
    if (bucket === null || bucket >= canary.share) return live;
    return { source: canaryPagesSource, host: canary.app === 'host' ? canary.release : liveHost };
  };

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cdn.local');
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found');
    };
    /** A file of the live host release; a page loaded before a promote may still ask for the old
     *  host's chunks, so a hashed one is looked for in every host release. */
    const hostFile = (live: string) => {
      const hashed = isHashed(url.pathname);
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      if (!hashed) return hostServer(live)(req, res, notFound);
      const owner = [live, ...listReleases('host', root).reverse()].find((id) =>
        existsSync(path.join(root, 'host', id, url.pathname)),
      );
      if (!owner) return notFound();
      return hostServer(owner)(req, res, notFound);
    };
    compress(req, res, () => {
      if (!url.pathname.startsWith('/releases/') && pages.folder()) {
        // A pages folder is published by a host release that rendered it: one is live.
        const { source, host } = publicationFor(req, res, url.pathname);
        // The host's files are at the site's root: the page's report reads their release here.
        if (!ASSET.test(url.pathname)) res.setHeader('Server-Timing', `host;desc="${host}"`);
        const folder = source.folder() ?? pages.folder()!;
        const template = () => readFileSync(path.join(root, 'host', host, 'index.html'), 'utf8');
        return servePage(source, folder, req, res, { template, asset: () => hostFile(host) });
      }
      if (url.pathname === '/remotes.json' || /^\/releases\/[a-z]+\/current\.json$/.test(url.pathname)) {
        const file =
          url.pathname === '/remotes.json'
            ? path.join(root, 'remotes.json')
            : path.join(root, url.pathname.slice('/releases/'.length));
        if (!existsSync(file)) return notFound();
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(readFileSync(file));
        return;
      }
      if (url.pathname.startsWith('/releases/')) {
        // Pages only at their own addresses, with their headers; pointers and locks not at all.
        if (
          /\/(current\.json|history\.jsonl|\.lock|canary\.json|guard\.json)$/.test(url.pathname) ||
          url.pathname.includes('.tmp') ||
          url.pathname.startsWith('/releases/pages/')
        )
          return notFound();
        req.url = url.pathname.slice('/releases'.length) + url.search;
        return releaseFiles(req, res, notFound);
      }
      const live = currentRelease('host', root)?.release;
      if (!live) {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end('No host release is live yet: pnpm release host && pnpm promote host <release>');
        return;
      }
      if (isHashed(url.pathname)) return hostFile(live);
      res.setHeader('Cache-Control', 'no-cache');
      return hostServer(live)(req, res, indexPageFallback(hostServer(live), req, res, notFound));
    });
  });
}
