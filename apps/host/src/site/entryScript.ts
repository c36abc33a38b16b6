// Imports nothing: the render step's Node entry reads it (render/assets.ts) before any shared module can load.

/**
 * The entry script of a remote whose manifest is at `entry` (remotes.json names manifests): its
 * remoteEntry.js, beside it, as every app's build writes them. The browser loads that script
 * directly; the render step reads the manifest itself.
 */
export function entryScriptOf(entry: string): string {
  return entry.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}
