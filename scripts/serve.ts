// Serves the production builds: each app on its own port, as separate origins would in production,
// and the api (apps/api) beside them.
// `pnpm serve` serves all; `pnpm serve host cart api` serves only those.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, HOST } from '@storefront/site/apps';
import { writeLocalRemotesFile } from '@storefront/site/remotes-file';
import { createStaticServer, listen } from '@storefront/site/static-server';
import { appDist } from '@storefront/site/workspace';
import { API_URL, startApi } from './api';

const wanted = process.argv.slice(2);
const withApi = !wanted.length || wanted.includes('api');
const apps = wanted.length ? APPS.filter((a) => wanted.includes(a.name)) : APPS;
if (wanted.length && apps.length + (withApi ? 1 : 0) !== wanted.length) {
  console.error(`Unknown app in: ${wanted.join(', ')}. Apps: ${APPS.map((a) => a.name).join(', ')}, api`);
  process.exit(2);
}

// The api first: the site is ready only when its forms can submit.
if (withApi) {
  try {
    await startApi();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`${'api'.padEnd(10)} ${API_URL}/`);
}

// Listen on every loopback name the browser may use for localhost.
const LISTEN_ON = process.env.HOST ?? 'localhost';

for (const app of apps) {
  const dist = appDist(app);
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`${app.name} is not built (no ${dist}). Run: pnpm build`);
    process.exit(1);
  }
  // The remotes as they are built now, also after a build by other means than `pnpm build`.
  if (app === HOST) writeLocalRemotesFile();
  try {
    await listen(createStaticServer(dist, { spa: app === HOST }), app.port, LISTEN_ON);
  } catch (error) {
    console.error(`Could not serve ${app.name} on port ${app.port}: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`${app.name.padEnd(10)} ${app.origin}/`);
}
if (apps.includes(HOST)) console.log(`\nThe site: ${HOST.origin}/  (Ctrl+C stops it)`);
