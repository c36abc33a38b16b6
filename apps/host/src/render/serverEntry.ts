import type { SiteConfig } from '../site/config';

/**
 * Where a remote's Node build is: `server/remoteEntry.js` beside the mf-manifest.json that
 * remotes.json names (packages/rspack-config writes both into one dist/). Every build and release carries
 * the two together, so a page is rendered by exactly the release the browser will load, and
 * remotes.json needs no second entry per remote.
 */
export function serverEntry(manifest: string): string {
  return new URL('server/remoteEntry.js', manifest).href;
}

/** The same site with each remote's Node build in place of its browser build. */
export function forServer(config: SiteConfig): SiteConfig {
  const remotes: SiteConfig['remotes'] = {};
  for (const [name, remote] of Object.entries(config.remotes) as [
    keyof SiteConfig['remotes'],
    SiteConfig['remotes'][keyof SiteConfig['remotes']],
  ][]) {
    if (remote) remotes[name] = { ...remote, entry: serverEntry(remote.entry) };
  }
  return { ...config, remotes };
}
