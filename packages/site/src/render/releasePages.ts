// Renders the pages of a promote or rollback (releases/releases.ts), or of `pnpm build`, into a new
// pages folder, in a fresh Node process (docs/decisions/0012-pages-rendered-at-release.md): the
// federation runtime keeps the remotes it loaded, so a long-lived process would render with stale ones.
// Only what the change affects is rendered again: a remote's promote renders the pages that loaded
// that remote (pages.json records them) and pages new to the site; every other page is copied from
// the live folder. The host's promote renders every page. A page that throws refuses the change;
// a page whose remote cannot be loaded keeps its previous HTML.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { HOST, REMOTES } from '../apps';
import {
  HOST_PAGES,
  PAGES_DIR,
  readPagesFolder,
  writePagesFolder,
  type PagesFolder,
  type PagesJson,
  type RenderedPage,
  type RenderedSite,
} from '../pages/folder';
import { prefixesOf, remotesIn, siteOriginOf, type RemotesFile } from '../remotesFile';
import { appDist } from '../workspace';
import { loadHostBuild, type HostBuild } from './hostBuild';
import { renderSite } from './render';
import type { PageRenderError } from './renderError';

/** One render in a fresh process: the apps that changed, the remotes file to render with, the host build, the live folder, where to write. */
export interface RenderJob {
  apps: string[];
  remotesJson: RemotesFile;
  hostDir: string;
  previousDir: string | null;
  outDir: string;
  /** URL prefix (ending in '/') -> the folder on this machine whose files it serves (fetchLocally). */
  folders: Record<string, string>;
}

/** The render of a promote or rollback, as releases/releases.ts asks for it. */
export interface ReleaseRenderJob {
  root: string;
  app: string;
  remotesJson: RemotesFile;
  hostDir: string;
  previousDir: string | null;
  outDir: string;
  /** Where the releases are on the site ('/releases'). */
  base: string;
}

/**
 * The paths to render again when `apps` changed, or undefined for every page.
 * @param previous  the live pages.json
 * @param declared  every path the remotes declare now (null: they could not be listed)
 */
export function pathsToRender(
  previous: PagesJson | null | undefined,
  declared: string[] | null,
  apps: string[],
): string[] | undefined {
  if (apps.includes('host') || !previous) return undefined;
  const list = declared ?? Object.keys(previous.pages);
  return list.filter(
    (p) => !HOST_PAGES.includes(p) && (!previous.pages[p] || previous.pages[p].remotes.some((r) => apps.includes(r))),
  );
}

/** The live pages that loaded any remote `path` loaded: they keep their HTML when one is unreachable. */
export function pagesSharingRemotes(previous: PagesJson | null | undefined, path: string): string[] {
  const remotes = previous?.pages[path]?.remotes ?? [];
  return Object.entries(previous?.pages ?? {})
    .filter(([p, page]) => p === path || page.remotes.some((r) => remotes.includes(r)))
    .map(([p]) => p);
}

/**
 * The published set: the pages just rendered, and from the live folder each page not rendered again
 * that the remotes still declare (the host's own pages, 404 and offline, are always rendered).
 */
export function mergePages(
  rendered: RenderedPage[],
  previousFolder: Pick<PagesFolder, 'dir' | 'meta'> | null,
  declared: string[] | null,
): RenderedPage[] {
  const fresh = new Set(rendered.map((p) => p.path));
  const still = declared ? new Set(declared) : null;
  const copied = Object.entries(previousFolder?.meta.pages ?? {})
    .filter(([p]) => !fresh.has(p) && !HOST_PAGES.includes(p) && (!still || still.has(p)))
    .map(([p, page]) => ({ path: p, ...page, html: readFileSync(path.join(previousFolder!.dir, page.file), 'utf8') }));
  return [...rendered, ...copied];
}

/** The remote whose prefixes hold `urlPath` in a remotes file ('' is the home page), or null. */
export function ownerIn(remotesJson: RemotesFile, urlPath: string): string | null {
  const first = urlPath.split('/')[1] ?? '';
  return remotesIn(remotesJson).find(([, value]) => prefixesOf(value).includes(first))?.[0] ?? null;
}

