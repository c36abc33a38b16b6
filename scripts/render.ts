// Renders the site's pages into a pages folder, in this fresh process (@storefront/site/render):
//   node --import tsx scripts/render.ts [--remotes <file>] [--out <dir>] [path ...]
// Defaults: the local build's apps/host/dist/remotes.json, apps/host/dist/pages, every declared page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOST } from '@storefront/site/apps';
import { PAGES_DIR, writePagesFolder, type RenderedSite } from '@storefront/site/pages';
import type { RemotesFile } from '@storefront/site/remotes-file';
import { loadHostBuild, renderSite, type HostBuild } from '@storefront/site/render';
import { appDist } from '@storefront/site/workspace';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { remotes: { type: 'string' }, out: { type: 'string' } },
});
const hostDir = appDist(HOST);
const remotesFile = values.remotes ?? path.join(hostDir, 'remotes.json');
const outDir = path.resolve(values.out ?? path.join(hostDir, PAGES_DIR));
const remotesJson = JSON.parse(readFileSync(remotesFile, 'utf8')) as RemotesFile;
const started = performance.now();
let host: HostBuild | undefined;
let rendered: RenderedSite | undefined;
try {
  host = loadHostBuild(hostDir);
  // Every page first, then the files: a page that fails leaves the folder as it was.
  rendered = await renderSite({ remotesJson, paths: positionals.length ? positionals : undefined, hostDir, host });
} catch (error) {
  // A page that failed says its kind and what its code threw; anything else (no host build) threw.
  const failure = host && error instanceof host.PageRenderError ? error : null;
  const cause = failure?.cause as { stack?: string; message?: string } | undefined;
  console.error(
    `${(error as Error).message} (${failure?.kind ?? 'threw'}): ${cause?.stack ?? cause?.message ?? cause ?? ''}`,
  );
  process.exitCode = 1;
}
if (rendered) {
  writePagesFolder(outDir, rendered, remotesJson);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${rendered.pages.length} page(s) rendered in ${seconds} s, written to ${path.relative(process.cwd(), outDir) || '.'}`,
  );
}
