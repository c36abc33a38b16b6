/**
 * `pnpm --filter @storefront/api guard-time [canary views per minute] [share] [failing]`: how long
 * the release guard, with its default settings, takes from a failing canary's first error report to
 * its rollback. Starts a real api (embedded engine) and `pnpm guard` on a releases folder of their
 * own (a host, careers live and a careers canary at `share`%, pages written by a stand-in renderer:
 * the guard never renders), then posts page-view reports at the rate that gives the canary that
 * many views a minute, `failing` of the canary's views (0-1) with a fallback and 1% of the live
 * ones; prints the seconds from the first failing report to the rollback.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canaryOf, createRelease, history, promote, startCanary, type RenderPages } from '@storefront/site/releases';
import { ENDPOINTS } from '@storefront/types/forms';
import type { RumReport } from '@storefront/types/rum';
import { DEFAULT_SITE_ORIGINS, PACKAGE_DIR } from '../src/config';
import { appReport } from '../test/rum';
import { freePort } from '../test/servers';

const [CANARY_PER_MINUTE = 300, SHARE = 10, FAILING = 1] = process.argv.slice(2).map(Number);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-time-'));
const root = path.join(work, 'releases');

/** A build folder of `app` with one line of code, owning /careers. */
function build(name: string, code: string): string {
  const dir = path.join(work, name);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), code);
  fs.writeFileSync(path.join(dir, 'server', 'main.cjs'), '');
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ prefixes: ['careers'] }));
  return dir;
}
const render: RenderPages = async (job) => {
  fs.mkdirSync(job.outDir, { recursive: true });
  fs.writeFileSync(path.join(job.outDir, 'pages.json'), JSON.stringify({ pages: {} }));
  fs.writeFileSync(path.join(job.outDir, 'remotes.json'), JSON.stringify(job.remotesJson));
};
await promote('host', createRelease('host', build('host', 'host'), '1.0.0', root).id, root, render);
const live = createRelease('careers', build('live', 'live'), '1.0.0', root).id;
await promote('careers', live, root, render);
const canary = createRelease('careers', build('canary', 'canary'), '1.1.0', root).id;

const port = await freePort();
const env = {
  ...process.env,
  DATA_DIR: path.join(work, 'data'),
  RELEASES_DIR: root,
  API_PORT: String(port),
  RUM_RATE_LIMIT: '1000000',
  LOG_LEVEL: 'warn',
};
const run = (entry: string) =>
  spawn(process.execPath, ['--import', 'tsx', entry], { cwd: PACKAGE_DIR, env, stdio: 'inherit' });
const api = run('src/main.ts');
const origin = `http://127.0.0.1:${port}`;
while (
  !(await fetch(`${origin}/api/ready`).then(
    (r) => r.ok,
    () => false,
  ))
)
  await new Promise((r) => setTimeout(r, 200));
const guard = run('src/cli/guard.ts');
await new Promise((r) => setTimeout(r, 2000));
await startCanary('careers', canary, SHARE, root, render);

const report = (release: string, failed: boolean): string => {
  const view: RumReport = {
    v: 1,
    page: '/careers',
    apps: [appReport('host', 'h'), appReport('careers', release, { failures: failed ? 1 : 0, fallback: failed })],
    vitals: { LCP: 1500 + Math.random() * 1000, FCP: 900, TTFB: 100 },
  };
  return JSON.stringify(view);
};
const perTick = CANARY_PER_MINUTE / 60 / (SHARE / 100) / 10;
let firstError = 0;
const timer = setInterval(() => {
  // A tick is 100 ms of the site's page views, each in the canary with the share's chance.
  const views = Math.floor(perTick) + (Math.random() < perTick % 1 ? 1 : 0);
  for (let i = 0; i < views; i++) {
    const inCanary = Math.random() < SHARE / 100;
    const failed = Math.random() < (inCanary ? FAILING : 0.01);
    if (inCanary && failed && !firstError) firstError = Date.now();
    void fetch(`${origin}${ENDPOINTS.rum.path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: DEFAULT_SITE_ORIGINS[0]! },
      body: report(inCanary ? canary : live, failed),
    }).catch(() => undefined);
  }
}, 100);
const started = Date.now();
while (canaryOf(root) && Date.now() - started < 15 * 60_000) await new Promise((r) => setTimeout(r, 250));
const rolledBack = !canaryOf(root);
clearInterval(timer);
console.log(
  rolledBack
    ? `Rolled back ${((Date.now() - firstError) / 1000).toFixed(1)} s after the first failing report (${CANARY_PER_MINUTE} canary views a minute at ${SHARE}%, ${FAILING * 100}% of them failing): ${history('careers', root).at(-1)?.reason}`
    : 'No rollback within 15 minutes',
);
guard.kill('SIGTERM');
api.kill('SIGTERM');
await new Promise((r) => api.once('exit', r));
fs.rmSync(work, { recursive: true, force: true });
process.exit(rolledBack ? 0 : 1);
