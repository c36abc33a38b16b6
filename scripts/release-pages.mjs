// Renders the pages of a promote or rollback (scripts/releases.mjs) into a new pages folder, in a
// fresh Node process (docs/decisions/0012-pages-rendered-at-release.md): the federation runtime
// keeps the remotes it loaded, so a long-lived process would render with stale ones.
//   node scripts/release-pages.mjs <job.json>   (the parent, renderInFreshProcess, writes the job)
// Only what the change affects is rendered again: a remote's promote renders the pages that loaded
// that remote (pages.json records them) and pages new to the site; every other page is copied from
// the live folder. The host's promote renders every page. A page that throws refuses the change;
// a page whose remote cannot be loaded keeps its previous HTML.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { HOST, REMOTES } from './apps.mjs';
import { PAGES_DIR, readPagesFolder } from './pages.mjs';
import { NOT_FOUND_PATH, renderSite, siteOriginOf, writePagesFolder } from './render.mjs';

/**
 * The paths to render again when `apps` changed, or undefined for every page.
 * @param {{ pages: Record<string, { remotes: string[] }> } | null} previous  the live pages.json
 * @param {string[] | null} declared  every path the remotes declare now (null: they could not be listed)
 */
export function pathsToRender(previous, declared, apps) {
  if (apps.includes('host') || !previous) return undefined;
  const list = declared ?? Object.keys(previous.pages);
  return list.filter((p) => p !== NOT_FOUND_PATH && (!previous.pages[p] || previous.pages[p].remotes.some((r) => apps.includes(r))));
}

/** The live pages that loaded any remote `path` loaded: they keep their HTML when one is unreachable. */
export function pagesSharingRemotes(previous, path) {
  const remotes = previous?.pages[path]?.remotes ?? [];
  return Object.entries(previous?.pages ?? {})
    .filter(([p, page]) => p === path || page.remotes.some((r) => remotes.includes(r)))
    .map(([p]) => p);
}

/**
 * The published set: the pages just rendered, and from the live folder each page not rendered again
 * that the remotes still declare (the 404 page is always rendered).
 */
export function mergePages(rendered, previousFolder, declared) {
  const fresh = new Set(rendered.map((p) => p.path));
  const still = declared ? new Set(declared) : null;
  const copied = Object.entries(previousFolder?.meta.pages ?? {})
    .filter(([p]) => !fresh.has(p) && p !== NOT_FOUND_PATH && (!still || still.has(p)))
    .map(([p, page]) => ({ path: p, ...page, html: readFileSync(path.join(previousFolder.dir, page.file), 'utf8') }));
  return [...rendered, ...copied];
}

/**
 * Answers fetches of URLs under each prefix from a folder on this machine (the releases, or the
 * builds), so rendering needs no server up and no release uploaded; other URLs go to the network.
 * @param {Record<string, string>} folders  URL prefix (ending in '/') -> folder
 */
export function fetchLocally(folders, fetch = globalThis.fetch) {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const prefix = Object.keys(folders).find((p) => url.startsWith(p));
    if (!prefix) return fetch(input, init);
    const root = path.resolve(folders[prefix]);
    const file = path.join(root, decodeURIComponent(new URL(url).pathname.slice(new URL(prefix).pathname.length)));
    if (!file.startsWith(`${root}${path.sep}`)) return new Response('Not found', { status: 404 });
    try {
      return new Response(readFileSync(file), { status: 200 });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}

/**
 * Renders the pages of one promote or rollback in a fresh Node process; rejects with its message.
 * @param job  { app, remotesJson, hostDir, previousDir, outDir, root, base } (scripts/releases.mjs)
 */
export function renderRelease({ root, base, app, ...job }) {
  return renderInFreshProcess({ ...job, apps: [app], folders: { [new URL(`${base}/`, siteOriginOf(job.remotesJson)).href]: root } });
}

/**
 * Renders the local builds' pages into the host's dist/pages (`pnpm build`), again only for the
 * pages of the apps that were built: each remote's URL is read from its dist.
 */
export async function renderBuilds(apps) {
  const live = path.join(HOST.dist, PAGES_DIR);
  const remotesJson = JSON.parse(readFileSync(path.join(HOST.dist, 'remotes.json'), 'utf8'));
  const fresh = existsSync(path.join(live, 'pages.json')) && isDeepStrictEqual(readPagesFolder(live).remotes, remotesJson);
  if (!apps.length && fresh) return false;
  const outDir = `${live}.${process.pid}.tmp`;
  const folders = Object.fromEntries(REMOTES.map((r) => [`${r.origin}/`, r.dist]));
  // A changed remotes.json (an edited entry or setting) changes what every page loads: all again.
  const changed = fresh ? apps : ['host'];
  await renderInFreshProcess({ apps: changed, remotesJson, hostDir: HOST.dist, previousDir: existsSync(live) ? live : null, outDir, folders });
  const old = `${live}.${process.pid}.old`;
  if (existsSync(live)) renameSync(live, old);
  renameSync(outDir, live);
  rmSync(old, { recursive: true, force: true });
  return true;
}

/** Runs a render job in a fresh Node process; rejects with its last line of errors. */
function renderInFreshProcess(job) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'release-pages-'));
  const jobFile = path.join(dir, 'job.json');
  writeFileSync(jobFile, JSON.stringify(job));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, jobFile], { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code === 0) resolve();
      else reject(new Error(stderr.trim().split('\n').at(-1) || `rendering the pages failed (exit ${code})`));
    });
  });
}

/** What a render error says: the page, and the error as the page's code gave it. */
function describe(error) {
  const cause = error.cause instanceof Error ? error.cause.message : error.cause;
  return `${error.message}${cause ? `: ${cause}` : ''}`;
}

async function main(jobFile) {
  const { apps, remotesJson, hostDir, previousDir, outDir, folders } = JSON.parse(readFileSync(jobFile, 'utf8'));
  const started = performance.now();
  const siteOrigin = siteOriginOf(remotesJson);
  globalThis.fetch = fetchLocally(folders);
  const previous = previousDir ? readPagesFolder(previousDir) : null;
  const { listPages } = createRequire(import.meta.url)(path.join(hostDir, 'server', 'main.cjs'));

  // The site's pages as the remotes declare them now; a remote that cannot even be listed refuses
  // the change (nothing could be rendered with it, and old HTML would not match the new remotes.json).
  const listed = await listPages(remotesJson, siteOrigin);
  const declared = [...listed.pages, ...(listed.aliases ?? [])].map((p) => p.path);
  let paths = pathsToRender(previous?.meta, declared, apps);
  const kept = new Set();
  for (;;) {
    try {
      const rendered = await renderSite({ remotesJson, siteOrigin, paths, hostDir });
      writePagesFolder(outDir, { ...rendered, pages: mergePages(rendered.pages, previous, declared) }, remotesJson);
      const count = rendered.pages.length;
      console.log(`${count} page(s) rendered for ${apps.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return;
    } catch (error) {
      if (error.kind !== 'unreachable' || !previous?.meta.pages[error.path] || kept.has(error.path)) throw error;
      // A remote down at render time: its pages keep their previous HTML; nothing is half-rendered.
      const keep = pagesSharingRemotes(previous.meta, error.path);
      for (const p of keep) kept.add(p);
      console.warn(`${describe(error)}; ${keep.length} page(s) keep their previous HTML`);
      paths = (paths ?? declared).filter((p) => !kept.has(p));
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main(process.argv[2]).catch((error) => {
    console.error(`Refused: ${error.path ? describe(error) : error.message}. Nothing was published.`);
    process.exitCode = 1;
  });
}
