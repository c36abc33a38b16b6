// What the host's port serves, for the scripts that measure the site (size, lighthouse): they
// measure only the current production build, since a dev server or an old build gives meaningless figures.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, HOST } from '@storefront/site/apps';
import { PAGES_DIR } from '@storefront/site/pages';
import { createStaticServer, listen } from '@storefront/site/static-server';
import { appDist } from '@storefront/site/workspace';

export const NOT_CURRENT = `${HOST.origin} is serving something other than the current production build (a dev server?). Stop it, or run \`pnpm build\`, then try again.`;

/** Whether the host's port serves nothing, the current production build, or something other. */
export async function servedBuild(): Promise<'none' | 'current' | 'other'> {
  const served = await fetch(`${HOST.origin}/`).then(
    (r) => r.text(),
    () => null,
  );
  if (served === null) return 'none';
  // The rendered home page when the build's pages are rendered, else the plain index.html.
  const index = [path.join(appDist(HOST), PAGES_DIR, 'index.html'), path.join(appDist(HOST), 'index.html')].find(
    (file) => existsSync(file),
  );
  return index && served === readFileSync(index, 'utf8') ? 'current' : 'other';
}

/**
 * Serves the production builds (each app on its port, no api) unless the current build is served
 * already; throws NOT_CURRENT if something else answers. Gives the servers it started, to close.
 */
export async function serveBuildIfNeeded() {
  const served = await servedBuild();
  if (served === 'other') throw new Error(NOT_CURRENT);
  if (served === 'current') return [];
  return Promise.all(
    APPS.map((app) => listen(createStaticServer(appDist(app), { spa: app === HOST }), app.port, 'localhost')),
  );
}
