// Size report: for each key route, the gzip bytes of JavaScript a first-time visitor's browser
// loads before the page works (fresh cache; what starts after #root is marked hydrated, such as the
// page's report, is left out), split by the app that served it.
// Needs the production builds (pnpm build); serves them itself if nothing listens on the host's port.
// `--json` prints the figures as JSON as well. Exits 1 when a budget is exceeded.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { APPS, HOST } from '@storefront/site/apps';
import { LAUNCH_OPTIONS } from './chromium';
import { serveBuildIfNeeded } from './served-build';

const ROUTES = [
  '/',
  '/services/media',
  '/product/television-ad-placement',
  '/cart',
  '/careers',
  '/company/profile',
  '/help',
];
// Budgets (docs/decisions/0013-first-load-javascript.md): the home page, and what any other route
// loads beyond what the home page does.
const BUDGET_HOME = 140 * 1024;
const BUDGET_ROUTE_EXTRA = 17.5 * 1024;

const servers = await serveBuildIfNeeded().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const browser = await chromium.launch(LAUNCH_OPTIONS);

const portToApp = Object.fromEntries(APPS.map((a) => [String(a.port), a.name]));
const rows: { route: string; files: number; total: number; byApp: Record<string, number> }[] = [];
for (const route of ROUTES) {
  // The site's service worker is registered once the page works, and what it fetches then (its
  // script, the host's files it precaches) is not the page's first load: its requests would be
  // counted here as the page's (docs/decisions/0021-offline.md).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending: Promise<{ app: string; file: string; gzip: number } | null>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => ({
          app: portToApp[url.port] ?? url.host,
          file: url.pathname,
          gzip: gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    );
  });
  // When the page works (#root gets data-hydrated), in the page's own clock: what starts loading
  // after it (the page's report, in idle time) is not first-load JavaScript.
  // (A string: tsx names functions with a helper the page does not have.)
  await page.addInitScript({
    content: `new MutationObserver(() => {
      if (document.getElementById('root')?.hasAttribute('data-hydrated')) window.__worksAt ??= performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });`,
  });
  await page.goto(`${HOST.origin}${route}`, { waitUntil: 'networkidle' });
  const later = new Set(
    await page.evaluate(() => {
      const worksAt = (window as { __worksAt?: number }).__worksAt ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime > worksAt)
        .map((entry) => new URL(entry.name).pathname);
    }),
  );
  const scripts = (await Promise.all(pending)).filter(
    (s): s is NonNullable<typeof s> => s !== null && !later.has(s.file),
  );
  const byApp: Record<string, number> = {};
  for (const s of scripts) byApp[s.app] = (byApp[s.app] ?? 0) + s.gzip;
  rows.push({ route, files: scripts.length, total: scripts.reduce((n, s) => n + s.gzip, 0), byApp });
  await context.close();
}
await browser.close();
await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('| route | JS files | JS gzip | by app |');
console.log('|---|---:|---:|---|');
for (const r of rows) {
  const parts = Object.entries(r.byApp)
    .map(([app, n]) => `${app} ${kb(n)}`)
    .join(', ');
  console.log(`| ${r.route} | ${r.files} | ${kb(r.total)} | ${parts} |`);
}
const home = rows.find((r) => r.route === '/')!;
const over = rows.filter((r) => r !== home && r.total - home.total > BUDGET_ROUTE_EXTRA);
console.log(
  `\nHome first-load JS: ${kb(home.total)} gzip (budget ${kb(BUDGET_HOME)}): ${home.total <= BUDGET_HOME ? 'within budget' : 'OVER BUDGET'}`,
);
console.log(
  `Other routes, beyond the home page's (budget ${kb(BUDGET_ROUTE_EXTRA)}): ${over.length ? `OVER BUDGET: ${over.map((r) => `${r.route} +${kb(r.total - home.total)}`).join(', ')}` : 'within budget'}`,
);
if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
if (home.total > BUDGET_HOME || over.length) process.exitCode = 1;
