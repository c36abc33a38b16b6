// Releases: immutable, versioned copies of an app's production build, and a pointer per app
// saying which one is live. The layout is plain files, servable as is by any static host or CDN:
//
//   releases/
//     remotes.json                  live remote -> manifest URL and prefixes (no-cache), rewritten on promote
//     <app>/<version>-<hash>/...    one release: the app's dist (a remote's with its routes.json), never changed after creation
//     <app>/current.json            { release, previous, at } (no-cache), replaced atomically
//     <app>/history.jsonl           one line per promote or rollback
//     pages/<id>/...                the site's rendered pages with the remotes.json they were rendered
//                                   with (pages/folder.ts), written once per promote or rollback
//     pages/current.json            which pages folder is live, replaced atomically
// Why it works this way: docs/decisions/0006-releases-promote-rollback-previews.md.
import { createHash, randomBytes } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { APPS, REMOTES } from '../apps';
import { PAGES_DIR } from '../pages/folder';
import { composeRemotesFile, readRoutes, settingsOf, type RemoteEntry, type RemotesFile, type SiteSettings } from '../remotesFile';
import { renderRelease, type ReleaseRenderJob } from '../render/releasePages';
import { ROOT } from '../workspace';

const APP_NAMES: string[] = APPS.map((a) => a.name);

/** An app's pointer (current.json): its live release, the one live before, and when it changed. */
export interface Pointer {
  release: string;
  previous: string | null;
  at: string;
}

/** A line of an app's history.jsonl. */
export interface HistoryEntry extends Pointer {
  action: Action;
  app: string;
}

type Action = 'promote' | 'rollback';

/** The render step of a promote or rollback (render/releasePages.ts renderRelease by default; tests give their own). */
export type RenderPages = (job: ReleaseRenderJob) => Promise<void>;

export function releasesDir(): string {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
}

function assertApp(app: string): void {
  if (!APP_NAMES.includes(app)) throw new Error(`Unknown app "${app}". Apps: ${APP_NAMES.join(', ')}`);
}

/** Not part of a release: the build's stamp, and the host's locally rendered pages (a release's
 *  pages are rendered when it is promoted, into releases/pages/). */
const notReleased = (dir: string, full: string) => path.basename(full).startsWith('.build-stamp') || path.relative(dir, full) === PAGES_DIR;

function* filesUnder(dir: string, base = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (notReleased(base, full)) continue;
    if (entry.isDirectory()) yield* filesUnder(full, base);
    else if (entry.isFile() && !entry.name.startsWith('.')) yield path.relative(base, full);
  }
}

/** A hash of every file's path and content: the same build always gets the same release id. */
function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 10);
}

/** Writes a file so that a reader sees the old or the new content, never half of either. */
function writeAtomic(file: string, content: string): void {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

/** Runs fn while holding an exclusive lock file; waits for another holder, breaks a stale lock. */
// Generous: a promote renders its pages while it holds the lock (seconds; a stale lock is minutes old).
async function withLock<T>(lockFile: string, fn: () => Promise<T>, { timeoutMs = 120_000, staleMs = 180_000 } = {}): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lockFile, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lockFile).mtimeMs > staleMs) rmSync(lockFile, { force: true });
      } catch {
        // the holder just released it
      }
      if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${lockFile}`);
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 40));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

/**
 * Makes a release of an app from a finished build folder. Immutable: the same content gives the
 * same id and the existing release is kept as it is.
 */
export function createRelease(app: string, distDir: string, version: string, root = releasesDir()): { id: string; dir: string; created: boolean } {
  assertApp(app);
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} is not a build of ${app}`);
  // A remote's release carries the prefixes it owns; without them it would own no page.
  if (REMOTES.some((r) => r.name === app) && !readRoutes(distDir)) throw new Error(`${distDir} has no routes.json: build ${app} again`);
  if (!/^[0-9A-Za-z.+-]+$/.test(version)) throw new Error(`Bad version "${version}"`);
  const id = `${version}-${contentHash(distDir)}`;
  const target = path.join(root, app, id);
  if (existsSync(target)) return { id, dir: target, created: false };
  mkdirSync(path.join(root, app), { recursive: true });
  // Copy beside the target, then rename: a release folder is either complete or absent.
  const temp = `${target}.${process.pid}.tmp`;
  cpSync(distDir, temp, { recursive: true, filter: (src) => !notReleased(distDir, src) });
  renameSync(temp, target);
  return { id, dir: target, created: true };
}

export function listReleases(app: string, root = releasesDir()): string[] {
  assertApp(app);
  const dir = path.join(root, app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.endsWith('.tmp'))
    .map((e) => e.name)
    .sort();
}

