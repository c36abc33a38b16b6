import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
// Each page load waits until the page works: these tests are about which release a visitor gets,
// not about acting early (e2e/early.spec.ts).
import { testOnHydratedPages as test, expect, closeServer, hide, reportReady } from './fixtures';
import { canaryOf, currentRelease, history, rollback, startCanary } from '@storefront/site/releases';
import { createStaticServer, listen } from '@storefront/site/static-server';
import { ENDPOINTS, STAFF_ENDPOINTS, type RumReply } from '@storefront/types/forms';
import type { RumReport } from '@storefront/types/rum';
import { account, logInFromInbox } from './api';
import {
  catalogueLoaded,
  catalogueWith,
  changedCatalogueRelease,
  releaseToday,
  servedReleases,
  visitorIn,
} from './site-releases';

// A canary of the catalogue on the site as releases (the CDN of `pnpm start:releases`), with an api
// of its own that takes this site's page-view reports, and the release guard watching.
const API_DIR = path.resolve(import.meta.dirname, '../apps/api');
const HERO = 'WE HAVE STRATEGY';
const fallback = (page: Page) => page.locator('[data-remote-fallback="catalogue"]');

let releases: string;
let dataDir: string;
let site: string;
let apiUrl: string;
let preview: string;
let served: Awaited<ReturnType<typeof servedReleases>>;
let previewServer: Server;
let api: ChildProcess;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, 'localhost', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A command of the api's package (`src/main.ts`, `src/cli/guard.ts`) on this spec's data and releases. */
function apiCommand(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: API_DIR,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, RELEASES_DIR: releases, LOG_LEVEL: 'warn', ...env },
  });
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  served = await servedReleases('canary-e2e');
  ({ releases, site } = served);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'canary-e2e-api-'));
  // A team's preview of the catalogue, from an origin the site allows for previews.
  catalogueWith(served.work('preview'), { [HERO]: 'WE HAVE A PREVIEW STRATEGY' });
  previewServer = await listen(
    createStaticServer(served.work('preview'), { origins: new Set([site]) }),
    0,
    'localhost',
  );
  preview = `http://localhost:${(previewServer.address() as AddressInfo).port}`;
  const port = await freePort();
  apiUrl = `http://localhost:${port}`;
  api = apiCommand('src/main.ts', { API_PORT: String(port), SITE_ORIGINS: site, RUM_RATE_LIMIT: '1000000' });
  await expect
    .poll(
      () =>
        fetch(`${apiUrl}/api/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  await releaseToday(releases, { $siteOrigin: site, $api: apiUrl, $previewOrigins: [preview] });
});

test.afterAll(async () => {
  api?.kill('SIGTERM');
  await served.close();
  await closeServer(previewServer);
  rmSync(dataDir, { recursive: true, force: true });
});

test('one visitor keeps one release over 20 page loads, two buckets see two releases, a preview still wins, and an admin ends the canary from the inbox', async ({
  page,
  browser,
  request,
}) => {
  const live = currentRelease('catalogue', releases)!.release;
  const changed = changedCatalogueRelease(releases, 'canary', '0.2.0', { [HERO]: 'WE HAVE A CANARY STRATEGY' });
  const canary = (await startCanary('catalogue', changed, 50, releases)).release;
  try {
    // A first visit: the site draws the bucket and keeps it; every load after gets the same release.
    await page.goto(`${site}/`);
    const hero = await page.getByRole('heading', { level: 1 }).first().textContent();
    const bucket = (await page.context().cookies(site)).find((c) => c.name === 'sf_bucket')?.value;
    expect(bucket).toMatch(/^\d{1,2}$/);
    const seen = new Set<string>();
    for (let load = 0; load < 20; load++) {
      const html = await (await page.request.get(`${site}/`)).text();
      seen.add(html.includes('WE HAVE A CANARY STRATEGY') ? 'canary' : html.includes(HERO) ? 'live' : 'neither');
    }
    expect([...seen]).toEqual([Number(bucket) < 50 ? 'canary' : 'live']);
    expect(hero).toContain(Number(bucket) < 50 ? 'CANARY' : HERO);
    expect((await page.context().cookies(site)).find((c) => c.name === 'sf_bucket')?.value).toBe(bucket);

    // Two visitors on either side of the share: each gets its release's HTML and code.
    const inCanary = await visitorIn(browser, site, 7);
    const inLive = await visitorIn(browser, site, 93);
    await inCanary.page.goto(`${site}/`);
    await inLive.page.goto(`${site}/`);
    await expect(inCanary.page.getByRole('heading', { name: /WE HAVE A CANARY STRATEGY/ })).toBeVisible();
    await expect(inLive.page.getByRole('heading', { name: new RegExp(HERO) })).toBeVisible();
    expect(await catalogueLoaded(inCanary.page)).toBe(canary);
    expect(await catalogueLoaded(inLive.page)).toBe(live);

    // The canary's visitor asks for a team's preview: the preview wins.
    await inCanary.page.goto(`${site}/?preview=catalogue@${preview}/mf-manifest.json`);
    await expect(inCanary.page.getByRole('heading', { name: /WE HAVE A PREVIEW STRATEGY/ })).toBeVisible();
    const banner = inCanary.page.getByTestId('preview-banner');
    await expect(banner).toContainText(`catalogue from ${preview}/mf-manifest.json`);
    // Kept for that visitor's next pages until they end it; then the canary again.
    await inCanary.page.goto(`${site}/`);
    await expect(inCanary.page.getByRole('heading', { name: /WE HAVE A PREVIEW STRATEGY/ })).toBeVisible();
    await banner.getByRole('button', { name: 'End preview' }).click();
    await expect(inCanary.page.getByRole('heading', { name: /WE HAVE A CANARY STRATEGY/ })).toBeVisible();
    await inLive.context.close();

    // An admin ends the canary from the inbox's Releases page; it is audited, and the canary's
    // visitor's next page is the live release.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await adminPage.goto(`${site}/inbox/releases`);
    await logInFromInbox(adminPage, await account(request, 'admin', 'Isha', { api: apiUrl, dataDir }));
    const catalogue = adminPage.getByRole('region', { name: 'catalogue', exact: true });
    await catalogue.getByRole('button', { name: 'End canary' }).click();
    await catalogue.getByRole('button', { name: 'Yes, end the canary' }).click();
    await expect(adminPage.getByText(`The catalogue canary ${canary} has ended`)).toBeVisible();
    expect(canaryOf(releases)).toBe(null);
    expect(history('catalogue', releases).at(-1)).toMatchObject({ action: 'rollback', ended: canary });
    await adminPage.getByRole('link', { name: 'Audit' }).click();
    await expect(adminPage.getByRole('main')).toContainText(`Ended the catalogue canary ${canary}`);
    await admin.close();
    await inCanary.page.goto(`${site}/`);
    await expect(inCanary.page.getByRole('heading', { name: new RegExp(HERO) })).toBeVisible();
    await inCanary.context.close();
  } finally {
    if (canaryOf(releases)) await rollback('catalogue', releases);
  }
});

test('a canary whose area throws for its visitors is rolled back by the guard alone; its visitors then get the live release', async ({
  browser,
  request,
}) => {
  const live = currentRelease('catalogue', releases)!.release;
  const changed = changedCatalogueRelease(
    releases,
    'broken',
    '0.3.0',
    { [`"${HERO}"`]: '(()=>{throw new Error("the canary broke")})()' },
    { browserOnly: true },
  );
  const broken = (await startCanary('catalogue', changed, 50, releases)).release;
  // The guard with its defaults but for the views it needs and how often it looks: this test's traffic is small.
  const guard = apiCommand('src/cli/guard.ts', { GUARD_MIN_VIEWS: '40', GUARD_INTERVAL_SECONDS: '1' });
  try {
    // Real visits: the canary's visitor meets the fallback; the live visitor the catalogue. Each leaves.
    const inCanary = await visitorIn(browser, site, 3);
    const inLive = await visitorIn(browser, site, 97);
    for (const { page } of [inCanary, inLive]) await page.goto(`${site}/`);
    await expect(fallback(inCanary.page)).toContainText('The catalogue is not available right now');
    await expect(inLive.page.getByRole('heading', { name: new RegExp(HERO) })).toBeVisible();
    for (const { page } of [inCanary, inLive]) {
      await reportReady(page);
      await hide(page);
    }
    // And many more visits' reports, sent to the api as browsers send them (faster than pages),
    // naming a host release of their own.
    const report = (release: string, failed: boolean): RumReport => ({
      v: 1,
      page: '/',
      apps: [
        {
          app: 'host',
          release: '0.0.0-load',
          failures: 0,
          fallback: false,
          retriesOk: 0,
          retriesFailed: 0,
          errors: 0,
        },
        {
          app: 'catalogue',
          release,
          failures: failed ? 1 : 0,
          fallback: failed,
          retriesOk: 0,
          retriesFailed: 0,
          errors: 0,
        },
      ],
      vitals: { LCP: 1800, FCP: 900, TTFB: 120 },
    });
    const beacons = [...Array(45)].flatMap(() => [report(broken, true), report(live, false)]);
    for (const sent of beacons) {
      const reply = await request.post(`${apiUrl}${ENDPOINTS.rum.path}`, {
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: site },
        data: JSON.stringify(sent),
      });
      expect(reply.status()).toBe(204);
    }

    // Nobody runs a command: the guard ends the canary and says why.
    await expect.poll(() => canaryOf(releases), { timeout: 30_000 }).toBe(null);
    const said = history('catalogue', releases).at(-1);
    expect(said).toMatchObject({ action: 'rollback', by: 'guard', ended: broken, release: live });
    expect(said?.reason).toMatch(/^Errors or fallbacks in 100\.0% of 4\d canary views against 0\.0% of 4\d live views/);

    // The canary's visitor's next load: the live release's HTML and code.
    await inCanary.page.reload();
    await expect(inCanary.page.getByRole('heading', { name: new RegExp(HERO) })).toBeVisible();
    await expect(fallback(inCanary.page)).toHaveCount(0);
    expect(await catalogueLoaded(inCanary.page)).toBe(live);
    await inCanary.context.close();
    await inLive.context.close();

    // Staff see the guard's decision and its reason on the inbox's Releases page.
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await staffPage.goto(`${site}/inbox/releases`);
    const ravi = await account(request, 'staff', 'Ravi', { api: apiUrl, dataDir });
    await logInFromInbox(staffPage, ravi);
    // The visits' own reports named the host's release too (the site server says it: its files are at the root).
    const hostViews = await request.get(`${apiUrl}${STAFF_ENDPOINTS.rum.path}?app=host`, {
      headers: { authorization: `Bearer ${ravi.token}` },
    });
    expect(((await hostViews.json()) as RumReply).releases.map((r) => r.release)).toContain(
      currentRelease('host', releases)!.release,
    );
    const catalogue = staffPage.getByRole('region', { name: 'catalogue', exact: true });
    await expect(catalogue).toContainText(`Live: ${live}`);
    const decision = catalogue.getByRole('row').filter({ hasText: `Ended the canary ${broken}` });
    await expect(decision).toContainText('The release guard');
    await expect(decision).toContainText(said!.reason!);
    await staff.close();
  } finally {
    guard.kill('SIGTERM');
    if (canaryOf(releases)) await rollback('catalogue', releases);
  }
});
