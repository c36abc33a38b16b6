// pnpm dev:remote <remote>: that remote rebuilt on every save and served on its usual port,
// every other app served from its production build, as in `pnpm start`. Open the host's address:
// the site uses your dev remote, and the page reloads itself after each edit you save.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, HOST, REMOTES } from '@storefront/site/apps';
import { createStaticServer, listen } from '@storefront/site/static-server';
import { appDir, appDist } from '@storefront/site/workspace';
import { startApi } from './api';

const name = process.argv[2];
const remote = REMOTES.find((a) => a.name === name);
if (!remote) {
  console.error(`Usage: pnpm dev:remote <${REMOTES.map((a) => a.name).join('|')}>`);
  process.exit(2);
}

const others = APPS.filter((a) => a !== remote);
// Every app, this remote too: its production build renders its pages (as they were at start; after
// an edit the browser renders it anew over them).
const built = spawnSync(process.execPath, [...process.execArgv, path.join(import.meta.dirname, 'build-changed.ts')], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

// The dev server reloads the page over a WebSocket on its own port, named as the page's address
// names the machine (@rspack/dev-server's client): the host's pages allow exactly that socket.
const environment = { devSockets: ['localhost', '127.0.0.1'].map((name) => `ws://${name}:${remote.port}/ws`) };
for (const app of others) {
  await listen(createStaticServer(appDist(app), { spa: app === HOST, environment }), app.port, 'localhost');
}
// The api too, so the remote's forms submit as they do on the site.
await startApi().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(
  `Production builds of ${others.map((a) => a.name).join(', ')} and the api are served; ${remote.name} runs in dev mode.`,
);
console.log(`The site: ${HOST.origin}/`);

// The remote is built as for production (the host's production React and MF runtime expect that)
// but served by the dev server (its browser build only): it rebuilds on every save and reloads the page. In the composed
// page hot module updates of a remote do not re-render it, so a full reload is the reliable way.
const dev = spawn(
  path.join(appDir(remote), 'node_modules', '.bin', 'rspack'),
  ['serve', '--mode', 'production', '--config-name', 'browser'],
  {
    cwd: appDir(remote),
    stdio: 'inherit',
    env: { ...process.env, DEV_RELOAD: '1' },
  },
);
const stop = () => dev.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
dev.on('exit', (code) => process.exit(code ?? 0));
