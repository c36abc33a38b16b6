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
//     guard.json                    the release guard's last check (apps/api pnpm guard)
//     canary.json                   the canary, when one runs: one app's release and its pages
//                                   folder, served to a share of visitors (no-cache, replaced atomically)
// Why it works this way: docs/decisions/0006-releases-promote-rollback-previews.md; the canary:
// docs/decisions/0019-canary-share.md.
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
import type { GuardCheck } from './guardCheck';

const APP_NAMES: string[] = APPS.map((a) => a.name);

/** An app's pointer (current.json): its live release, the one live before, and when it changed. */
export interface Pointer {
  release: string;
  previous: string | null;
  at: string;
}

/** Who made a change and why, kept in the history line: the command, the guard, or a staff member. */
export interface Said {
  /** 'command' (pnpm promote/rollback/canary), 'guard', or 'inbox: <email>'. */
  by?: string;
  reason?: string;
  /** The figures a decision was made on (views, error shares, p75s). */
  figures?: Record<string, number | null>;
  /** Only while this release is the canary (the guard's decisions): a canary ended meanwhile stays ended. Not kept. */
  ifCanary?: string;
}

/** Refuses a decision made for a canary that is no longer the one running. */
function checkStillCanary(said: Said, canary: Canary | null): Omit<Said, 'ifCanary'> {
  const { ifCanary, ...kept } = said;
  if (ifCanary !== undefined && canary?.release !== ifCanary)
    throw new Error(`The canary ${ifCanary} is no longer running; nothing was changed`);
  return kept;
}

/**
 * A line of an app's history.jsonl. `release` is what everyone gets after it; a canary's lines
 * (`canary`, `share`, `hold`) name the canary's release and its share instead, and the rollback that
 * ends a canary names the release it ended in `ended`.
 */
export interface HistoryEntry extends Pointer, Said {
  action: Action;
  app: string;
  share?: number;
  ended?: string;
  /** A hold's kind (the guard writes a hold again only when its kind changes). */
  hold?: string;
}

type Action = 'promote' | 'rollback' | 'canary' | 'share' | 'hold';

/**
 * The site's canary: one app's release published to a share of visitors beside the live one
 * (docs/decisions/0019-canary-share.md). A visitor's bucket (0-99, a cookie the site server sets
 * on the first visit) below `share` gets the canary's pages folder; every other visitor the live one.
 */
export interface Canary {
  app: string;
  release: string;
  /** The live release it is compared with and falls back to. */
  live: string | null;
  /** Its pages folder (releases/pages/<id>), or null when the live host cannot render. */
  pages: string | null;
  /** Percent of visitors, 1-99. */
  share: number;
  /** When it started, and when its share last changed (the guard counts a stage from then). */
  since: string;
  stageSince: string;
}

/** A canary's share: a whole percent of visitors, from 1 to 99 (100 is a promote, 0 a rollback). */
export function checkShare(share: number): number {
  if (!Number.isInteger(share) || share < 1 || share > 99)
    throw new Error(`A canary's share is a whole percent from 1 to 99, not "${share}" (100: pnpm promote; 0: pnpm rollback)`);
  return share;
}

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

/**
 * The canary, when one runs. A file that cannot be read as one (it is written whole, by rename, so
 * only a hand can spoil it) is no canary: every visitor gets the live release, never an error page.
 */
export function canaryOf(root = releasesDir()): Canary | null {
  const file = path.join(root, 'canary.json');
  if (!existsSync(file)) return null;
  try {
    const canary = JSON.parse(readFileSync(file, 'utf8')) as Partial<Canary> | null;
    return canary && typeof canary.app === 'string' && typeof canary.release === 'string' && typeof canary.share === 'number'
      ? (canary as Canary)
      : null;
  } catch {
    return null;
  }
}

/** The canary's pages folder (releases/pages/<id>), or null when no canary runs or it has none. */
export function canaryPages(root = releasesDir()): string | null {
  const canary = canaryOf(root);
  return canary?.pages ? path.join(root, 'pages', canary.pages) : null;
}

