// Renders the site's pages to HTML in this (fresh) Node process: the host's Node build
// (apps/host/dist/server) lists every page the remotes named by a remotes.json declare (their
// './declaration') and composes each one, loading each remote's Node build from
// `server/remoteEntry.js` beside its mf-manifest.json (so the remotes must be served). Each page is
// the host's index.html with the page's head (from its declaration), its remotes' styles and
// preloads (from their manifests) and its markup inside #root. Written as a pages folder with
// pages.json, remotes.json, 404.html, sitemap.xml and robots.txt. A fresh process per run: a
// long-running one would keep the remotes it loaded first (docs/decisions/0012-pages-rendered-at-release.md).
//   node scripts/render.mjs [--remotes <file>] [--out <dir>] [path ...]
// Defaults: the local build's apps/host/dist/remotes.json, apps/host/dist/pages, every declared page.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOST } from './apps.mjs';

const ROOT_DIV = '<div id="root"></div>';

/** The path of the host's 404 page in pages.json; its file is 404.html. */
export const NOT_FOUND_PATH = '/404';

/** A page that could not be rendered. kind 'unreachable': a remote's entry or manifest did not load; 'threw': code threw. */
export class RenderError extends Error {
  constructor(urlPath, cause, kind, message = `${urlPath} did not render`) {
    super(message, { cause });
    this.name = 'RenderError';
    this.path = urlPath;
    this.kind = kind;
  }
}

/** The site's origin for absolute URLs: `$siteOrigin` of remotes.json, else the host's local origin (apps.json). */
export function siteOriginOf(remotesJson) {
  const origin = remotesJson?.$siteOrigin;
  return typeof origin === 'string' && /^https?:\/\//.test(origin) ? new URL(origin).origin : HOST.origin;
}

