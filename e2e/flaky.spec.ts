// A failing connection is not an offline one (docs/product.md#offline): it drops or stalls some
// requests and lets others through. Crawled on such a connection, every page ends working, or with
// the failed area's fallback and Retry beside a working header; never white. Once, as a first visit
// (no worker yet: the page's start asks again for the host's files itself), and again with the
// site's worker in control (the worker asks for a dropped file again). Every file a page asks for
// itself is at risk; in the first round, not what the worker asks for (see flakyConnection).
// Each page is checked once it has settled: this is about the network, not about acting early.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 240_000 });

/** Pages of every area of the site. */
const CRAWL = [
  '/',
  '/services/media',
  '/services/podcast',
  '/search?q=podcast',
  '/product/television-ad-placement',
  '/cart',
  '/careers',
  '/help',
  '/join-us',
  '/company/profile',
];

/**
 * Every third script, style, picture or file fetch fails (refused, or after a stall of 3 s), and
 * every fifth is slowed by a second: deterministic, so a failure can be replayed. Requests made by
 * the site's worker go through the context's routes too; while `spareWorker()`, those are only
 * slowed (its install, and the files of the pages it answers once in control): a worker whose
 * install fails installs on a later visit, and the second round needs it in control.
 */
async function flakyConnection(context: BrowserContext, spareWorker: () => boolean): Promise<{ dropped: number }> {
  const seen = { count: 0, dropped: 0 };
  await context.route(/^http:\/\/localhost:300\d\//, async (route) => {
    const request = route.request();
    if (!['script', 'stylesheet', 'fetch', 'image'].includes(request.resourceType())) return route.continue();
    const n = ++seen.count;
    if (n % 3 === 0 && !(spareWorker() && request.serviceWorker())) {
      seen.dropped++;
      if (n % 2 === 0) await new Promise((resolve) => setTimeout(resolve, 3000));
      return route.abort(n % 2 === 0 ? 'timedout' : 'connectionreset').catch(() => undefined);
    }
    if (n % 5 === 0 || n % 3 === 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    return route.continue().catch(() => undefined);
  });
  return seen;
}

/** The page has settled: it works, or an area shows its fallback with Retry; the header always works. */
async function endsWorkingOrRetry(page: Page, path: string) {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /^Cart/ }), path).toBeVisible({ timeout: 30_000 });
  const works = page.locator('#root[data-hydrated]');
  const retry = page.locator('[data-remote-fallback]').getByRole('button', { name: 'Retry' });
  await expect(works.or(retry).first(), `${path} works or offers Retry`).toBeVisible({ timeout: 30_000 });
  // Never white: the main area says something (the page, or what is unavailable).
  await expect
    .poll(async () => (await page.getByRole('main').innerText()).trim().length, { timeout: 30_000 })
    .toBeGreaterThan(20);
  if (await page.locator('[data-remote-fallback]').count()) await expect(retry.first()).toBeEnabled();
}

test('every page crawled on a failing connection ends working or with its area’s Retry, first visit and with the worker', async ({
  page,
  context,
}) => {
  let firstVisit = true;
  const connection = await flakyConnection(context, () => firstVisit);
  for (const round of ['first visit', 'with the worker']) {
    firstVisit = round === 'first visit';
    for (const path of CRAWL) {
      await test.step(`${round}: ${path}`, async () => {
        await page.goto(path, { waitUntil: 'commit' }).catch(() => page.goto(path, { waitUntil: 'commit' }));
        await endsWorkingOrRetry(page, path);
      });
    }
    if (round === 'first visit')
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker?.controller !== null), { timeout: 30_000 })
        .toBe(true);
  }
  // The connection really failed, throughout.
  expect(connection.dropped).toBeGreaterThan(CRAWL.length);
});
