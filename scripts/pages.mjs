// The reading side of a pages folder (written by scripts/render.mjs `writePagesFolder`): what the
// static server and the CDN answer for an address. One folder is one publication: its HTML, the
// remotes.json the HTML was rendered with, sitemap.xml and robots.txt
// (docs/decisions/0006-releases-promote-rollback-previews.md, amendment of 2026-11-23).
//   <dir>/pages.json  { siteOrigin, renderedAt, clientOnly: ['/inbox'], pages: { '/': { file, status, remotes } } }
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_PATH } from './render.mjs';
import { pageHeaders } from './security-headers.mjs';

/** Where the host's build keeps its rendered pages (scripts/render.mjs's default). */
export const PAGES_DIR = 'pages';

/** Files a page loads: scripts, styles, source maps, data, images, fonts. A missing one is a plain 404. */
export const ASSET = /\.(m?js|css|map|json|png|jpe?g|gif|webp|avif|svg|ico|woff2?|txt|xml)$/;

/** Files of the folder served at the site's root, with their type. */
const FOLDER_FILES = {
  '/remotes.json': 'application/json; charset=utf-8',
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
};

/** The folder's pages.json and remotes.json, or null when `dir` holds no rendered pages. */
export function readPagesFolder(dir) {
  const index = path.join(dir, 'pages.json');
  if (!existsSync(index)) return null;
  const meta = JSON.parse(readFileSync(index, 'utf8'));
  const remotes = JSON.parse(readFileSync(path.join(dir, 'remotes.json'), 'utf8'));
  return { dir, meta, remotes };
}

function underPrefix(pathname, prefix) {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * What to answer at `pathname`, by the serving rule:
 *   { redirect }            '/careers/' -> '/careers' (one URL per page)
 *   { file, type }          /remotes.json, /sitemap.xml, /robots.txt from the folder
 *   { page, status }        a rendered page (path in pages.json), or the 404 page for anything unknown
 *   { template: true }      a page under a clientOnly prefix: the host's plain index.html, 200
 *   { asset: true }         an asset-type address: the host's files, or a plain 404
 */
export function resolve(folder, pathname) {
  if (pathname.length > 1 && pathname.endsWith('/')) return { redirect: pathname.replace(/\/+$/, '') || '/' };
  if (FOLDER_FILES[pathname]) return { file: pathname.slice(1), type: FOLDER_FILES[pathname] };
  const { pages, clientOnly = [] } = folder.meta;
  const page = Object.hasOwn(pages, pathname) ? pages[pathname] : null;
  if (page) return { page: page.file, status: page.status };
  if (clientOnly.some((prefix) => underPrefix(pathname, prefix))) return { template: true };
  if (ASSET.test(pathname)) return { asset: true };
  return { page: pages[NOT_FOUND_PATH].file, status: 404 };
}

/**
 * A pages folder as a server reads it: read again when it changes (a new render), and each page's
 * headers computed once per file.
 * @param {() => string | null} dirOf  the live folder now (a render or a promote may switch it)
 */
export function pagesSource(dirOf) {
  let current = null;
  let stamp = '';
  const headers = new Map();
  return {
    /** The live folder, or null when nothing is rendered. */
    folder() {
      const dir = dirOf();
      const index = dir && path.join(dir, 'pages.json');
      if (!index || !existsSync(index)) return null;
      const now = `${dir}:${statSync(index).mtimeMs}`;
      if (now !== stamp) {
        current = readPagesFolder(dir);
        stamp = now;
        headers.clear();
      }
      return current;
    },
    /** Answers an HTML page: `html` with its status and security headers (computed from its own scripts). */
    send(res, folder, html, status, key) {
      if (!headers.has(key)) headers.set(key, pageHeaders(folder.remotes, html));
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...headers.get(key) });
      res.end(html);
    },
  };
}

/**
 * Answers `req` from a pages folder, or calls `asset()` for an address that the host's files serve.
 * @param {string} template  the host's plain index.html (for clientOnly pages)
 */
export function servePage(source, folder, req, res, { template, asset }) {
  const url = new URL(req.url ?? '/', 'http://site.local');
  const answer = resolve(folder, url.pathname);
  if (answer.redirect) {
    res.writeHead(301, { Location: `${answer.redirect}${url.search}`, 'Cache-Control': 'no-cache' });
    res.end();
  } else if (answer.file) {
    res.writeHead(200, { 'Content-Type': answer.type, 'Cache-Control': 'no-cache' });
    res.end(readFileSync(path.join(folder.dir, answer.file)));
  } else if (answer.page) {
    source.send(res, folder, readFileSync(path.join(folder.dir, answer.page), 'utf8'), answer.status, answer.page);
  } else if (answer.template) {
    source.send(res, folder, template(), 200, 'index.html (template)');
  } else {
    asset();
  }
}
