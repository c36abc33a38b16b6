// A static server for one built app, with the cache and CORS rules of a CDN in front of it.
import { readFileSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv, { type Options as SirvOptions } from 'sirv';
import { HOST } from '../apps';
import { isHashed } from '../hashed';
import { PAGES_DIR } from '../pages/folder';
import { ASSET, pagesSource, servePage } from '../pages/serve';
import { PRODUCTION, type ServingEnvironment } from '../pages/securityHeaders';

/** A Connect-style handler: what sirv and compression are. */
export type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Compression of each answer as it leaves (for files without a Brotli form beside them). */
export const compressor = (): Handler => compression() as unknown as Handler;

/** Files named by content hash never change: cache them for a year. Everything else is revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControl(pathname: string): string {
  return isHashed(pathname) ? IMMUTABLE : 'no-cache';
}

/**
 * What an unrendered host (a build without its pages) answers at an address it has no file for:
 * its index.html, so the site shows the page or its own 404 page, also where the address looks like
 * a file (/help.html, /about-us.php). A missing asset stays a plain 404: a browser must not run the
 * HTML as a script, nor a cache keep it under an asset's name.
 * @param serve     a sirv handler over the host's files
 * @param notFound  answers the plain 404
 */
export function indexPageFallback(
  serve: Handler,
  req: IncomingMessage,
  res: ServerResponse,
  notFound: () => void,
): () => void {
  return () => {
    if (ASSET.test(new URL(req.url ?? '/', 'http://site.local').pathname)) return notFound();
    req.url = '/';
    return serve(req, res, notFound);
  };
}

/** Origins that may fetch a remote's manifest: the site itself, from configuration. */
function allowedOrigins(): Set<string> {
  const list = process.env.SITE_ORIGINS ?? `${HOST.origin},http://127.0.0.1:${HOST.port}`;
  return new Set(
    list
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
}

/**
 * @param dir      the folder to serve
 * @param options  spa: the host's build. Its rendered pages (dir/pages) are served by the rule of
 *   pages/serve.ts; without them, unknown addresses get index.html and the page renders in the browser only.
 *   environment: what the command serving it needs in the pages' policy (`pnpm dev:remote`: its dev
 *   server's socket); production by default.
 */
export function createStaticServer(
  dir: string,
  {
    spa = false,
    origins = allowedOrigins(),
    environment = PRODUCTION,
  }: { spa?: boolean; origins?: Set<string>; environment?: ServingEnvironment } = {},
): Server {
  const compress = compressor();
  const options: SirvOptions = {
    dev: false,
    etag: true,
    // A production build's files have their Brotli form beside them (x.js.br): sent as it is.
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      // sirv says Vary: Accept-Encoding alone; the answer also varies on Origin (its CORS header).
      // Without it, a browser's cache answers a CORS request (the site's worker keeping a remote's
      // file) with a copy fetched without one, and the browser refuses it.
      res.setHeader('Vary', 'Origin, Accept-Encoding');
    },
  };
  // sirv indexes the folder once; index it again when a new build has changed the folder,
  // so a rebuild or a new release is served without restarting the server.
  let files: Handler | null = null;
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
  const pages = spa ? pagesSource(() => path.join(dir, PAGES_DIR), environment) : null;
  const template = () => readFileSync(path.join(dir, 'index.html'), 'utf8');
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
    const accepted = req.headers['accept-encoding'];
    if (accepted && /\bbr\b/.test(accepted) && !brotliFormFresh(dir, req.url)) {
      req.headers['accept-encoding'] = accepted.replace(/\bbr\b/g, '');
    }
    const serve = current();
    if (!serve) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not built yet');
      return;
    }
    const notFound = () => {
      res.statusCode = 404;
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    };
    const folder = pages?.folder();
    if (pages && folder) {
      // The folder's files only through the rule: never its raw index.html at /pages/….
      const asset = () => (req.url?.startsWith(`/${PAGES_DIR}/`) ? notFound() : serve(req, res, notFound));
      return compress(req, res, () => servePage(pages, folder, req, res, { template, asset }));
    }
    compress(req, res, () => serve(req, res, spa ? indexPageFallback(serve, req, res, notFound) : notFound));
  });
}

/**
 * False when the file at `url` has a Brotli form older than itself: the file was changed after the
 * build wrote it (a test's edited copy of a build, a hand-edited file), so that form is stale and the
 * file itself is sent, compressed as it leaves. True when there is no such pair.
 */
function brotliFormFresh(dir: string, url = '/'): boolean {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://x.invalid').pathname);
  } catch {
    return true;
  }
  const file = path.join(dir, pathname);
  if (!file.startsWith(path.join(dir, path.sep))) return true;
  try {
    return statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs;
  } catch {
    return true;
  }
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
