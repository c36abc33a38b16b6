// The apps of the site as the scripts and e2e use them: apps.json (the one list of names, kinds,
// ports and labels) with each app's folders and local origin added.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ALL = Object.entries(JSON.parse(readFileSync(path.join(ROOT, 'packages', 'site', 'apps.json'), 'utf8'))).map(([name, app]) => ({
  name,
  ...app,
  dir: path.join(ROOT, 'apps', name),
  dist: path.join(ROOT, 'apps', name, 'dist'),
  origin: `http://localhost:${app.port}`,
}));

/** The web apps, built and served as static files: the host and the remotes. */
export const APPS = ALL.filter((a) => a.kind !== 'api');
export const HOST = APPS.find((a) => a.kind === 'host');
export const REMOTES = APPS.filter((a) => a.kind === 'remote');
export const API = ALL.find((a) => a.kind === 'api');
