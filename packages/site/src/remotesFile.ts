// remotes.json, the file the host reads at start: the site settings ("$api", "$previewOrigins",
// "$siteOrigin": the origin of the rendered pages' absolute URLs) and,
// for each remote, the URL of its mf-manifest.json and the URL prefixes it owns, as the remote
// declares them in its own routes.json. One composer for every writer: the host's build, the local
// build and serve (apps/host/dist/remotes.json), and a promote or rollback (releases/remotes.json).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API, HOST, REMOTES } from './apps';
import { appDir, appDist } from './workspace';

/** The site settings: the "$" keys of remotes.json. */
export interface SiteSettings {
  $api?: string;
  $previewOrigins?: string[];
  $siteOrigin?: string;
}

/** A remote in remotes.json: its manifest's URL and the prefixes it owns. */
export interface RemoteEntry {
  entry: string;
  prefixes: string[];
}

/**
 * remotes.json as it is read: the settings and, by remote name, a RemoteEntry (or, written by
 * hand, the manifest's URL alone). Read from files, so every other value is unknown until checked.
 */
export type RemotesFile = SiteSettings & { [key: string]: unknown };

/** A top-level path segment; "" is the home page. */
const PREFIX = /^([a-z0-9][a-z0-9-]*)?$/;

/** The prefixes a folder (a remote's source, build or release) declares in its routes.json, or null without one. */
export function readRoutes(dir: string): string[] | null {
  const file = path.join(dir, 'routes.json');
  if (!existsSync(file)) return null;
  const { prefixes } = JSON.parse(readFileSync(file, 'utf8')) as { prefixes?: unknown };
  if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string' && PREFIX.test(p))) {
    throw new Error(
      `${file}: "prefixes" must list top-level path segments such as "help" or "join-us" ("" is the home page)`,
    );
  }
  return prefixes as string[];
}

/**
 * The remotes file: the settings, then each remote as { entry, prefixes }. A prefix claimed by two
 * remotes is refused: the host could not tell which one owns the page.
 */
export function composeRemotesFile(settings: SiteSettings, remotes: ({ name: string } & RemoteEntry)[]): RemotesFile {
  const owners = new Map<string, string>();
  const file: RemotesFile = { ...settings };
  for (const { name, entry, prefixes } of remotes) {
    for (const prefix of prefixes) {
      const other = owners.get(prefix);
      if (other)
        throw new Error(
          `The prefix "/${prefix}" is claimed by both ${other} and ${name}: one of them must drop it from its routes.json.`,
        );
      owners.set(prefix, name);
    }
    file[name] = { entry, prefixes } satisfies RemoteEntry;
  }
  return file;
}

/** The site settings of a remotes file: its "$" keys. */
export function settingsOf(file: RemotesFile): SiteSettings {
  return Object.fromEntries(Object.entries(file).filter(([key]) => key.startsWith('$')));
}

/** The entries of a remotes file that name remotes (not settings). */
export function remotesIn(file: RemotesFile): [string, unknown][] {
  return Object.entries(file).filter(([key]) => !key.startsWith('$'));
}

/** A remote's manifest URL in a remotes file, written either as { entry, prefixes } or as the URL alone. */
export function entryOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const entry = (value as Partial<RemoteEntry> | null | undefined)?.entry;
  return typeof entry === 'string' ? entry : undefined;
}

/** The prefixes a remote owns in a remotes file (none when it is written as a URL alone). */
export function prefixesOf(value: unknown): string[] {
  const prefixes = (value as Partial<RemoteEntry> | null | undefined)?.prefixes;
  return Array.isArray(prefixes) ? prefixes : [];
}

/**
 * The local site's remotes file: each remote on its own port (apps.json) with the prefixes of its
 * build, or of its source when it has no build (or when `built` is false: the dev servers serve the
 * source). Settings and entry URLs already in `previous` (a hand edit) are kept.
 */
export function localRemotesFile(previous: RemotesFile = {}, { built = true } = {}): RemotesFile {
  return composeRemotesFile(
    { $api: API.origin, $previewOrigins: [], $siteOrigin: HOST.origin, ...settingsOf(previous) },
    REMOTES.map((remote) => ({
      name: remote.name,
      entry: entryOf(previous[remote.name]) ?? `${remote.origin}/mf-manifest.json`,
      prefixes: (built ? readRoutes(appDist(remote)) : null) ?? readRoutes(appDir(remote)) ?? [],
    })),
  );
}

/** The site's origin for absolute URLs: `$siteOrigin` of remotes.json, else the host's local origin (apps.json). */
export function siteOriginOf(remotesJson: RemotesFile | undefined): string {
  const origin = remotesJson?.$siteOrigin;
  return typeof origin === 'string' && /^https?:\/\//.test(origin) ? new URL(origin).origin : HOST.origin;
}

const LOCAL_REMOTES_FILE = path.join(appDist(HOST), 'remotes.json');

/** The local remotes file as it is now, or {} when the host is not built. */
export function readLocalRemotesFile(): RemotesFile {
  return existsSync(LOCAL_REMOTES_FILE) ? (JSON.parse(readFileSync(LOCAL_REMOTES_FILE, 'utf8')) as RemotesFile) : {};
}

/** Rewrites apps/host/dist/remotes.json from the remotes' builds, keeping `previous`'s settings and entries. */
export function writeLocalRemotesFile(previous = readLocalRemotesFile()): void {
  if (!existsSync(appDist(HOST))) return;
  writeFileSync(LOCAL_REMOTES_FILE, `${JSON.stringify(localRemotesFile(previous), null, 2)}\n`);
}
