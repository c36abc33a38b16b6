// A pages folder (docs/decisions/0012-pages-rendered-at-release.md): one publication of the site's
// rendered pages, with the remotes.json the HTML was rendered with, sitemap.xml and robots.txt
// (docs/decisions/0006-releases-promote-rollback-previews.md, amendment of 2026-11-23). Written by
// the render step, read by the static server and the CDN (serve.ts).
//   <dir>/pages.json  { siteOrigin, renderedAt, clientOnly: ['/inbox'], pages: { '/': { file, status, remotes } } }
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemotesFile } from '../remotesFile';

/** Where the host's build keeps its rendered pages (the render step's default). */
export const PAGES_DIR = 'pages';

import { NOT_FOUND_PATH } from './paths';

export { NOT_FOUND_PATH, OFFLINE_PATH, HOST_PAGES } from './paths';

/** The id of the element that carries the page's remotes.json (apps/host/src/site/config.ts SITE_CONFIG_ID). */
export const SITE_CONFIG_ID = 'sf-site-config';

/** A page in pages.json: its file in the folder, its HTTP status and the remotes it loaded. */
export interface PageEntry {
  file: string;
  status: number;
  remotes: string[];
}

/** A folder's pages.json. */
export interface PagesJson {
  siteOrigin?: string;
  renderedAt?: string;
  /** URL prefixes rendered in the browser only: served the host's plain index.html. */
  clientOnly?: string[];
  pages: Record<string, PageEntry>;
}

/** A pages folder as read: where it is, its pages.json and the remotes.json published with it. */
export interface PagesFolder {
  dir: string;
  meta: PagesJson;
  remotes: RemotesFile;
}

/** A rendered page, before it is written. */
export interface RenderedPage extends PageEntry {
  path: string;
  html: string;
}

/** What a render gives to be written as a folder. */
export interface RenderedSite {
  pages: RenderedPage[];
  clientOnly: string[];
  sitemap: string;
  robots: string;
  siteOrigin: string;
  /** Every declared page is there (no `paths` were given): the folder is replaced whole. */
  complete: boolean;
}

/** A page's file in the pages folder: '/' is index.html, '/services/media' services/media/index.html, the 404 page 404.html. */
export function fileOf(urlPath: string): string {
  if (urlPath === NOT_FOUND_PATH) return '404.html';
  const segments = (urlPath.split('?')[0] ?? '').split('/').filter(Boolean);
  return [...segments, 'index.html'].join('/');
}

/** Where a page's file goes under outDir. */
export function pageFile(outDir: string, urlPath: string): string {
  return path.join(outDir, ...fileOf(urlPath).split('/'));
}

/** The folder's pages.json and remotes.json, or null when `dir` holds no rendered pages. */
export function readPagesFolder(dir: string): PagesFolder | null {
  const index = path.join(dir, 'pages.json');
  if (!existsSync(index)) return null;
  const meta = JSON.parse(readFileSync(index, 'utf8')) as PagesJson;
  const remotes = JSON.parse(readFileSync(path.join(dir, 'remotes.json'), 'utf8')) as RemotesFile;
  return { dir, meta, remotes };
}

/**
 * The page with the remotes.json it is published with, as data (not run, so the page's CSP needs no
 * hash for it): the host starts from it instead of fetching /remotes.json. Set when the pages folder
 * is written, on every page, also those kept from an earlier render, so that each page names the
 * releases now published (as /remotes.json does), never those it was first rendered with.
 */
export function withSiteConfig(html: string, remotesJson: RemotesFile): string {
  const json = JSON.stringify(remotesJson).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${SITE_CONFIG_ID}">${json}</script>`;
  const carried = new RegExp(`<script type="application/json" id="${SITE_CONFIG_ID}">[\\s\\S]*?</script>`);
  if (carried.test(html)) return html.replace(carried, () => tag);
  // A page without a head (none the host renders) fetches remotes.json, as before.
  if (!html.includes('</head>')) return html;
  return html.replace('</head>', () => `${tag}</head>`);
}

/**
 * Writes a pages folder: each page's file, sitemap.xml, robots.txt, pages.json (path -> file,
 * status, remotes) and the remotes.json the HTML was rendered with. Built beside outDir and
 * swapped in, so readers never see half of it. When only some pages were rendered (`complete`
 * false), the other pages of the folder are kept as they were.
 */
export function writePagesFolder(outDir: string, rendered: RenderedSite, remotesJson: RemotesFile): void {
  const dir = path.resolve(outDir);
  const next = `${dir}.next-${process.pid}`;
  const old = `${dir}.old-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  const previous = existsSync(path.join(dir, 'pages.json'))
    ? (JSON.parse(readFileSync(path.join(dir, 'pages.json'), 'utf8')) as PagesJson)
    : null;
  const entries: Record<string, PageEntry> = {};
  if (!rendered.complete && previous) {
    for (const [urlPath, entry] of Object.entries(previous.pages)) {
      if (rendered.pages.some((page) => page.path === urlPath)) continue;
      entries[urlPath] = entry;
      const to = path.join(next, entry.file);
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, withSiteConfig(readFileSync(path.join(dir, entry.file), 'utf8'), remotesJson));
    }
  }
  for (const page of rendered.pages) {
    const to = path.join(next, page.file);
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, withSiteConfig(page.html, remotesJson));
    entries[page.path] = { file: page.file, status: page.status, remotes: page.remotes };
  }
  const pagesJson: PagesJson = {
    siteOrigin: rendered.siteOrigin,
    renderedAt: new Date().toISOString(),
    clientOnly: rendered.clientOnly,
    pages: entries,
  };
  mkdirSync(next, { recursive: true });
  writeFileSync(path.join(next, 'pages.json'), `${JSON.stringify(pagesJson, null, 2)}\n`);
  writeFileSync(path.join(next, 'remotes.json'), `${JSON.stringify(remotesJson, null, 2)}\n`);
  writeFileSync(path.join(next, 'sitemap.xml'), rendered.sitemap);
  writeFileSync(path.join(next, 'robots.txt'), rendered.robots);
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(next, dir);
  rmSync(old, { recursive: true, force: true });
}
