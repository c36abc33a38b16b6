import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_API_ORIGIN } from '@storefront/types';
import { applyOverrides, resolveOverrides, type Overrides } from './overrides';
import {
  CONTRACT_EXPOSE,
  REMOTE_NAMES,
  SHELL_CONTRACT_VERSION,
  routesModule,
  type RemoteContract,
  type RemoteName,
  type RemotesFile,
} from '@storefront/shell';

/** How long a remote may take to load before its area shows the fallback. */
export const REMOTE_TIMEOUT_MS = 8000;

/** Where the runtime remotes file lives: next to the host's index.html, served no-cache. */
const REMOTES_URL = '/remotes.json';

let remotesFile: Promise<RemotesFile> | null = null;
let apiOriginValue = DEFAULT_API_ORIGIN;
let activeOverrides: Overrides = {};
const overrideListeners = new Set<(overrides: Overrides) => void>();

/** The preview overrides in force (for the banner), and a way to hear when they are known. */
export function onOverrides(listener: (overrides: Overrides) => void): () => void {
  overrideListeners.add(listener);
  listener(activeOverrides);
  return () => overrideListeners.delete(listener);
}

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** remotes.json: the remotes, plus the preview origins allowed and where the api is. */
export type RemotesConfig = RemotesFile & { $previewOrigins?: string[]; $api?: string };

/** An http(s) origin ("https://api.example.in"), or undefined for anything else (paths included). */
export function readOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Reads remotes.json (name -> manifest URL) and registers every remote it names. */
export async function fetchRemotesFile(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  const response = await fetchImpl(REMOTES_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const data: unknown = await response.json();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('remotes.json is not an object');
  const file: RemotesConfig = {};
  const origins = (data as { $previewOrigins?: unknown }).$previewOrigins;
  if (Array.isArray(origins)) file.$previewOrigins = origins.filter((o): o is string => typeof o === 'string');
  const api = readOrigin((data as { $api?: unknown }).$api);
  if (api) file.$api = api;
  for (const [name, value] of Object.entries(data)) {
    if (!isRemoteName(name)) continue;
    // A remote is { entry, prefixes }, or its manifest URL alone.
    const entry: unknown = typeof value === 'object' && value !== null ? (value as { entry?: unknown }).entry : value;
    if (typeof entry !== 'string') continue;
    // Resolve relative entries against the page, and accept only http(s) URLs.
    const url = new URL(entry, window.location.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    file[name] = url.href;
  }
  return file;
}

function remotesReady(): Promise<RemotesFile> {
  remotesFile ??= fetchRemotesFile().then(
    ({ $previewOrigins = [], $api = DEFAULT_API_ORIGIN, ...file }) => {
      apiOriginValue = $api;
      const { overrides, refused } = resolveOverrides(window.location.search, window.location.href, $previewOrigins, globalThis.localStorage);
      for (const reason of refused) console.warn(`Preview override refused: ${reason}`);
      activeOverrides = overrides;
      overrideListeners.forEach((listener) => listener(overrides));
      const live = applyOverrides(file, overrides);
      registerRemotes(Object.entries(live).map(([name, entry]) => ({ name, entry })));
      return live;
    },
    (error: unknown) => {
      remotesFile = null; // let a retry fetch it again
      throw error;
    },
  );
  return remotesFile;
}

/** The api's origin from remotes.json ($api), or the default when it is missing or unreadable. */
export function apiOrigin(): Promise<string> {
  return remotesReady().then(
    () => apiOriginValue,
    () => DEFAULT_API_ORIGIN,
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Loads a module a remote exposes ('<remote>/<module>'), with the same timeout as pages. */
export async function loadModule<T>(request: string): Promise<T> {
  const remote = request.split('/')[0] ?? '';
  const file = await withTimeout(remotesReady(), REMOTE_TIMEOUT_MS, 'remotes.json');
  if (!isRemoteName(remote) || !file[remote]) throw new Error(`remotes.json does not name the ${remote} remote`);
  const mod = await withTimeout(loadRemote<T>(request), REMOTE_TIMEOUT_MS, `The ${remote} remote`);
  if (!mod) throw new Error(`The ${remote} remote did not expose ${request}`);
  return mod;
}

/** Throws (into the remote's fallback) when a remote was built for another shell contract. */
export function checkContract(remote: RemoteName, contract: Partial<RemoteContract> | undefined): void {
  const version = contract?.shellContract;
  if (version === SHELL_CONTRACT_VERSION) return;
  const message =
    `The ${remote} remote was built for shell contract ${version ?? '(none)'}, but this host provides ` +
    `contract ${SHELL_CONTRACT_VERSION}. Its area shows a fallback until a matching release of ${remote} ` +
    `(or of the host) is deployed.`;
  console.error(message);
  throw new Error(message);
}

/** Loads a remote's pages component ('<remote>/Routes'), after checking its contract version. */
export async function loadRoutes(remote: RemoteName): Promise<ComponentType> {
  const [contract, mod] = await Promise.all([
    loadModule<{ default?: RemoteContract }>(`${remote}/${CONTRACT_EXPOSE.slice(2)}`),
    loadModule<{ default?: ComponentType }>(routesModule(remote)),
  ]);
  checkContract(remote, contract.default);
  if (typeof mod.default !== 'function') throw new Error(`The ${remote} remote did not expose its pages`);
  return mod.default;
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export async function resetRemote(remote: RemoteName): Promise<void> {
  const file = await remotesReady().catch(() => null);
  const entry = file?.[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