/** The app's history, oldest first. A line that is not JSON (one cut short by a crash while appending) is skipped. */
export function history(app: string, root = releasesDir()): HistoryEntry[] {
  const file = path.join(root, app, 'history.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        const entry: unknown = JSON.parse(line);
        return entry && typeof entry === 'object' ? [entry as HistoryEntry] : [];
      } catch {
        return [];
      }
    });
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

const siteLock = (root: string) => path.join(root, '.lock');

function addHistory(root: string, entry: HistoryEntry): void {
  appendFileSync(path.join(root, entry.app, 'history.jsonl'), `${JSON.stringify(entry)}\n`);
}

/** The lines that moved the app's pointer: a rollback that ended a canary moved nothing. */
const moves = (app: string, root: string) =>
  history(app, root).filter((h) => (h.action === 'promote' || h.action === 'rollback') && !h.ended);

/** While one app's canary runs, the other apps' releases stay as they are: both publications were rendered with them. */
function canaryOfApp(root: string, app: string): Canary | null {
  const canary = canaryOf(root);
  if (canary && canary.app !== app)
    throw new Error(
      `${canary.app} has a canary running (${canary.release} for ${canary.share}% of visitors): make it everyone's ` +
        `(pnpm promote ${canary.app} ${canary.release}) or end it (pnpm rollback ${canary.app}) first`,
    );
  return canary;
}

async function point(
  app: string,
  target: string | ((current: Pointer | null) => string),
  action: 'promote' | 'rollback',
  root: string,
  render: RenderPages = renderRelease,
  said: Said = {},
): Promise<Pointed> {
  assertApp(app);
  if (typeof target === 'string' && !listReleases(app, root).includes(target)) {
    throw new Error(`${app} has no release "${target}"`);
  }
  mkdirSync(path.join(root, app), { recursive: true });
  // One promote or rollback at a time across the site: each one rewrites the shared remotes.json.
  return withLock(siteLock(root), async () => {
    const canary = canaryOfApp(root, app);
    said = checkStillCanary(said, canary);
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
      previous = moves(app, root).reverse().find((h) => h.release === release)?.previous ?? null;
    } else {
      previous = before?.release === release ? before.previous : (before?.release ?? null);
    }
    // The canary made everyone's publishes the pages its visitors already have; anything else is
    // rendered before any pointer moves: a page that throws refuses the change.
    const pages =
      canary?.release === release && canary.pages
        ? canary.pages
        : await renderPages(root, app, remotesFile, app === 'host' ? release : currentRelease('host', root)?.release, render);
    const record: Pointer = { release, previous, at: new Date().toISOString() };
    writeAtomic(path.join(root, app, 'current.json'), `${JSON.stringify(record, null, 2)}\n`);
    const replaced = canary && canary.release !== release ? { reason: `replaces the canary ${canary.release}`, ...said } : said;
    addHistory(root, { action, app, ...record, ...replaced });
    writeAtomic(path.join(root, 'remotes.json'), `${JSON.stringify(remotesFile, null, 2)}\n`);
    // Last, in one rename: the HTML and the remotes.json it was rendered with go live together.
    const live = livePages(root);
    const livePagesId = live && path.basename(live);
    if (pages || livePagesId)
      writeAtomic(path.join(root, 'pages', 'current.json'), `${JSON.stringify({ release: pages, previous: livePagesId, at: record.at }, null, 2)}\n`);
    if (canary) rmSync(path.join(root, 'canary.json'), { force: true });
    return { ...record, pages };
  });
}

/**
 * Points the live site at a release of one app, with the pages it changes rendered again. The
 * app's canary release made everyone's publishes the canary's pages as they are.
 * @param render  renders the pages (render/releasePages.ts); tests give their own
 */
export function promote(app: string, release: string, root = releasesDir(), render?: RenderPages, said?: Said): Promise<Pointed> {
  return point(app, release, 'promote', root, render, said);
}

/**
 * Ends the app's canary when one runs (its visitors get the live release on their next page load;
 * nothing is rendered), else points the live site back at the release live before the current one.
 */