export function currentRelease(app: string, root = releasesDir()): Pointer | null {
  assertApp(app);
  const file = path.join(root, app, 'current.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Pointer;
}

/** The live pages folder (releases/pages/<id>), or null when none is (no host release can render yet). */
export function livePages(root = releasesDir()): string | null {
  const file = path.join(root, 'pages', 'current.json');
  if (!existsSync(file)) return null;
  const { release } = JSON.parse(readFileSync(file, 'utf8')) as { release: string | null };
  return release ? path.join(root, 'pages', release) : null;
}

export function history(app: string, root = releasesDir()): HistoryEntry[] {
  const file = path.join(root, app, 'history.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HistoryEntry);
}

/** The site settings ("$api", "$previewOrigins") from a host release's own remotes.json. */
function hostSettings(root: string, release: string | undefined): SiteSettings {
  const file = release && path.join(root, 'host', release, 'remotes.json');
  if (!file || !existsSync(file)) return {};
  try {
    return settingsOf(JSON.parse(readFileSync(file, 'utf8')) as RemotesFile);
  } catch {
    return {};
  }
}

const releasesBase = () => process.env.RELEASES_BASE_URL ?? '/releases';

/**
 * The live remotes file: the live host's settings, and for every remote's live release the URL of
 * its manifest (relative to the site) and the prefixes its routes.json declares. `pointers` says
 * which release an app is about to point at, so a clash is refused before anything changes.
 */
function releasesRemotesFile(root: string, pointers: Record<string, string>, base = releasesBase()): RemotesFile {
  const live = (app: string) => pointers[app] ?? currentRelease(app, root)?.release;
  const remotes: ({ name: string } & RemoteEntry)[] = [];
  for (const { name } of REMOTES) {
    const release = live(name);
    if (release) remotes.push({ name, entry: `${base}/${name}/${release}/mf-manifest.json`, prefixes: readRoutes(path.join(root, name, release)) ?? [] });
  }
  return composeRemotesFile(hostSettings(root, live('host')), remotes);
}

/**
 * Renders the pages a change of `app` affects into a new pages folder, beside the live one, or
 * throws (naming the page and the error) when a page threw: then nothing is published.
 * @returns the new folder's id, or null when the live host release cannot render (no Node build)
 */
async function renderPages(root: string, app: string, remotesFile: RemotesFile, hostRelease: string | undefined, render: RenderPages): Promise<string | null> {
  const hostDir = hostRelease && path.join(root, 'host', hostRelease);
  if (!hostDir || !existsSync(path.join(hostDir, 'server', 'main.cjs'))) return null;
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${app}-${randomBytes(3).toString('hex')}`;
  const target = path.join(root, 'pages', id);
  const temp = `${target}.${process.pid}.tmp`;
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    await render({ root, app, remotesJson: remotesFile, hostDir, previousDir: livePages(root), outDir: temp, base: releasesBase() });
    renameSync(temp, target);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return id;
}

/** What a promote or rollback did: the app's new pointer, and the pages folder it published (null: none rendered). */
export type Pointed = Pointer & { pages: string | null };

async function point(app: string, target: string | ((current: Pointer | null) => string), action: Action, root: string, render: RenderPages = renderRelease): Promise<Pointed> {
  assertApp(app);
  if (typeof target === 'string' && !listReleases(app, root).includes(target)) {
    throw new Error(`${app} has no release "${target}"`);
  }
  mkdirSync(path.join(root, app), { recursive: true });
  // One promote or rollback at a time across the site: each one rewrites the shared remotes.json.
  return withLock(path.join(root, '.lock'), async () => {
    const before = currentRelease(app, root);
    // Decided under the lock, so two rollbacks at once cannot both pick the same target.
    const release = typeof target === 'function' ? target(before) : target;
    if (!listReleases(app, root).includes(release)) throw new Error(`${app} has no release "${release}"`);
    // Composed first: a prefix another remote owns refuses the promote before any file changes.
    // The host's release brings the site settings ($api), so its promotion rewrites the file too.
    const remotesFile = releasesRemotesFile(root, { [app]: release });
    let previous: string | null;
    if (action === 'rollback') {
      // Walking back: what was live before `release` became live, so a second rollback goes further back.
      previous = history(app, root).findLast((h) => h.release === release)?.previous ?? null;
    } else {
      previous = before?.release === release ? before.previous : (before?.release ?? null);
    }
    // Rendered before any pointer moves: a page that throws refuses the change.
    const pages = await renderPages(root, app, remotesFile, app === 'host' ? release : currentRelease('host', root)?.release, render);
    const record: Pointer = { release, previous, at: new Date().toISOString() };
    writeAtomic(path.join(root, app, 'current.json'), `${JSON.stringify(record, null, 2)}\n`);
    appendFileSync(path.join(root, app, 'history.jsonl'), `${JSON.stringify({ action, app, ...record })}\n`);
    writeAtomic(path.join(root, 'remotes.json'), `${JSON.stringify(remotesFile, null, 2)}\n`);
    // Last, in one rename: the HTML and the remotes.json it was rendered with go live together.
    const live = livePages(root);
    const livePagesId = live && path.basename(live);
    if (pages || livePagesId)
      writeAtomic(path.join(root, 'pages', 'current.json'), `${JSON.stringify({ release: pages, previous: livePagesId, at: record.at }, null, 2)}\n`);
    return { ...record, pages };
  });
}

/**
 * Points the live site at a release of one app, with the pages it changes rendered again.
 * @param render  renders the pages (render/releasePages.ts); tests give their own
 */
export function promote(app: string, release: string, root = releasesDir(), render?: RenderPages): Promise<Pointed> {
  return point(app, release, 'promote', root, render);
}

/** Points the live site back at the release that was live before the current one. */
export function rollback(app: string, root = releasesDir(), render?: RenderPages): Promise<Pointed> {
  return point(
    app,
    (current) => {
      if (!current?.previous) throw new Error(`${app} has no earlier release to roll back to`);
      return current.previous;
    },
    'rollback',
    root,
    render,
  );
}
