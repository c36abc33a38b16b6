import { DECLARATION_EXPOSE, type PageHead, type RemoteName, type RouteDeclaration } from '@storefront/shell/host';
import type { RemoteLoader } from '../site/remoteLoader';
import { ownerOf } from '../site/routeTable';

/** A page a remote declares, with the remote that owns its URL. */
export interface DeclaredPage extends PageHead {
  remote: RemoteName;
}

/** The site's pages as its remotes declare them (docs/decisions/0009-route-ownership-declared-by-remotes.md). */
export interface SitePages {
  pages: DeclaredPage[];
  /** URL prefixes that render in the browser only: never prerendered, never in the sitemap. */
  clientOnly: string[];
  /** Other addresses of declared pages, each with the page it shows ('/media' -> '/services/media'). */
  aliases: { path: string; canonical: string }[];
}

/** A remote whose pages could not be listed; `path` is the first address it owns. */
export class DeclarationError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly path: string,
    cause: unknown,
  ) {
    super(`The ${remote} remote's pages could not be listed`, { cause });
    this.name = 'DeclarationError';
  }
}

/**
 * Every page of the site: each remote that owns a prefix lists its pages through its './declaration'.
 * A page whose prefix remotes.json gives to another remote is left out (that remote renders it),
 * with a warning; a path declared twice is refused. Aliases must be the remote's own addresses and
 * lead to one of its pages.
 */
export async function listPages(
  loader: Pick<RemoteLoader, 'site' | 'loadModule'>,
  siteOrigin: string,
): Promise<SitePages> {
  const site = await loader.site();
  const owners = (Object.entries(site.config.remotes) as [RemoteName, { prefixes: string[] }][]).filter(
    ([, remote]) => remote.prefixes.length,
  );
  const declared = await Promise.all(
    owners.map(async ([remote, { prefixes }]) => {
      try {
        const { default: declaration } = await loader.loadModule<{ default: RouteDeclaration }>(
          `${remote}/${DECLARATION_EXPOSE.slice(2)}`,
        );
        const heads = await declaration.pages({ loadRemoteModule: loader.loadModule, siteOrigin });
        return {
          remote,
          heads,
          clientOnly: declaration.clientOnly ?? [],
          aliases: Object.entries(declaration.aliases ?? {}),
        };
      } catch (cause) {
        throw new DeclarationError(remote, `/${prefixes[0]}`, cause);
      }
    }),
  );
  const pages: DeclaredPage[] = [];
  const seen = new Map<string, RemoteName>();
  for (const { remote, heads } of declared) {
    for (const head of heads) {
      const owner = ownerOf(head.path, site.routes);
      if (owner !== remote) {
        console.warn(
          `${head.path} is declared by ${remote}, but remotes.json gives it to ${owner ?? 'no remote'}: left out`,
        );
        continue;
      }
      const other = seen.get(head.path);
      if (other) throw new Error(`${head.path} is declared twice (${other} and ${remote})`);
      seen.set(head.path, remote);
      pages.push({ ...head, remote });
    }
  }
  const aliases: SitePages['aliases'] = [];
  for (const { remote, aliases: declaredAliases } of declared) {
    for (const [path, canonical] of declaredAliases) {
      if (ownerOf(path, site.routes) !== remote || seen.has(path) || seen.get(canonical) !== remote) {
        console.warn(
          `${path} -> ${canonical}, an alias of ${remote}: left out (not its address, taken, or not one of its pages)`,
        );
        continue;
      }
      seen.set(path, remote);
      aliases.push({ path, canonical });
    }
  }
  return { pages, clientOnly: [...new Set(declared.flatMap((d) => d.clientOnly))], aliases };
}
