import type { ComponentType } from 'react';
import {
  CONTRACT_EXPOSE,
  SHELL_CONTRACT_VERSION,
  isRemoteName,
  routesModule,
  type RemoteContract,
  type RemoteName,
} from '@storefront/shell/host';
import { readStored } from '@storefront/shell';
import { DEFAULT_API_ORIGIN } from '@storefront/types';
import type { Overrides } from './overrides';
import { buildRouteTable, type RouteTable } from './routeTable';
import { OVERRIDES_KEY, type SiteConfig } from './config';

// Kept where overrides.ts reads it too (config.ts), so the preview code imports nothing from here.
export { OVERRIDES_KEY } from './config';

/** How long remotes.json or a remote may take to load before its area shows the fallback. */
export const REMOTE_TIMEOUT_MS = 8000;

/** The site as this page runs it: remotes.json with this browser's preview overrides applied. */
export interface LiveSite {
  config: SiteConfig;
  overrides: Overrides;
  routes: RouteTable;
}

/**
 * A remote's pages, or why they could not be loaded: a value, never a rejection, so that a remote
 * failing while the page hydrates does not throw into React's hydration (which would drop the
 * area's server HTML); the area decides what to show (remotes/RemoteArea.tsx).
 */
export type RemotePages = { Pages: ComponentType } | { error: Error };

/** The part of Module Federation's runtime the loader uses (injected: tests give a fake). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(request: string): Promise<T | null | undefined>;
}

export interface RemoteLoaderOptions {
  fetchConfig: () => Promise<SiteConfig>;
  runtime: FederationRuntime;
  /** The page's URL (preview overrides come from its ?preview=) and where accepted overrides are kept. */
  page: { search: string; href: string };
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Where each remote's chunk-loading array lives (the browser's window). */
  scope?: Record<string, unknown>;
  timeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Notes what happened to a part of the page ('host' or a remote) as a performance mark,
 * `sf:<what>:<part>`: the page's report counts them (start/pageReport.ts), and they show in the
 * browser's performance panel. `sf:live:<part>` (early/replay.ts) says it works; `view` that the page
 * shows a path the part owns (`detail`: the path), `loaded` that the page used the part's code.
 */