const without = (remotesJson: RemotesFile, remote: string): RemotesFile =>
  Object.fromEntries(Object.entries(remotesJson).filter(([key]) => key !== remote));

/**
 * Answers fetches of URLs under each prefix from a folder on this machine (the releases, or the
 * builds), so rendering needs no server up and no release uploaded; other URLs go to the network.
 * @param folders  URL prefix (ending in '/') -> folder
 */
export function fetchLocally(
  folders: Record<string, string>,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): typeof globalThis.fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const prefix = Object.keys(folders).find((p) => url.startsWith(p));
    if (!prefix) return fetch(input, init);
    const root = path.resolve(folders[prefix]!);
    const file = path.join(root, decodeURIComponent(new URL(url).pathname.slice(new URL(prefix).pathname.length)));
    if (!file.startsWith(`${root}${path.sep}`)) return new Response('Not found', { status: 404 });
    try {
      return new Response(readFileSync(file), { status: 200 });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}

/** Renders the pages of one promote or rollback in a fresh Node process; rejects with its message. */
export function renderRelease({ root, base, app, ...job }: ReleaseRenderJob): Promise<void> {
  return renderInFreshProcess({
    ...job,
    apps: [app],
    folders: { [new URL(`${base}/`, siteOriginOf(job.remotesJson)).href]: root },
  });
}

/**
 * Renders the local builds' pages into the host's dist/pages (`pnpm build`), again only for the
 * pages of the apps that were built: each remote's URL is read from its dist.
 * @returns false when nothing needed rendering
 */
export async function renderBuilds(apps: string[]): Promise<boolean> {
  const hostDist = appDist(HOST);
  const live = path.join(hostDist, PAGES_DIR);
  const remotesJson = JSON.parse(readFileSync(path.join(hostDist, 'remotes.json'), 'utf8')) as RemotesFile;
  const fresh =
    existsSync(path.join(live, 'pages.json')) && isDeepStrictEqual(readPagesFolder(live)?.remotes, remotesJson);
  if (!apps.length && fresh) return false;
  const outDir = `${live}.${process.pid}.tmp`;
  const folders = Object.fromEntries(REMOTES.map((r) => [`${r.origin}/`, appDist(r)]));
  // A changed remotes.json (an edited entry or setting) changes what every page loads: all again.
  const changed = fresh ? apps : ['host'];
  await renderInFreshProcess({
    apps: changed,
    remotesJson,
    hostDir: hostDist,
    previousDir: existsSync(live) ? live : null,
    outDir,
    folders,
  });
  const old = `${live}.${process.pid}.old`;
  if (existsSync(live)) renameSync(live, old);
  renameSync(outDir, live);
  rmSync(old, { recursive: true, force: true });
  return true;
}

/** The TypeScript loader the fresh process runs this package with (Node 20 runs no TypeScript itself). */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The fresh process's entry. */
const JOB_ENTRY = path.join(import.meta.dirname, 'renderJob.ts');

/** Runs a render job in a fresh Node process; rejects with its last line of errors. */
function renderInFreshProcess(job: RenderJob): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'release-pages-'));
  const jobFile = path.join(dir, 'job.json');
  writeFileSync(jobFile, JSON.stringify(job));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, JOB_ENTRY, jobFile], {
      stdio: ['ignore', 'inherit', 'pipe'],
    });
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
export function describeFailure(error: PageRenderError): string {
  const cause = error.cause instanceof Error ? error.cause.message : error.cause;
  return `${error.message}${cause ? `: ${cause}` : ''}`;
}

/**
 * A job's render, in the fresh process (renderJob.ts): writes the new pages folder to job.outDir, or
 * throws an error saying why it was refused (the page and its error, when a page failed).
 */
export async function runRenderJob(job: RenderJob): Promise<void> {
  let host: HostBuild | undefined;
  try {
    host = loadHostBuild(job.hostDir);
    await renderJob(job, host);
  } catch (error) {
    const said = host && error instanceof host.PageRenderError ? describeFailure(error) : (error as Error).message;
    throw new Error(`Refused: ${said}. Nothing was published.`, { cause: error });
  }
}

