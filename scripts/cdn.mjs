// A local "CDN" over the releases layout (scripts/releases.mjs), one origin for the whole site:
//   /remotes.json               the live remotes file (no-cache)
//   /releases/<app>/<id>/...    release files, immutable: the path never changes content
//   /releases/<app>/current.json
//   anything else               the live host release (its files, or index.html for any other address)
// A visitor's next page load picks up a promote or rollback: no rebuild, no cache purge.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { HOST } from './apps.mjs';
import { currentRelease, listReleases, releasesDir } from './releases.mjs';
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

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cdn.local');
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found');
    };
    compress(req, res, () => {
      if (url.pathname === '/remotes.json' || /^\/releases\/[a-z]+\/current\.json$/.test(url.pathname)) {
        const file = url.pathname === '/remotes.json' ? path.join(root, 'remotes.json') : path.join(root, url.pathname.slice('/releases/'.length));
        if (!existsSync(file)) return notFound();
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(readFileSync(file));
        return;
      }
      if (url.pathname.startsWith('/releases/')) {
        if (/\/(current\.json|history\.jsonl|\.lock)$/.test(url.pathname) || url.pathname.includes('.tmp')) return notFound();
        req.url = url.pathname.slice('/releases'.length) + url.search;
        return releaseFiles(req, res, notFound);
      }
      const live = currentRelease('host', root)?.release;
      if (!live) {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end('No host release is live yet: pnpm release host && pnpm promote host <release>');
        return;
      }
      const hashed = isHashed(url.pathname);
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      if (hashed) {
        // A page loaded before a promote may still ask for the old host's chunks: look in every host release.
        const owner = [live, ...listReleases('host', root).reverse()].find((id) => existsSync(path.join(root, 'host', id, url.pathname)));
        if (!owner) return notFound();
        return hostServer(owner)(req, res, notFound);
      }
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
