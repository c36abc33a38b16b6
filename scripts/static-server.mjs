// A static server for one built app, with the cache and CORS rules of a CDN in front of it.
import { statSync } from 'node:fs';
import http from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import { HOST } from './apps.mjs';

/** Files named by content hash never change: cache them for a year. Everything else is revalidated. */
const HASHED = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;

export function cacheControl(pathname) {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Origins that may fetch a remote's manifest: the site itself, from configuration. */
export function allowedOrigins() {
  const list = process.env.SITE_ORIGINS ?? `${HOST.origin},http://127.0.0.1:${HOST.port}`;
  return new Set(list.split(',').map((o) => o.trim()).filter(Boolean));
}

/**
 * @param {string} dir    the folder to serve
 * @param {{ spa?: boolean, origins?: Set<string> }} options  spa: unknown paths get index.html (the host)
 */
export function createStaticServer(dir, { spa = false, origins = allowedOrigins() } = {}) {
  const compress = compression();
  const options = {
    dev: false,
    etag: true,
    single: spa,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
  };
  // sirv indexes the folder once; index it again when a new build has changed the folder,
  // so a rebuild or a new release is served without restarting the server.
  let files = null;
  let indexed = -1;
  const current = () => {
    let changed = -1;
    try {
      changed = statSync(dir).mtimeMs;
    } catch {
      return null;
    }
    if (changed !== indexed) {
      files = sirv(dir, options);
      indexed = changed;
    }
    return files;
  };
  return http.createServer((req, res) => {
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin, Accept-Encoding');
    if (origin && origins.has(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
      res.end();
      return;
    }
    const serve = current();
    if (!serve) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not built yet');
      return;
    }
    compress(req, res, () =>
      serve(req, res, () => {
        res.statusCode = 404;
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not found');
      }),
    );
  });
}

export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