export function noteOf(
  part: string,
  what: 'failures' | 'retry' | 'fallback' | 'errors' | 'view' | 'loaded',
  detail?: string,
): void {
  performance.mark(`sf:${what}:${part}`, { detail });
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

/**
 * Finds and loads the remotes of one page: reads remotes.json, applies preview overrides,
 * registers the remotes with the federation runtime, loads what they expose with a timeout and a
 * contract check, and loads a remote afresh on Retry. One per page (created at start and passed
 * down by context): nothing here lives in a module, so two renders in one process share nothing.
 */
export class RemoteLoader {
  private live: Promise<LiveSite>;
  private readonly listeners = new Set<() => void>();
  private readonly pages = new Map<RemoteName, Promise<RemotePages>>();
  /** Every module loaded ('<remote>/<module>'): what a rendered page needs (the render step records it). */
  private readonly loaded = new Set<string>();
  private readonly timeoutMs: number;
  /** The live site as last read: names the remote a script URL belongs to (remoteAt). */
  private lastRead: LiveSite | null = null;

  constructor(private readonly options: RemoteLoaderOptions) {
    this.timeoutMs = options.timeoutMs ?? REMOTE_TIMEOUT_MS;
    this.live = this.registered(this.read());
  }

  private read(): Promise<LiveSite> {
    const { page, storage } = this.options;
    const reading = withTimeout(this.options.fetchConfig(), this.timeoutMs, 'remotes.json').then(async (config) => {
      // The preview code only for a browser that asked for a preview (in the URL, or one kept from
      // before): a visitor never downloads it.
      let remotes = config.remotes;
      let overrides: Overrides = {};
      if (page.search.includes('preview=') || readStored(OVERRIDES_KEY, storage) !== null) {
        const previews = await import(/* webpackChunkName: "previews" */ './overrides');
        const resolved = previews.resolveOverrides(page.search, page.href, config.previewOrigins, storage);
        for (const reason of resolved.refused) console.warn(`Preview override refused: ${reason}`);
        overrides = resolved.overrides;
        remotes = previews.applyOverrides(config.remotes, overrides);
      }
      this.lastRead = { config: { ...config, remotes }, overrides, routes: buildRouteTable(remotes) };
      return this.lastRead;
    });
    // Handled here so an unread failure is not "unhandled"; readers still see the rejection.
    reading.catch(() => undefined);
    return reading;
  }

  /** Counts changes of the live site (a key that resets what showed the previous one's failure). */
  private version = 0;

  private publish(live: Promise<LiveSite>) {
    this.live = live;
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }

  /** For useSyncExternalStore: the live site (a promise, the same one until it changes). */
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  readonly site = () => this.live;
  readonly getVersion = () => this.version;

  /** The api's origin from remotes.json ($api), or the default when it cannot be read. */
  apiOrigin(): Promise<string> {
    return this.live.then(
      (site) => site.config.api,
      () => DEFAULT_API_ORIGIN,
    );
  }

  /** Reads remotes.json again (after it failed) and registers what it names. */
  retrySite(): void {
    this.publish(this.registered(this.read()));
  }

  private registered(live: Promise<LiveSite>): Promise<LiveSite> {
    return live.then((site) => {
      this.options.runtime.registerRemotes(
        Object.entries(site.config.remotes).map(([name, remote]) => ({ name, entry: remote.entry })),
      );
      return site;
    });
  }

  /** Loads a module a remote exposes ('<remote>/<module>'), with the same timeout as pages. */
  readonly loadModule = async <T>(request: string): Promise<T> => {
    const remote = request.split('/')[0] ?? '';
    const site = await this.live;
    if (!isRemoteName(remote) || !site.config.remotes[remote])
      throw new Error(`remotes.json does not name the ${remote} remote`);
    const mod = await withTimeout(this.options.runtime.loadRemote<T>(request), this.timeoutMs, `The ${remote} remote`);
    if (!mod) throw new Error(`The ${remote} remote did not expose ${request}`);
    this.loaded.add(request);
    // In a browser, for the page's report: the view it was used in has this remote (never on the
    // server, whose timeline would only grow).
    if (typeof window === 'object') noteOf(remote, 'loaded');
    return mod;
  };

  /** The remote whose files are served below `url` (a script in an error's stack), if any. */
  readonly remoteAt = (url: string): RemoteName | undefined => {
    const remotes = this.lastRead?.config.remotes ?? {};
    for (const [name, remote] of Object.entries(remotes)) {
      if (!remote || !isRemoteName(name)) continue;
      let base: string;
      try {
        base = new URL('.', new URL(remote.entry, this.options.page.href)).href;
      } catch {
        continue;
      }
      if (url.startsWith(base)) return name;
    }
    return undefined;
  };

  /** The modules loaded so far, in the order they first arrived ('product/Routes', 'catalogue/data'). */
  loadedModules(): string[] {
    return [...this.loaded];
  }

  /** Loads a remote's pages component ('<remote>/Routes'), after checking its contract version. */
  async loadRoutes(remote: RemoteName): Promise<ComponentType> {
    const [contract, mod] = await Promise.all([
      this.loadModule<{ default?: RemoteContract }>(`${remote}/${CONTRACT_EXPOSE.slice(2)}`),
      this.loadModule<{ default?: ComponentType }>(routesModule(remote)),
    ]);
    checkContract(remote, contract.default);
    if (typeof mod.default !== 'function') throw new Error(`The ${remote} remote did not expose its pages`);
    return mod.default;
  }

  /** The remote's pages (for React's `use`), loaded once and kept, so that coming back to a remote shows it at once. */
  pagesOf(remote: RemoteName): Promise<RemotePages> {
    let pages = this.pages.get(remote);
    if (!pages) {
      pages = this.loadRoutes(remote).then(
        (Pages) => ({ Pages }),
        (error: unknown) => {
          console.warn(`The ${remote} remote could not be loaded.`, error);
          noteOf(remote, 'failures');
          return { error: error instanceof Error ? error : new Error(String(error)) };
        },
      );
      this.pages.set(remote, pages);
    }
    return pages;
  }

  /**
   * Retry: forget everything of this remote that is on the page and load its current release.
   * remotes.json is read again (a fixed release may have been promoted meanwhile), the federation
   * runtime drops the remote's container and manifest, and the remote's chunk-loading array goes
   * too: a new remoteEntry.js would otherwise replay the old chunks in it and run the old code.
   */
  async reload(remote: RemoteName): Promise<void> {
    this.pages.delete(remote);
    noteOf(remote, 'retry');
    const fresh = this.read();
    const site = await fresh.catch(() => null);
    if (!site) {
      // remotes.json unreadable now: keep the last known one, so Retry can try the same entry again.
      const last = await this.live.catch(() => null);
      if (!last) return this.publish(fresh);
      this.forget(remote, last);
      return;
    }
    this.forget(remote, site);
    this.publish(Promise.resolve(site));
  }

  private forget(remote: RemoteName, site: LiveSite) {
    const scope = this.options.scope;
    // packages/rspack-config names it so (output.chunkLoadingGlobal).
    if (scope) delete scope[`rspackChunk${remote}`];
    const entry = site.config.remotes[remote]?.entry;
    if (entry) this.options.runtime.registerRemotes([{ name: remote, entry }], { force: true });
  }
}