/**
 * What a render leaves out because a remote could not be reached: the remotes it does not list, and
 * the pages that keep their previous HTML. Each failure that can be left out gives a larger one.
 */
interface LeftOut {
  remotes: string[];
  pages: string[];
}

/** One try at a job's pages: the pages and the paths declared now, or what to leave out on the next try. */
type Attempt = { rendered: RenderedSite; declared: string[] } | { leaveOut: LeftOut };

async function renderJob(job: RenderJob, host: HostBuild): Promise<void> {
  const started = performance.now();
  globalThis.fetch = fetchLocally(job.folders);
  const previous = job.previousDir ? readPagesFolder(job.previousDir) : null;
  // Each try leaves out more than the one before, until the rest renders or a failure cannot be left out.
  let attempt = await renderLeavingOut(job, host, previous, { remotes: [], pages: [] });
  while ('leaveOut' in attempt) attempt = await renderLeavingOut(job, host, previous, attempt.leaveOut);
  const { rendered, declared } = attempt;
  writePagesFolder(job.outDir, { ...rendered, pages: mergePages(rendered.pages, previous, declared) }, job.remotesJson);
  console.log(
    `${rendered.pages.length} page(s) rendered for ${job.apps.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * Lists the site's pages without the remotes `left` leaves out, then renders the pages the change
 * affects but those that keep their previous HTML: the pages of the remotes left out, and `left.pages`.
 * A remote found unreachable (its server down) gives what to leave out next, with a warning; any other
 * failure throws, and nothing is published.
 */
async function renderLeavingOut(
  { apps, remotesJson, hostDir }: RenderJob,
  host: HostBuild,
  previous: PagesFolder | null,
  left: LeftOut,
): Promise<Attempt> {
  const { PageRenderError } = host;
  const siteOrigin = siteOriginOf(remotesJson);
  const renderJson = left.remotes.reduce(without, remotesJson);
  let listed;
  try {
    listed = await host.listPages(renderJson, siteOrigin);
  } catch (error) {
    // A remote whose pages cannot be listed is left out of the render, and its pages keep their previous HTML...
    const unreachable = error instanceof PageRenderError && error.kind === 'unreachable' ? error : null;
    const remote = unreachable && previous ? ownerIn(renderJson, unreachable.path) : null;
    // ...but not the remote being promoted: its new code with its old HTML would not match.
    if (!unreachable || !remote || apps.includes(remote)) throw error;
    console.warn(`${describeFailure(unreachable)}; the ${remote} remote's pages keep their previous HTML`);
    return { leaveOut: { ...left, remotes: [...left.remotes, remote] } };
  }
  const ofRemotesLeftOut = Object.entries(previous?.meta.pages ?? {})
    .filter(
      ([p, page]) =>
        page.remotes.some((r) => left.remotes.includes(r)) || left.remotes.includes(ownerIn(remotesJson, p) ?? ''),
    )
    .map(([p]) => p);
  const kept = new Set([...ofRemotesLeftOut, ...left.pages]);
  const declared = [
    ...new Set([...[...listed.pages, ...(listed.aliases ?? [])].map((p) => p.path), ...ofRemotesLeftOut]),
  ];
  const affected = pathsToRender(previous?.meta, declared, apps);
  const paths = kept.size ? (affected ?? declared).filter((p) => !kept.has(p)) : affected;
  try {
    return { rendered: await renderSite({ remotesJson: renderJson, siteOrigin, paths, hostDir, host }), declared };
  } catch (error) {
    if (
      !(error instanceof PageRenderError) ||
      error.kind !== 'unreachable' ||
      !previous?.meta.pages[error.path] ||
      kept.has(error.path)
    )
      throw error;
    // A remote down at render time: the pages sharing its remotes keep their previous HTML; nothing is half-rendered.
    const keep = pagesSharingRemotes(previous.meta, error.path);
    console.warn(`${describeFailure(error)}; ${keep.length} page(s) keep their previous HTML`);
    return { leaveOut: { ...left, pages: [...left.pages, ...keep] } };
  }
}
