import { appNamed, REMOTE_NAMES, type RemoteName } from '@storefront/site/apps';
import contract from './contract.json';
import type { LoadRemoteModule } from './remoteModules';

/**
 * The version of the host/remote contract (this package's API and the exposed modules' shape).
 * Bump it in contract.json when a change would break a remote built against the previous one:
 * a remote built for another version then shows its fallback instead of crashing.
 */
export const SHELL_CONTRACT_VERSION: number = contract.version;

/** Every remote also exposes './contract' (added by the build): { shellContract: number }. */
export const CONTRACT_EXPOSE = './contract';
export interface RemoteContract {
  shellContract: number;
}

/** The remotes of apps.json, as values and as a type (derived from it by @storefront/site). */
export { REMOTE_NAMES, type RemoteName };

/** What the host's fallback calls a remote's area ("The catalogue"): its label in apps.json. */
export function remoteLabel(remote: RemoteName): string {
  return appNamed(remote).label;
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Every remote exposes its pages as './Routes': a component rendering <Routes> for its URL prefixes. */
export const ROUTES_EXPOSE = './Routes';
/**
 * ...and what its pages are as './declaration' (src/declaration.ts, a RouteDeclaration: no React,
 * no CSS, cheap to load; packages/rspack-config adds the expose). Not './routes': an expose differing from
 * './Routes' only by case would collide on case-insensitive file systems.
 */
export const DECLARATION_EXPOSE = './declaration';

export function routesModule(remote: RemoteName): string {
  return `${remote}/${ROUTES_EXPOSE.slice(2)}`;
}

/** A page a remote renders: its URL and the head a search engine or a link preview shows. */
export interface PageHead {
  /** The URL path, e.g. '/product/television-ad-placement'. */
  path: string;
  title: string;
  description: string;
  /** The share image (Open Graph, Twitter card): absolute, or relative to the site's origin. */
  image?: string;
  /** schema.org objects for the page's JSON-LD (Product with an Offer, JobPosting, Organization). */
  jsonLd?: object[];
  /** The trail from home to this page (itself last): the page's BreadcrumbList. */
  breadcrumbs?: { name: string; path: string }[];
  /** Kept out of search results and of sitemap.xml. */
  noindex?: boolean;
}

/** What a remote's pages may need to list themselves: another remote's exposed module (catalogue/data), the site's origin. */
export interface RouteContext {
  loadRemoteModule: LoadRemoteModule;
  /** The site's origin ('https://www.brandwala.in'), for the absolute URLs of JSON-LD. */
  siteOrigin: string;
}

/**
 * A remote's './declaration' module (docs/decisions/0009-route-ownership-declared-by-remotes.md). The top-level URL prefixes
 * it owns are in its routes.json (copied to remotes.json, where the host reads them at start);
 * this lists its concrete pages and their heads, for page titles, the sitemap and the server render.
 */
export interface RouteDeclaration {
  pages(context: RouteContext): Promise<PageHead[]>;
  /**
   * URL prefixes whose pages render in the browser only (e.g. '/inbox'): served the host's plain
   * index.html with status 200, never prerendered, never in the sitemap.
   */
  clientOnly?: string[];
  /**
   * The other addresses of declared pages ('/media' -> '/services/media'): rendered too, so a link
   * to one arrives as HTML, with the head of the page they show and its address as canonical; never
   * in the sitemap.
   */
  aliases?: Record<string, string>;
}
