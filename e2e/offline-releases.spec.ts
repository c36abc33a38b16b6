// The site's worker and releases (docs/decisions/0021-offline.md): what a visitor kept offline is
// the publication they were given (a canary's visitor keeps the canary's pages), and back online the
// next load is whatever is live then, a promote or a guard's rollback made while they were away
// included, page and code alike. On the site as releases, served as `pnpm start:releases` serves
// it. Each load waits until the page works: these tests are about releases, not acting early.
import { copyFileSync, cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { createRelease, currentRelease, promote, rollback, startCanary } from '@storefront/site/releases';
import { testOnHydratedPages as test, expect } from './fixtures';
import { keptForOffline } from './offline';
import { catalogueLoaded, changedCatalogueRelease, releaseToday, servedReleases, visitorIn } from './site-releases';

const HERO = 'WE HAVE STRATEGY';
let releases: string;
let site: string;
let served: Awaited<ReturnType<typeof servedReleases>>;

const hero = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const fallback = (page: Page) => page.locator('[data-remote-fallback]');

/** The page loaded again shows `heading` and works, with the catalogue's code of `release`. */
async function reloadShows(page: Page, heading: string | RegExp, release: string) {
  await page.reload();
  await expect(hero(page)).toHaveText(heading instanceof RegExp ? heading : new RegExp(heading));
  await expect(fallback(page)).toHaveCount(0);
  expect(await catalogueLoaded(page)).toBe(release);
}

/** A visitor with the site's worker, in the given bucket. */
const visitor = (browser: Browser, bucket: number) => visitorIn(browser, site, bucket, { serviceWorkers: 'allow' });

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  served = await servedReleases('offline-releases-e2e');
  ({ releases, site } = served);
  await releaseToday(releases, { $siteOrigin: site });
});

test.afterAll(() => served.close());

test('a promote made while the visitor is offline: offline they keep what they saw; back online the next load is the new release, page and code', async ({
  browser,
}) => {
  const { context, page } = await visitor(browser, 80);
  const before = currentRelease('catalogue', releases)!.release;
  await page.goto(`${site}/`);
  await expect(hero(page)).toContainText(HERO);
  await keptForOffline(page, '/');

  await context.setOffline(true);
  const changed = changedCatalogueRelease(releases, 'new', '0.2.0', { [HERO]: 'WE HAVE A NEW STRATEGY' });
  const after = (await promote('catalogue', changed, releases)).release;
  await reloadShows(page, HERO, before);

  await context.setOffline(false);
  await reloadShows(page, 'WE HAVE A NEW STRATEGY', after);

  // What is kept now is the new release: offline again, the page is the new one and works.
  await keptForOffline(page, '/');
  await context.setOffline(true);
  await reloadShows(page, 'WE HAVE A NEW STRATEGY', after);
  await context.close();
});

test("a canary's visitor keeps the canary's pages offline; after the guard's rollback their next load online is the live release", async ({
  browser,
}) => {
  const live = currentRelease('catalogue', releases)!.release;
  const changed = changedCatalogueRelease(releases, 'canary', '0.3.0', { [HERO]: 'WE HAVE A CANARY STRATEGY' });
  const canary = (await startCanary('catalogue', changed, 50, releases)).release;
  const { context, page } = await visitor(browser, 7);
  await page.goto(`${site}/`);
  await expect(hero(page)).toContainText('WE HAVE A CANARY STRATEGY');
  expect(await catalogueLoaded(page)).toBe(canary);
  await keptForOffline(page, '/');

  await context.setOffline(true);
  await reloadShows(page, 'WE HAVE A CANARY STRATEGY', canary);

  // The guard rolls the canary back as it does (services/guard-check.ts), while the visitor is away.
  await rollback('catalogue', releases, undefined, { by: 'guard', reason: 'error views above the live release' });
  await context.setOffline(false);
  await reloadShows(page, /^(?!.*CANARY).*WE HAVE/, live);
  await context.close();
});

test('a broken worker is rolled back like any release: the kill switch removes the worker and its caches, and `rollback host` brings it back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await visitor(browser, 80);
  await page.goto(`${site}/`);
  await keptForOffline(page, '/');
  const workers = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  const kept = () => page.evaluate(async () => (await caches.keys()).length);

  // The kill switch, released as the host's sw.js (docs/releasing.md#the-sites-service-worker).
  const live = currentRelease('host', releases)!.release;
  const host = served.work('host-off');
  cpSync(path.join(releases, 'host', live), host, { recursive: true });
  copyFileSync(path.join(host, 'sw-kill-switch.js'), path.join(host, 'sw.js'));
  rmSync(path.join(host, 'sw.js.br'), { force: true });
  await promote('host', createRelease('host', host, '0.1.1', releases).id, releases);

  // The visitor's next load online finds the new worker, which removes itself and what it kept.
  await page.reload();
  await expect.poll(workers, { timeout: 30_000 }).toBe(0);
  await expect.poll(kept, { timeout: 30_000 }).toBe(0);
  // Its pages went on working through it, and do without it (the page registers the switch again at
  // each load, which removes itself again).
  await page.reload();
  await expect(hero(page)).toContainText('WE HAVE');
  await expect(fallback(page)).toHaveCount(0);
  await expect.poll(workers, { timeout: 30_000 }).toBe(0);

  // The host rolled back: its worker is registered again at the next load, and keeps the pages again.
  await rollback('host', releases);
  await page.reload();
  await keptForOffline(page, '/');
  await context.setOffline(true);
  await page.reload();
  await expect(hero(page)).toContainText('WE HAVE');
  await expect(fallback(page)).toHaveCount(0);
  await context.close();
});