/** A value safe inside a double-quoted attribute. */
function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The host's index.html with the page in it: `head` in place of the template's generic title and
 * description, the markup inside #root, and no "needs JavaScript" notice (the content is there).
 * `renderedFor` (the 404 page's '/404') marks a page served at other addresses than its own: the
 * browser hydrates it at that address (apps/host/src/startPage.tsx), then draws the real one.
 */
export function pageHtml(template, markup, head = '', renderedFor = '') {
  if (!template.includes(ROOT_DIV)) throw new Error(`The host's index.html has no empty ${ROOT_DIV}`);
  const root = renderedFor ? `<div id="root" data-rendered-for="${escapeAttribute(renderedFor)}">` : '<div id="root">';
  let html = template.replace(ROOT_DIV, () => `${root}${markup}</div>`).replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  if (head) {
    const title = /<title>[\s\S]*?<\/title>/;
    if (!title.test(html)) throw new Error("The host's index.html has no <title>");
    html = html.replace(/<meta name="description"[^>]*>/, '').replace(title, () => head);
  }
  return html;
}

/** A page's file in the pages folder: '/' is index.html, '/services/media' services/media/index.html, the 404 page 404.html. */
export function fileOf(urlPath) {
  if (urlPath === NOT_FOUND_PATH) return '404.html';
  const segments = urlPath.split('?')[0].split('/').filter(Boolean);
  return [...segments, 'index.html'].join('/');
}

/** Where a page's file goes under outDir. */
export function pageFile(outDir, urlPath) {
  return path.join(outDir, ...fileOf(urlPath).split('/'));
}

/**
 * The host's start for a first render (its build's page-styles.json): its stylesheets, and the
 * scripts its start loads (its entry and the chunks the entry loads at once; none from a build that
 * predates the list).
 */
export function hostStartOf(hostDir) {
  const file = path.join(hostDir, 'page-styles.json');
  if (!existsSync(file)) return { styles: [], scripts: [] };
  const { styles = [], scripts = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return { styles, scripts };
}

/** The id of the element that carries the page's remotes.json (apps/host/src/site/config.ts SITE_CONFIG_ID). */
export const SITE_CONFIG_ID = 'sf-site-config';

/** CSS that means the same inside the page as in its own file: no URL that would resolve against the page instead. */
const INLINABLE = (css) => !/url\(|@import/i.test(css);

/**
 * A stylesheet as the page's head carries it: its rules inline (no request before the first paint),
 * then a disabled link to its file, which the browser does not fetch, but which the stylesheet
 * loader of the app that owns it finds (rspack looks for a `link` with that href) and takes as
 * loaded, instead of fetching and applying the file a second time. CSS that names other files
 * relative to itself, or that could not be read, is linked as before.
 */
export function styleTag(href, css) {
  const attribute = escapeAttribute(href);
  if (typeof css !== 'string' || !INLINABLE(css)) return `<link rel="stylesheet" href="${attribute}">`;
  const rules = css
    .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
    .trim()
    .replace(/<\/(style)/gi, '<\\/$1');
  return `<style data-href="${attribute}">${rules}</style><link rel="stylesheet" href="${attribute}" disabled>`;
}

/**
 * The head tags of a page's start, all at once: a preconnect to each other origin its scripts come
 * from, its styles inline (the host's first: its tokens come before the remotes' rules), and a
 * preload of every script its start loads (the host's, then each remote's entry and the first chunks
 * of the modules it loaded) and of each remote's mf-manifest.json, fetched as the federation runtime
 * fetches it (CORS, no credentials) so that the browser uses the preloaded answer.
 * @param {{ styles: { href: string, css?: string }[], scripts: string[], manifests: string[], siteOrigin: string }} start
 */
export function startTags({ styles, scripts, manifests, siteOrigin }) {
  const origins = new Set(
    [...scripts, ...manifests].map((url) => new URL(url, siteOrigin).origin).filter((origin) => origin !== new URL(siteOrigin).origin),
  );
  return [
    ...[...origins].map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`),
    ...styles.map(({ href, css }) => styleTag(href, css)),
    ...scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
    ...manifests.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`),
  ].join('\n');
}

/**
 * The page with the remotes.json it is published with, as data (not run, so the page's CSP needs no
 * hash for it): the host starts from it instead of fetching /remotes.json. Set when the pages folder
 * is written, on every page, also those kept from an earlier render, so that each page names the
 * releases now published (as /remotes.json does), never those it was first rendered with.
 */
export function withSiteConfig(html, remotesJson) {
  const json = JSON.stringify(remotesJson).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${SITE_CONFIG_ID}">${json}</script>`;
  const carried = new RegExp(`<script type="application/json" id="${SITE_CONFIG_ID}">[\\s\\S]*?</script>`);
  if (carried.test(html)) return html.replace(carried, () => tag);
  // A page without a head (none the host renders) fetches remotes.json, as before.
  if (!html.includes('</head>')) return html;
  return html.replace('</head>', () => `${tag}</head>`);
}

/**
 * The early event contract of the host's build (early-contract.js), as an inline script: it keeps
 * what a visitor does before the page works (docs/decisions/0015-early-event-replay.md). First in
 * the head: an inline script after a stylesheet would wait for that stylesheet.
 */
export function earlyScriptOf(hostDir) {
  const file = path.join(hostDir, 'early-contract.js');
  return existsSync(file) ? `<script>${readFileSync(file, 'utf8').trim()}</script>` : '';
}

/** Each remote's manifest, read once, for the styles and preloads of the pages that loaded it.
 *  An entry relative to the site (a release's '/releases/…') is read from the site's origin. */
function manifestReader(remotesJson, siteOrigin) {
  const read = new Map();
  return (remote) => {
    if (!read.has(remote)) {
      const value = remotesJson[remote];
      const url = new URL(typeof value === 'string' ? value : value?.entry, siteOrigin).href;
      read.set(
        remote,
        fetch(url).then(async (response) => {
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          return { url, manifest: await response.json() };
        }),
      );
    }
    return read.get(remote);
  };
}

/** Each stylesheet's text, read once: the host's from its build folder, a remote's from its URL; undefined where it cannot be read (it is linked instead). */
function cssReader(hostDir, hostStyles) {
  const read = new Map();
  return (href) => {
    if (!read.has(href)) {
      const own = hostStyles.includes(href);
      const text = own
        ? Promise.resolve().then(() => readFileSync(path.join(hostDir, path.basename(new URL(href, 'http://host.invalid/').pathname)), 'utf8'))
        : fetch(href).then((response) => (response.ok ? response.text() : undefined));
      read.set(
        href,
        text.catch(() => undefined),
      );
    }
    return read.get(href);
  };
}

/**
 * Renders every page the remotes declare and their aliases (or only `paths`), plus the 404 page,
 * and the sitemap and robots.txt of every declared page. Throws a RenderError on the first page that fails.
 * @param {{ remotesJson: object, siteOrigin?: string, paths?: string[], hostDir?: string }} options
 *   hostDir: the host build whose Node entry and index.html render the pages (default apps/host/dist)
 * @returns {Promise<{ pages: { path: string, file: string, status: number, html: string, remotes: string[] }[],
 *   clientOnly: string[], sitemap: string, robots: string, siteOrigin: string, complete: boolean }>}
 *   complete: every declared page is there (no `paths` given)
 */
export async function renderSite({ remotesJson, siteOrigin = siteOriginOf(remotesJson), paths, hostDir = HOST.dist }) {
  const host = createRequire(import.meta.url)(path.join(hostDir, 'server', 'main.cjs'));
  const template = readFileSync(path.join(hostDir, 'index.html'), 'utf8');
  const hostStart = hostStartOf(hostDir);
  const earlyScript = earlyScriptOf(hostDir);
  // The host's PageRenderError carries the path and kind; anything else threw.
  const fail = (error, fallbackPath) =>
    error.kind ? new RenderError(error.path ?? fallbackPath, error.cause, error.kind, error.message) : new RenderError(fallbackPath, error, 'threw');

  let listed;
  try {
    listed = await host.listPages(remotesJson, siteOrigin);
  } catch (error) {
    throw fail(error, '/');
  }
  // Each path with its head and canonical address: a declared page's own, or for an alias the page it shows.
  const heads = new Map(listed.pages.map((page) => [page.path, { head: page, canonical: page.path }]));
  for (const { path: alias, canonical } of listed.aliases) heads.set(alias, { head: { ...heads.get(canonical).head, path: alias }, canonical });
  heads.set(NOT_FOUND_PATH, { head: host.NOT_FOUND_HEAD, canonical: null });
  const wanted = (paths ?? [...heads.keys()]).filter((p) => p !== NOT_FOUND_PATH);
  for (const urlPath of wanted) {
    if (!heads.has(urlPath)) throw new RenderError(urlPath, new Error(`no remote declares ${urlPath}`), 'threw');
  }
  const manifest = manifestReader(remotesJson, siteOrigin);
  const css = cssReader(hostDir, hostStart.styles);
  const pages = [];
  for (const urlPath of [...wanted, NOT_FOUND_PATH]) {
    const { head, canonical } = heads.get(urlPath);
    const notFound = urlPath === NOT_FOUND_PATH;
    let rendered;
    let assets;
    try {
      rendered = await host.renderPage(urlPath, remotesJson, siteOrigin);
    } catch (error) {
      throw fail(error, urlPath);
    }
    const remotes = [...new Set(rendered.modules.map((request) => request.split('/')[0]))];
    try {
      const manifests = Object.fromEntries(await Promise.all(remotes.map(async (r) => [r, await manifest(r)])));
      if (host.pageAssets) {
        const remote = host.pageAssets(rendered.modules, manifests);
        const hrefs = [...hostStart.styles, ...remote.styles];
        const styles = await Promise.all(hrefs.map(async (href) => ({ href, css: await css(href) })));
        assets = startTags({ styles, scripts: [...hostStart.scripts, ...remote.scripts], manifests: remote.manifests, siteOrigin });
      } else {
        // A host build from before pageAssets (an older release): its styles linked, its remotes' tags as it made them.
        assets = [
          startTags({ styles: hostStart.styles.map((href) => ({ href })), scripts: [], manifests: [], siteOrigin }),
          host.assetTags(rendered.modules, manifests),
        ]
          .filter(Boolean)
          .join('\n');
      }
    } catch (error) {
      throw new RenderError(urlPath, error, 'unreachable', `${urlPath} did not render: a manifest could not be read`);
    }
    const tags = [earlyScript, host.headTags(head, siteOrigin, { canonical }), assets].filter(Boolean).join('\n');
    pages.push({
      path: urlPath,
      file: fileOf(urlPath),
      status: notFound ? 404 : 200,
      html: pageHtml(template, rendered.markup, tags, notFound ? NOT_FOUND_PATH : ''),
      remotes,
    });
  }
  return {
    pages,
    clientOnly: listed.clientOnly,
    sitemap: host.sitemapXml(listed.pages, siteOrigin),
    robots: host.robotsTxt(siteOrigin, listed.clientOnly),
    siteOrigin,
    complete: !paths,
  };
}

/**
 * Writes a pages folder (docs/decisions/0012-pages-rendered-at-release.md): each page's file,
 * sitemap.xml, robots.txt, pages.json (path -> file, status, remotes) and the remotes.json the HTML
 * was rendered with. Built beside outDir and swapped in, so readers never see half of it. When only
 * some pages were rendered (`complete` false), the other pages of the folder are kept as they were.
 */
export function writePagesFolder(outDir, rendered, remotesJson) {
  const dir = path.resolve(outDir);
  const next = `${dir}.next-${process.pid}`;
  const old = `${dir}.old-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  const previous = existsSync(path.join(dir, 'pages.json')) ? JSON.parse(readFileSync(path.join(dir, 'pages.json'), 'utf8')) : null;
  const entries = {};
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
  const pagesJson = { siteOrigin: rendered.siteOrigin, renderedAt: new Date().toISOString(), clientOnly: rendered.clientOnly, pages: entries };
  mkdirSync(next, { recursive: true });
  writeFileSync(path.join(next, 'pages.json'), `${JSON.stringify(pagesJson, null, 2)}\n`);
  writeFileSync(path.join(next, 'remotes.json'), `${JSON.stringify(remotesJson, null, 2)}\n`);
  writeFileSync(path.join(next, 'sitemap.xml'), rendered.sitemap);
  writeFileSync(path.join(next, 'robots.txt'), rendered.robots);
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(next, dir);
  rmSync(old, { recursive: true, force: true });
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { remotes: { type: 'string' }, out: { type: 'string' } },
  });
  const remotesFile = values.remotes ?? path.join(HOST.dist, 'remotes.json');
  const outDir = path.resolve(values.out ?? path.join(HOST.dist, 'pages'));
  const remotesJson = JSON.parse(readFileSync(remotesFile, 'utf8'));
  const started = performance.now();
  let rendered;
  try {
    // Every page first, then the files: a page that fails leaves the folder as it was.
    rendered = await renderSite({ remotesJson, paths: positionals.length ? positionals : undefined });
  } catch (error) {
    const cause = error.cause?.stack ?? error.cause?.message ?? error.cause ?? '';
    console.error(`${error.message} (${error.kind ?? 'threw'}): ${cause}`);
    process.exitCode = 1;
    return;
  }
  writePagesFolder(outDir, rendered, remotesJson);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${rendered.pages.length} page(s) rendered in ${seconds} s, written to ${path.relative(process.cwd(), outDir) || '.'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
