// One rule, said once: a remote's remoteEntry.js sits beside its mf-manifest.json, as every app's
// build writes them. The host's page, its render step and its service worker all follow it. No Node
// and no imports here: the render step's Node entry reads it before any shared module can load, and
// the worker imports it too.

/**
 * The entry script of a remote whose manifest is at `entry` (remotes.json names manifests): its
 * remoteEntry.js, beside it, as every app's build writes them. The browser loads that script
 * directly; the render step reads the manifest itself.
 */
export function entryScriptOf(entry: string): string {
  return entry.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}

/**
 * The manifest beside a remote's entry script (`…/remoteEntry.js`), which the page loads without
 * reading the manifest: keeping the entry keeps the manifest, and so the remote's files. Null for
 * any other file.
 */
export function manifestBeside(url: string): string | null {
  const at = new URL(url);
  if (!/\/remoteEntry\.js$/.test(at.pathname)) return null;
  at.pathname = at.pathname.replace(/remoteEntry\.js$/, 'mf-manifest.json');
  at.search = '';
  at.hash = '';
  return at.href;
}
