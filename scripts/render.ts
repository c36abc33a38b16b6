// Renders the site's pages into a pages folder, in this fresh process (@storefront/site/render):
//   node --import tsx scripts/render.ts [--remotes <file>] [--out <dir>] [path ...]
// Defaults: the local build's apps/host/dist/remotes.json, apps/host/dist/pages, every declared page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOST } from '@storefront/site/apps';
import { PAGES_DIR, writePagesFolder, type RenderedSite } from '@storefront/site/pages';
import type { RemotesFile } from '@storefront/site/remotes-file';
import { renderSite, type RenderError } from '@storefront/site/render';
import { appDist } from '@storefront/site/workspace';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { remotes: { type: 'string' }, out: { type: 'string' } },
});
const remotesFile = values.remotes ?? path.join(appDist(HOST), 'remotes.json');
const outDir = path.resolve(values.out ?? path.join(appDist(HOST), PAGES_DIR));
const remotesJson = JSON.parse(readFileSync(remotesFile, 'utf8')) as RemotesFile;
const started = performance.now();
let rendered: RenderedSite | undefined;
try {
  // Every page first, then the files: a page that fails leaves the folder as it was.
  rendered = await renderSite({ remotesJson, paths: positionals.length ? positionals : undefined });
} catch (caught) {
  const error = caught as RenderError;
  const cause = error.cause as { stack?: string; message?: string } | undefined;
  console.error(`${error.message} (${error.kind ?? 'threw'}): ${cause?.stack ?? cause?.message ?? cause ?? ''}`);
  process.exitCode = 1;
}
if (rendered) {
  writePagesFolder(outDir, rendered, remotesJson);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${rendered.pages.length} page(s) rendered in ${seconds} s, written to ${path.relative(process.cwd(), outDir) || '.'}`);
}
