// A local "CDN" over the releases layout (scripts/releases.mjs), one origin for the whole site:
//   /releases/<app>/<id>/...    release files, immutable: the path never changes content
//   /releases/<app>/current.json
//   pages, /remotes.json, /sitemap.xml, /robots.txt   from the live pages folder (releases/pages/<id>),
//                               by the serving rule of scripts/pages.mjs, with the pages' security headers
//   anything else               the live host release's files
// Without a pages folder (no host release that renders), /remotes.json is releases/remotes.json and
// every other address the live host's index.html. A visitor's next page load picks up a promote or
// rollback: no rebuild, no cache purge.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { HOST } from './apps.mjs';
import { pagesSource, servePage } from './pages.mjs';
import { currentRelease, listReleases, livePages, releasesDir } from './releases.mjs';
import { IMMUTABLE, indexPageFallback, isHashed } from './static-server.mjs';

export function createCdnServer(root = releasesDir()) {
  const compress = compression();
  const releaseFiles = sirv(path.join(root), {
    dev: true, // releases appear while the server runs
    etag: true,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });
  const hostServers = new Map();
  const hostServer = (id) => {
    if (!hostServers.has(id)) hostServers.set(id, sirv(path.join(root, 'host', id), { dev: false, etag: true }));
    return hostServers.get(id);
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
    const hostFile = (live) => {
      const hashed = isHashed(url.pathname);
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      if (!hashed) return hostServer(live)(req, res, notFound);
      const owner = [live, ...listReleases('host', root).reverse()].find((id) => existsSync(path.join(root, 'host', id, url.pathname)));
      if (!owner) return notFound();
      return hostServer(owner)(req, res, notFound);
    };
    compress(req, res, () => {
      const folder = url.pathname.startsWith('/releases/') ? null : pages.folder();
      if (folder) {
        const live = currentRelease('host', root)?.release;
        const template = () => readFileSync(path.join(root, 'host', live, 'index.html'), 'utf8');
        return servePage(pages, folder, req, res, { template, asset: () => hostFile(live) });
      }
      if (url.pathname === '/remotes.json' || /^\/releases\/[a-z]+\/current\.json$/.test(url.pathname)) {
        const file = url.pathname === '/remotes.json' ? path.join(root, 'remotes.json') : path.join(root, url.pathname.slice('/releases/'.length));
        if (!existsSync(file)) return notFound();
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(readFileSync(file));
        return;
      }
      if (url.pathname.startsWith('/releases/')) {
        // Pages only at their own addresses, with their headers; pointers and locks not at all.
        if (/\/(current\.json|history\.jsonl|\.lock)$/.test(url.pathname) || url.pathname.includes('.tmp') || url.pathname.startsWith('/releases/pages/'))
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? HOST.port);
  // The api beside the site, as `pnpm start` runs it, so forms submit from the releases too.
  const { API_URL, startApi } = await import('./api.mjs');
  await startApi().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  console.log(`The api: ${API_URL}/`);
  createCdnServer().listen(port, 'localhost', () => {
    console.log(`Serving the live releases from ${releasesDir()} on http://localhost:${port}/`);
  });
}
