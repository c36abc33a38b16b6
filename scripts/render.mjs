// Renders pages to HTML in this (fresh) Node process: the host's Node build (apps/host/dist/server)
// composes each page with the remotes a remotes.json names, loading each remote's Node build from
// `server/remoteEntry.js` beside its mf-manifest.json (so the remotes must be served), and writes the
// host's index.html with the page's markup inside #root. A fresh process per run: a long-running
// one would keep the remotes it loaded first (docs/decisions/0012-pages-rendered-at-release.md).
//   node scripts/render.mjs [--remotes <file>] [--out <folder>] [path ...]
// Defaults: the local build's apps/host/dist/remotes.json, apps/host/dist/rendered, `/` and a category.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOST } from './apps.mjs';

/** The pages rendered when none are named (every URL comes with the remotes' declarations). */
export const DEFAULT_PATHS = ['/', '/services/media'];

const ROOT_DIV = '<div id="root"></div>';

/** The host's index.html with the page's markup inside #root. */
export function pageHtml(template, markup) {
  if (!template.includes(ROOT_DIV)) throw new Error(`The host's index.html has no empty ${ROOT_DIV}`);
  return template.replace(ROOT_DIV, () => `<div id="root">${markup}</div>`);
}

/** Where a page's file goes: `/` is index.html, `/services/media` services/media/index.html. */
export function pageFile(outDir, urlPath) {
  const segments = urlPath.split('?')[0].split('/').filter(Boolean);
  return path.join(outDir, ...segments, 'index.html');
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { remotes: { type: 'string' }, out: { type: 'string' } },
  });
  const remotesFile = values.remotes ?? path.join(HOST.dist, 'remotes.json');
  const outDir = path.resolve(values.out ?? path.join(HOST.dist, 'rendered'));
  const paths = positionals.length ? positionals : DEFAULT_PATHS;
  const remotes = JSON.parse(readFileSync(remotesFile, 'utf8'));
  const template = readFileSync(path.join(HOST.dist, 'index.html'), 'utf8');
  const { renderPage } = createRequire(import.meta.url)(path.join(HOST.dist, 'server', 'main.cjs'));
  // Every page first, then the files: a page that fails leaves every file as it was.
  const pages = [];
  for (const urlPath of paths) {
    const started = performance.now();
    try {
      pages.push({ urlPath, html: pageHtml(template, await renderPage(urlPath, remotes, HOST.origin)) });
    } catch (error) {
      console.error(`${error.message}: ${error.cause?.message ?? error.cause ?? ''}`);
      process.exitCode = 1;
      return;
    }
    console.log(`${urlPath} rendered in ${(performance.now() - started).toFixed(0)} ms`);
  }
  for (const { urlPath, html } of pages) {
    const file = pageFile(outDir, urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  console.log(`${pages.length} page(s) written to ${path.relative(process.cwd(), outDir) || '.'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