export async function rollback(app: string, root = releasesDir(), render?: RenderPages, said: Said = {}): Promise<Pointed> {
  assertApp(app);
  if (canaryOf(root)?.app === app) return endCanary(app, root, said);
  return point(
    app,
    (current) => {
      if (!current?.previous) throw new Error(`${app} has no earlier release to roll back to`);
      return current.previous;
    },
    'rollback',
    root,
    render,
    said,
  );
}

/**
 * Ends the app's canary (what rollback does while it runs), and only that: when it has none any
 * more (ended meanwhile) it throws, where a rollback would walk the live release back.
 */
export async function endCanary(app: string, root = releasesDir(), said: Said = {}): Promise<Pointed> {
  return withLock(siteLock(root), async () => {
    const canary = canaryOf(root);
    // Ended by someone else meanwhile (the guard, the inbox): rolling the live release back instead would be a second rollback.
    if (canary?.app !== app) throw new Error(`${app} has no canary running any more; nothing was changed`);
    said = checkStillCanary(said, canary);
    const live = currentRelease(app, root);
    rmSync(path.join(root, 'canary.json'), { force: true });
    const at = new Date().toISOString();
    addHistory(root, { action: 'rollback', app, release: canary.live ?? '', previous: live?.previous ?? null, at, ended: canary.release, ...said });
    const pages = livePages(root);
    return { release: live?.release ?? '', previous: live?.previous ?? null, at, pages: pages && path.basename(pages) };
  });
}

/**
 * Publishes a release of an app to `share` percent of visitors (the canary), beside its live
 * release, with its own pages folder; or, for the canary's own release, changes its share. One
 * canary at a time on the site; the app needs a live release to compare with.
 */
export async function startCanary(
  app: string,
  release: string,
  share: number,
  root = releasesDir(),
  render: RenderPages = renderRelease,
  said: Said = {},
): Promise<Canary> {
  assertApp(app);
  checkShare(share);
  if (!listReleases(app, root).includes(release)) throw new Error(`${app} has no release "${release}"`);
  return withLock(siteLock(root), async () => {
    const running = canaryOfApp(root, app);
    said = checkStillCanary(said, running);
    const live = currentRelease(app, root);
    if (!live) throw new Error(`${app} has no live release to compare a canary with: promote its first release to everyone`);
    if (live.release === release) throw new Error(`${release} is ${app}'s live release already`);
    const same = running?.release === release ? running : null;
    let pages = same?.pages ?? null;
    if (!same) {
      const remotesFile = releasesRemotesFile(root, { [app]: release });
      pages = await renderPages(root, app, remotesFile, app === 'host' ? release : currentRelease('host', root)?.release, render);
      // Without pages of its own, every visitor would get the live HTML with the canary's code, or the reverse.
      if (!pages) throw new Error('A canary needs its own rendered pages, and the live host release cannot render (no Node build)');
    }
    const at = new Date().toISOString();
    const canary: Canary = { app, release, live: live.release, pages, share, since: same?.since ?? at, stageSince: at };
    writeAtomic(path.join(root, 'canary.json'), `${JSON.stringify(canary, null, 2)}\n`);
    addHistory(root, { action: same ? 'share' : 'canary', app, release, previous: live.release, at, share, ...said });
    return canary;
  });
}

/** Writes one of the guard's decisions that changes nothing (a hold of a kind, with its reason) in the app's history. */
export function noteHold(canary: Canary, hold: string, said: Said, root = releasesDir()): void {
  const { ifCanary: _, ...kept } = said;
  const entry: HistoryEntry = { action: 'hold', app: canary.app, release: canary.release, previous: canary.live, at: new Date().toISOString(), share: canary.share, hold, ...kept };
  addHistory(root, entry);
}

export type { GuardCheck } from './guardCheck';

export function writeGuardCheck(check: GuardCheck, root = releasesDir()): void {
  mkdirSync(root, { recursive: true });
  writeAtomic(path.join(root, 'guard.json'), `${JSON.stringify(check, null, 2)}\n`);
}

/** The guard's last check, or null when it never ran here (or its file cannot be read). */
export function lastGuardCheck(root = releasesDir()): GuardCheck | null {
  try {
    return JSON.parse(readFileSync(path.join(root, 'guard.json'), 'utf8')) as GuardCheck;
  } catch {
    return null;
  }
}
