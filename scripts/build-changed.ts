// Builds each app for production, skipping an app whose inputs have not changed since its last build.
// Inputs: the app's own files, every package under packages/ (apps.json among them), the lockfile and
// the base tsconfig. Then the host's remotes.json is composed again from the remotes' builds (their
// routes.json), and, for a whole-site run, the pages are rendered into apps/host/dist/pages again
// where an app changed (@storefront/site/render-pages renderBuilds).
// `--force` rebuilds everything; app names limit the run and skip the render: `pnpm build host cart`.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '@storefront/site/apps';
import { readLocalRemotesFile, writeLocalRemotesFile } from '@storefront/site/remotes-file';
import { renderBuilds } from '@storefront/site/render-pages';
import { appDir, appDist, ROOT } from '@storefront/site/workspace';

const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results']);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

function hashOf(paths: string[]): string {
  const hash = createHash('sha256');
  for (const p of paths) {
    const list = existsSync(p) && !p.endsWith('.json') && !p.endsWith('.yaml') ? [...files(p)] : [p];
    for (const file of list) {
      if (!existsSync(file)) continue;
      hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const names = args.filter((a) => !a.startsWith('--'));
const apps = names.length ? APPS.filter((a) => names.includes(a.name)) : APPS;
const shared = ['packages', 'pnpm-lock.yaml', 'tsconfig.base.json'].map((p) => path.join(ROOT, p));
// Read before the host's build empties its folder, so a hand edit of the served file survives it.
const remotesFile = readLocalRemotesFile();

const built: string[] = [];
for (const app of apps) {
  const dir = appDir(app);
  const dist = appDist(app);
  const stampFile = path.join(dist, '.build-stamp');
  const stamp = hashOf([dir, ...shared]);
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`${app.name}: unchanged, kept ${path.relative(ROOT, dist)}`);
    continue;
  }
  const started = Date.now();
  const result = spawnSync(path.join(dir, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`${app.name}: build failed`);
    process.exit(1);
  }
  writeFileSync(stampFile, stamp);
  built.push(app.name);
  console.log(`${app.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
writeLocalRemotesFile(remotesFile);
console.log(built.length ? `${built.length} app(s) built.` : 'Everything was up to date.');
if (!names.length) {
  const started = Date.now();
  try {
    if (await renderBuilds(built)) console.log(`Pages rendered in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    console.error(`The pages did not render: ${(error as Error).message}`);
    process.exit(1);
  }
}
