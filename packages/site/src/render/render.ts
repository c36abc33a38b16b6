// Renders the site's pages to HTML in this (fresh) Node process: the host's Node build
// (apps/host/dist/server) lists every page the remotes named by a remotes.json declare (their
// './declaration') and composes each one, loading each remote's Node build from
// `server/remoteEntry.js` beside its mf-manifest.json (so the remotes must be served, or their
// files answered from disk: releasePages.ts fetchLocally). Each page is the host's index.html with
// the page's head (from its declaration), its remotes' styles and preloads (from their manifests)
// and its markup inside #root; pages/folder.ts writes them as a pages folder. A fresh process per
// run: a long-running one would keep the remotes it loaded first
// (docs/decisions/0012-pages-rendered-at-release.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HOST } from '../apps';
import { fileOf, HOST_PAGES, NOT_FOUND_PATH, type RenderedPage, type RenderedSite } from '../pages/folder';
import { entryOf, siteOriginOf, type RemotesFile } from '../remotesFile';
import { appDist } from '../workspace';
import { loadHostBuild, type HostBuild, type ManifestAt, type PageHead } from './hostBuild';

export { loadHostBuild, type HostBuild } from './hostBuild';

const ROOT_DIV = '<div id="root"></div>';

/** A value safe inside a double-quoted attribute. */
function escapeAttribute(value: string): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The host's index.html with the page in it: `head` in place of the template's generic title and
 * description, the markup inside #root, and no "needs JavaScript" notice (the content is there).
 * `renderedFor` (the 404 page's '/404') marks a page served at other addresses than its own: the
 * browser hydrates it at that address (apps/host/src/start/startPage.tsx), then draws the real one.
 */
export function pageHtml(template: string, markup: string, head = '', renderedFor = ''): string {
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

/** The host's start: its stylesheets and the scripts its start loads. */
export interface HostStart {
  styles: string[];
  scripts: string[];
  /** The files of each shared module the host provides, by share key (preloaded where a remote uses it). */
  shares: Record<string, string[]>;
}

/**
 * The host's start for a first render (its build's page-styles.json): its stylesheets, and the
 * scripts its start loads (its entry and the chunks the entry loads at once; none from a build that
 * predates the list).
 */
export function hostStartOf(hostDir: string): HostStart {
  const file = path.join(hostDir, 'page-styles.json');
  if (!existsSync(file)) return { styles: [], scripts: [], shares: {} };
  const { styles = [], scripts = [], shares = {} } = JSON.parse(readFileSync(file, 'utf8')) as Partial<HostStart>;
  return { styles, scripts, shares };
}

/** CSS that means the same inside the page as in its own file: no URL that would resolve against the page instead. */
const INLINABLE = (css: string) => !/url\(|@import/i.test(css);

/**
 * A stylesheet as the page's head carries it: its rules inline (no request before the first paint),
 * then a disabled link to its file, which the browser does not fetch, but which the stylesheet
 * loader of the app that owns it finds (rspack looks for a `link` with that href) and takes as
 * loaded, instead of fetching and applying the file a second time. CSS that names other files
 * relative to itself, or that could not be read, is linked as before.
 */
export function styleTag(href: string, css: string | undefined): string {
  const attribute = escapeAttribute(href);
  if (typeof css !== 'string' || !INLINABLE(css)) return `<link rel="stylesheet" href="${attribute}">`;
  const rules = css
    .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
    .trim()
    .replace(/<\/(style)/gi, '<\\/$1');
  return `<style data-href="${attribute}">${rules}</style><link rel="stylesheet" href="${attribute}" disabled>`;
}

/** What a page's start needs in its head. */
export interface PageStart {
  styles: { href: string; css?: string | undefined }[];
  /** The host's start: its entry first, then the chunks the entry loads at once. */
  scripts: string[];
  /** What the page's areas load (each remote's entry and first chunks, the shared code they need): asked for once all of the host's start but one script has arrived. */
  then?: string[];
  siteOrigin: string;
}

/**
 * The head tags of a page's start, all at once: a preconnect to each other origin its scripts come
 * from, its styles inline (the host's first: its tokens come before the remotes' rules), and a
 * preload of every script of the host's start (the browser reads no remote's manifest: it loads
 * each remote's entry script directly). The scripts at low priority: they download with the page,
 * never ahead of what its first paint needs (docs/decisions/0016-what-the-start-waits-on.md). What
 * the areas load (`then`) is named on the entry's preload, `data-then`: the early contract asks for
 * it once all of the host's start but one script has arrived, so that on a slow connection the
 * header's code does not share the line with the areas' (the header works sooner, and so do the
 * areas, which hydrate after it). With no entry to wait for, it is preloaded with the rest.
 */
export function startTags({ styles, scripts, then = [], siteOrigin }: PageStart): string {
  const origins = new Set(
    [...scripts, ...then]
      .map((url) => new URL(url, siteOrigin).origin)
      .filter((origin) => origin !== new URL(siteOrigin).origin),
  );
  const later = [...new Set(then)].filter((href) => !scripts.includes(href));
  const preload = (href: string, after: string[] = []) =>
    `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(href)}"${
      after.length ? ` data-then="${escapeAttribute(after.join(' '))}"` : ''
    }>`;
  return [
    ...[...origins].map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`),
    ...styles.map(({ href, css }) => styleTag(href, css)),
    ...(scripts.length
      ? scripts.map((href, at) => preload(href, at === 0 ? later : []))
      : later.map((href) => preload(href))),
  ].join('\n');
}

/**
 * The early event contract of the host's build (early-contract.js), as an inline script: it keeps
 * what a visitor does before the page works (docs/decisions/0015-early-event-replay.md). First in
 * the head: an inline script after a stylesheet would wait for that stylesheet.
 */
export function earlyScriptOf(hostDir: string): string {
  const file = path.join(hostDir, 'early-contract.js');
  return existsSync(file) ? `<script>${readFileSync(file, 'utf8').trim()}</script>` : '';
}

/** Each remote's manifest, read once, for the styles and preloads of the pages that loaded it, with
 *  the shares.json beside it (none from a release built before it, or where it cannot be read: the
 *  page then finds those files as it loads).
 *  An entry relative to the site (a release's '/releases/…') is read from the site's origin. */
function manifestReader(remotesJson: RemotesFile, siteOrigin: string): (remote: string) => Promise<ManifestAt> {
  const read = new Map<string, Promise<ManifestAt>>();
  return (remote) => {
    let manifest = read.get(remote);
    if (!manifest) {
      const url = new URL(String(entryOf(remotesJson[remote])), siteOrigin).href;
      manifest = fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const shares = await fetch(new URL('shares.json', url))
          .then((beside) => (beside.ok ? (beside.json() as Promise<unknown>) : undefined))
          .catch(() => undefined);
        return { url, manifest: await response.json(), shares };
      });
      read.set(remote, manifest);
    }
    return manifest;
  };
}

/** Each stylesheet's text, read once: the host's from its build folder, a remote's from its URL; undefined where it cannot be read (it is linked instead). */
function cssReader(hostDir: string, hostStyles: string[]): (href: string) => Promise<string | undefined> {
  const read = new Map<string, Promise<string | undefined>>();
  return (href) => {
    let text = read.get(href);
    if (!text) {
      const own = hostStyles.includes(href);
      const fetched: Promise<string | undefined> = own
        ? Promise.resolve().then(() =>
            readFileSync(path.join(hostDir, path.basename(new URL(href, 'http://host.invalid/').pathname)), 'utf8'),
          )
        : fetch(href).then((response) => (response.ok ? response.text() : undefined));
      text = fetched.catch(() => undefined);
      read.set(href, text);
    }
    return text;
  };
}

export interface RenderOptions {
  remotesJson: RemotesFile;
  siteOrigin?: string;
  /** Only these pages (and the 404 page); every declared page when absent. */
  paths?: string[] | undefined;
  /** The host build whose Node entry and index.html render the pages (default apps/host/dist). */
  hostDir?: string;
  /** Its Node entry, when the caller has loaded it (to know the PageRenderError it throws). */
  host?: HostBuild;
}

/**
 * Renders every page the remotes declare and their aliases (or only `paths`), plus the host's 404 and offline pages,
 * and the sitemap and robots.txt of every declared page. Throws the host build's PageRenderError on
 * the first page that fails (kind 'unreachable': a remote's entry or manifest did not load; 'threw':
 * code threw). `complete` in the result: every declared page is there (no `paths` given).
 */
export async function renderSite({
  remotesJson,
  siteOrigin = siteOriginOf(remotesJson),
  paths,
  hostDir = appDist(HOST),
  host = loadHostBuild(hostDir),
}: RenderOptions): Promise<RenderedSite> {
  const template = readFileSync(path.join(hostDir, 'index.html'), 'utf8');
  const hostStart = hostStartOf(hostDir);
  const earlyScript = earlyScriptOf(hostDir);
  const { PageRenderError } = host;
  // The host's own failures say their page and kind; anything else threw.
  const fail = (error: unknown, fallbackPath: string) =>
    error instanceof PageRenderError ? error : new PageRenderError(fallbackPath, 'threw', { cause: error });

  let listed;
  try {
    listed = await host.listPages(remotesJson, siteOrigin);
  } catch (error) {
    throw fail(error, '/');
  }
  // Each path with its head and canonical address: a declared page's own, or for an alias the page it shows.
  const heads = new Map<string, { head: PageHead; canonical: string | null }>(
    listed.pages.map((page) => [page.path, { head: page, canonical: page.path }]),
  );
  for (const { path: alias, canonical } of listed.aliases) {
    const shown = heads.get(canonical);
    if (shown) heads.set(alias, { head: { ...shown.head, path: alias }, canonical });
  }
  // The host's own pages, rendered every time: the 404 page, and the offline page where the host
  // build has one (older releases do not).
  const hostPages = [host.NOT_FOUND_HEAD, host.OFFLINE_HEAD].filter((head) => head !== undefined);
  for (const head of hostPages) heads.set(head.path, { head, canonical: null });
  const wanted = (paths ?? [...heads.keys()]).filter((p) => !HOST_PAGES.includes(p));
  for (const urlPath of wanted) {
    if (!heads.has(urlPath))
      throw new PageRenderError(urlPath, 'threw', { cause: new Error(`no remote declares ${urlPath}`) });
  }
  const manifest = manifestReader(remotesJson, siteOrigin);
  const css = cssReader(hostDir, hostStart.styles);
  const pages: RenderedPage[] = [];
  for (const urlPath of [...wanted, ...hostPages.map((head) => head.path)]) {
    const { head, canonical } = heads.get(urlPath)!;
    const notFound = urlPath === NOT_FOUND_PATH;
    // A host page is shown at other addresses than its own: its #root says which page it is.
    const hostPage = HOST_PAGES.includes(urlPath);
    let rendered;
    let assets;
    try {
      rendered = await host.renderPage(urlPath, remotesJson, siteOrigin);
    } catch (error) {
      throw fail(error, urlPath);
    }
    const remotes = [...new Set(rendered.modules.map((request) => request.split('/')[0] ?? request))];
    try {
      const manifests = Object.fromEntries(
        await Promise.all(remotes.map(async (r) => [r, await manifest(r)] as const)),
      );
      if (host.pageAssets) {
        const remote = host.pageAssets(rendered.modules, manifests, hostStart.shares);
        const hrefs = [...hostStart.styles, ...remote.styles];
        const styles = await Promise.all(hrefs.map(async (href) => ({ href, css: await css(href) })));
        // The areas' scripts wait for the host's entry only where the page has the contract that asks for them.
        assets = startTags({
          styles,
          ...(earlyScript
            ? { scripts: hostStart.scripts, then: remote.scripts }
            : { scripts: [...new Set([...hostStart.scripts, ...remote.scripts])] }),
          siteOrigin,
        });
      } else {
        // A host build from before pageAssets (an older release): its styles linked, its remotes' tags as it made them.
        assets = [
          startTags({ styles: hostStart.styles.map((href) => ({ href })), scripts: [], siteOrigin }),
          host.assetTags?.(rendered.modules, manifests),
        ]
          .filter(Boolean)
          .join('\n');
      }
    } catch (error) {
      throw new PageRenderError(urlPath, 'unreachable', {
        cause: error,
        message: `${urlPath} did not render: a manifest could not be read`,
      });
    }
    const tags = [earlyScript, host.headTags(head, siteOrigin, { canonical }), assets].filter(Boolean).join('\n');
    pages.push({
      path: urlPath,
      file: fileOf(urlPath),
      status: notFound ? 404 : 200,
      html: pageHtml(template, rendered.markup, tags, hostPage ? urlPath : ''),
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
