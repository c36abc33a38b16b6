// A local "CDN" over the releases layout (releases/releases.ts), one origin for the whole site:
//   /releases/<app>/<id>/...    release files, immutable: the path never changes content
//   /releases/<app>/current.json
//   pages, /remotes.json, /sitemap.xml, /robots.txt   from the live pages folder (releases/pages/<id>),
//                               by the serving rule of pages/serve.ts, with the pages' security headers
//   anything else               the live host release's files
// Without a pages folder (no host release that renders), /remotes.json is releases/remotes.json and
// every other address the live host's index.html. A visitor's next page load picks up a promote or
// rollback: no rebuild, no cache purge.
import { existsSync, readFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { pagesSource, servePage } from '../pages/serve';
import { currentRelease, listReleases, livePages, releasesDir } from '../releases/releases';
import { compressor, IMMUTABLE, indexPageFallback, isHashed, type Handler } from './staticServer';

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
      const folder = url.pathname.startsWith('/releases/') ? null : pages.folder();
      if (folder) {
        // A pages folder is published by a host release that rendered it: one is live.
        const live = currentRelease('host', root)?.release ?? '';
        const template = () => readFileSync(path.join(root, 'host', live, 'index.html'), 'utf8');
        return servePage(pages, folder, req, res, { template, asset: () => hostFile(live) });
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
          /\/(current\.json|history\.jsonl|\.lock)$/.test(url.pathname) ||
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
