// How a pages folder is served: what the static server and the CDN answer for an address.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { NOT_FOUND_PATH, readPagesFolder, type PagesFolder } from './folder';
import { pageHeaders, PRODUCTION, type ServingEnvironment } from './securityHeaders';

/** Files a page loads: scripts, styles, source maps, data, images, fonts. A missing one is a plain 404. */
export const ASSET = /\.(m?js|css|map|json|webmanifest|png|jpe?g|gif|webp|avif|svg|ico|woff2?|txt|xml)$/;

/** Files of the folder served at the site's root, with their type. */
const FOLDER_FILES: Record<string, string> = {
  '/remotes.json': 'application/json; charset=utf-8',
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
};

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** What to answer at an address, by the serving rule. */
export type Answer =
  /** '/careers/' -> '/careers' (one URL per page) */
  | { redirect: string }
  /** /remotes.json, /sitemap.xml, /robots.txt from the folder */
  | { file: string; type: string }
  /** a rendered page (path in pages.json), or the 404 page for anything unknown */
  | { page: string; status: number }
  /** a page under a clientOnly prefix: the host's plain index.html, 200 */
  | { template: true }
  /** an asset-type address: the host's files, or a plain 404 */
  | { asset: true };

/** What to answer at `pathname`, by the serving rule (Answer). */
export function resolve(folder: PagesFolder, pathname: string): Answer {
  if (pathname.length > 1 && pathname.endsWith('/')) return { redirect: pathname.replace(/\/+$/, '') || '/' };
  const type = FOLDER_FILES[pathname];
  if (type) return { file: pathname.slice(1), type };
  const { pages, clientOnly = [] } = folder.meta;
  const page = Object.hasOwn(pages, pathname) ? pages[pathname] : undefined;
  if (page) return { page: page.file, status: page.status };
  if (clientOnly.some((prefix) => underPrefix(pathname, prefix))) return { template: true };
  if (ASSET.test(pathname)) return { asset: true };
  const notFound = pages[NOT_FOUND_PATH];
  if (!notFound) throw new Error(`${folder.dir}/pages.json has no ${NOT_FOUND_PATH} page`);
  return { page: notFound.file, status: 404 };
}

/** A pages folder as a server reads it (pagesSource). */
export interface PagesSource {
  /** The live folder, or null when nothing is rendered. */
  folder(): PagesFolder | null;
  /** Answers an HTML page: `html` with its status and security headers (computed from its own scripts). */
  send(res: ServerResponse, folder: PagesFolder, html: string, status: number, key: string): void;
}

/**
 * A pages folder as a server reads it: read again when it changes (a new render), and each page's
 * headers computed once per file.
 * @param dirOf        the live folder now (a render or a promote may switch it)
 * @param environment  what the command serving the pages needs in their policy (securityHeaders.ts)
 */
export function pagesSource(dirOf: () => string | null, environment: ServingEnvironment = PRODUCTION): PagesSource {
  let current: PagesFolder | null = null;
  let stamp = '';
  const headers = new Map<string, Record<string, string>>();
  return {
    folder() {
      const dir = dirOf();
      const index = dir && path.join(dir, 'pages.json');
      if (!dir || !index || !existsSync(index)) return null;
      const now = `${dir}:${statSync(index).mtimeMs}`;
      if (now !== stamp) {
        current = readPagesFolder(dir);
        stamp = now;
        headers.clear();
      }
      return current;
    },
    send(res, folder, html, status, key) {
      let sent = headers.get(key);
      if (!sent) headers.set(key, (sent = pageHeaders(folder.remotes, html, environment)));
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...sent });
      res.end(html);
    },
  };
}

/**
 * Answers `req` from a pages folder, or calls `asset()` for an address that the host's files serve.
 * @param template  the host's plain index.html (for clientOnly pages)
 */
export function servePage(
  source: PagesSource,
  folder: PagesFolder,
  req: IncomingMessage,
  res: ServerResponse,
  { template, asset }: { template: () => string; asset: () => void },
): void {
  const url = new URL(req.url ?? '/', 'http://site.local');
  const answer = resolve(folder, url.pathname);
  if ('redirect' in answer) {
    res.writeHead(301, { Location: `${answer.redirect}${url.search}`, 'Cache-Control': 'no-cache' });
    res.end();
  } else if ('file' in answer) {
    res.writeHead(200, { 'Content-Type': answer.type, 'Cache-Control': 'no-cache' });
    res.end(readFileSync(path.join(folder.dir, answer.file)));
  } else if ('page' in answer) {
    source.send(res, folder, readFileSync(path.join(folder.dir, answer.page), 'utf8'), answer.status, answer.page);
  } else if ('template' in answer) {
    source.send(res, folder, template(), 200, 'index.html (template)');
  } else {
    asset();
  }
}
