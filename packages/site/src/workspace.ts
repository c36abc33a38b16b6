// Where the apps are on this machine: the repository and each app's folder and build.
import path from 'node:path';
import type { App } from './apps';

/** The repository's root. */
export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** An app's folder: apps/<name>. */
export const appDir = (app: Pick<App, 'name'>) => path.join(ROOT, 'apps', app.name);

/** An app's production build: apps/<name>/dist. */
export const appDist = (app: Pick<App, 'name'>) => path.join(appDir(app), 'dist');
