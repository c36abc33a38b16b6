// What a rendered page needs from its remotes, read from their mf-manifest.json: the styles of the
// modules it loaded (in the head, so it is styled before any script runs), and everything its boot
// would otherwise find one round trip after another: each remote's remoteEntry.js and the first
// chunks of every module the page loaded. The render step (@storefront/site/render) turns them into
// tags (docs/decisions/0012-pages-rendered-at-release.md).
import { entryScriptOf } from '@storefront/site/remote-entry';

/** The part of an mf-manifest.json read here. */
export interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } } }[];
}

/**
 * A remote's manifest and the URL it was read from (its files are relative to it when publicPath is
 * 'auto'), and its shares.json: the shared modules each exposed module consumes at once, and the
 * files of each it provides (absent from releases built before it).
 */
export interface ManifestAt {
  url: string;
  manifest: RemoteManifest;
  shares?: { exposes?: Record<string, unknown>; provides?: Record<string, unknown> } | undefined;
}

/** What a page loads from its remotes, as absolute URLs, each once, in the order the page first needs them. */
export interface PageAssets {
  /** Every CSS file of each loaded module (its lazy pages' too, since which of them the page used is not recorded). */
  styles: string[];
  /** Each loaded remote's remoteEntry.js, then the first chunks of each module the page loaded. */
  scripts: string[];
}

function baseOf({ url, manifest }: ManifestAt): string {
  const publicPath = manifest.metaData.publicPath;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, url).href : url;
}

const fileUrl = (at: ManifestAt, file: string) => new URL(file, baseOf(at)).href;

/**
 * What a page that loaded `modules` ('product/Routes', 'catalogue/data') needs from the remotes'
 * manifests. With the host's own shared modules (`hostShares`, its files by share key: its
 * page-styles.json), the files of each shared module those modules consume come after their own:
 * the host's copy where it provides one (the runtime loads the host's first, 'loaded-first'), else
 * the remote's.
 */
export function pageAssets(
  modules: readonly string[],
  manifests: Readonly<Record<string, ManifestAt>>,
  hostShares: Readonly<Record<string, readonly string[]>> = {},
): PageAssets {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const read = new Set<string>();
  for (const request of modules) {
    const [remote = '', expose = ''] = request.split('/');
    const at = manifests[remote];
    const assets = at?.manifest.exposes.find((e) => e.name === expose)?.assets;
    if (!at || !assets) continue;
    for (const file of [...assets.css.sync, ...assets.css.async]) styles.add(fileUrl(at, file));
    // The entry script the browser loads: beside the manifest, whatever public path its chunks have.
    if (!read.has(at.url)) {
      read.add(at.url);
      scripts.add(entryScriptOf(at.url));
    }
    for (const file of assets.js.sync) scripts.add(fileUrl(at, file));
    const consumed: unknown = at.shares?.exposes?.[expose];
    for (const key of Array.isArray(consumed) ? (consumed as unknown[]) : []) {
      if (typeof key !== 'string') continue;
      const own: unknown = at.shares?.provides?.[key];
      const files = hostShares[key] ?? (Array.isArray(own) ? own.map((file) => fileUrl(at, String(file))) : []);
      for (const file of files) scripts.add(file);
    }
  }
  return { styles: [...styles], scripts: [...scripts] };
}
