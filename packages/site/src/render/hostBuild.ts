// The host's Node build (apps/host/dist/server/main.cjs, its entry apps/host/src/render/server.ts) as the
// render step uses it: the pages the remotes declare, each page's markup, and the head, sitemap and
// asset helpers. Loaded from a build folder (the local build or a release), so typed here by what
// is read from it.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RemotesFile } from '../remotesFile';
import type { PageRenderError } from './renderError';

/** A page's head as a remote declares it (title, description, JSON-LD ...): the render step reads only its path. */
export interface PageHead {
  path: string;
}

/** The site's pages as the remotes declare them. */
export interface SitePages {
  pages: PageHead[];
  /** URL prefixes rendered in the browser only. */
  clientOnly: string[];
  /** Other addresses of declared pages ('/media' -> '/services/media'). */
  aliases: { path: string; canonical: string }[];
}

/** A remote's manifest and the URL it was read from. */
export interface ManifestAt {
  url: string;
  manifest: unknown;
  /** The remote's shares.json beside it (undefined where it has none). */
  shares?: unknown;
}

export interface HostBuild {
  /** What its renderPage and listPages throw; the render step throws it too (renderError.ts). */
  PageRenderError: typeof PageRenderError;
  listPages(remotesJson: RemotesFile, siteOrigin: string): Promise<SitePages>;
  /** The markup inside #root and the remote modules the page loaded ('product/Routes'). */
  renderPage(url: string, remotesJson: RemotesFile, siteOrigin: string): Promise<{ markup: string; modules: string[] }>;
  headTags(head: PageHead, siteOrigin: string, options: { canonical: string | null }): string;
  sitemapXml(pages: PageHead[], siteOrigin: string): string;
  robotsTxt(siteOrigin: string, clientOnly: string[]): string;
  NOT_FOUND_HEAD: PageHead;
  /** The offline page's head (absent from builds before the site worked offline). */
  OFFLINE_HEAD?: PageHead;
  /** What a page needs from its remotes' manifests (absent from builds older than it: see assetTags). */
  pageAssets?(
    modules: string[],
    manifests: Record<string, ManifestAt>,
    /** The files of each shared module the host provides (HostStart.shares; builds before it ignore them). */
    hostShares?: Record<string, string[]>,
  ): { styles: string[]; scripts: string[] };
  /** The tags older host builds made from the manifests themselves. */
  assetTags?(modules: string[], manifests: Record<string, ManifestAt>): string;
}

/** The host's Node build in `hostDir` (a build or a release folder). */
export function loadHostBuild(hostDir: string): HostBuild {
  return createRequire(import.meta.url)(path.join(hostDir, 'server', 'main.cjs')) as HostBuild;
}
