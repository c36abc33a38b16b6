// What a rendered page names from its remotes' mf-manifest.json: the styles of the modules it
// loaded (styled before any script runs) and a preload of each page remote's entry and first
// chunks (they download beside the host's scripts instead of after remotes.json).
import { escapeHtml } from './head';

/** The part of an mf-manifest.json read here. */
export interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } } }[];
}

/** A remote's manifest and the URL it was read from (its files are relative to it when publicPath is 'auto'). */
export interface ManifestAt {
  url: string;
  manifest: RemoteManifest;
}

function baseOf({ url, manifest }: ManifestAt): string {
  const publicPath = manifest.metaData.publicPath;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, url).href : url;
}

const fileUrl = (at: ManifestAt, file: string) => new URL(file, baseOf(at)).href;

/**
 * The tags for a page that loaded `modules` ('product/Routes', 'catalogue/data'): every CSS file of
 * each loaded module (its lazy pages' too, since which of them the page used is not recorded), and
 * for each remote whose './Routes' it rendered, a preload of its remoteEntry.js and of Routes' first chunks.
 */
export function assetTags(modules: readonly string[], manifests: Readonly<Record<string, ManifestAt>>): string {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const request of modules) {
    const [remote = '', expose = ''] = request.split('/');
    const at = manifests[remote];
    const assets = at?.manifest.exposes.find((e) => e.name === expose)?.assets;
    if (!at || !assets) continue;
    for (const file of [...assets.css.sync, ...assets.css.async]) styles.add(fileUrl(at, file));
    if (expose === 'Routes') {
      const { name, path = '' } = at.manifest.metaData.remoteEntry;
      scripts.add(fileUrl(at, path ? `${path.replace(/\/$/, '')}/${name}` : name));
      for (const file of assets.js.sync) scripts.add(fileUrl(at, file));
    }
  }
  return [
    ...[...scripts].map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
    ...[...styles].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
  ].join('\n');
}
