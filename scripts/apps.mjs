// The apps of the site, their folders and ports. Shared by the scripts and e2e.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = [
  { name: 'host', port: 3000 },
  { name: 'catalogue', port: 3001 },
  { name: 'product', port: 3002 },
  { name: 'cart', port: 3003 },
  { name: 'careers', port: 3004 },
  { name: 'company', port: 3005 },
].map((app) => ({ ...app, dir: path.join(ROOT, 'apps', app.name), dist: path.join(ROOT, 'apps', app.name, 'dist') }));
