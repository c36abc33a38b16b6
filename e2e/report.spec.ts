// Each page load waits until the page works: these tests are about what the page reports once it
// does (docs/product.md#what-visitors-browsers-report), not about acting early (e2e/early.spec.ts).
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { API } from '@storefront/site/apps';
import { STAFF_ENDPOINTS, type RumReply } from '@storefront/types/forms';
import type { RumReport } from '@storefront/types/rum';
import { account } from './api';
import { blockRemote, hide, reportReady, show, testOnHydratedPages as test, expect } from './fixtures';

/**
 * Every page-view report the browser sends from now on, as sent. Taken where it leaves the browser
 * (a report sent while the page unloads is not seen by the page's own network events) and answered
 * as the api does.
 */
async function reportsOf(context: BrowserContext): Promise<RumReport[]> {
  const reports: RumReport[] = [];
  await context.route('**/api/rum', async (route) => {
    reports.push(JSON.parse(route.request().postData() ?? '{}') as RumReport);
    await route.fulfill({ status: 204 });
  });
  return reports;
}

/** The page views the api has counted for one app's local build over the last hour, as staff read them. */
async function localViews(request: APIRequestContext, token: string, app: string): Promise<number> {
  const reply = await request.get(`${API.origin}${STAFF_ENDPOINTS.rum.path}?app=${app}&minutes=60`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as RumReply).releases.find((r) => r.release === 'local')?.views ?? 0;
}

test('a page view is reported once, when the visitor leaves, with each part, its release and the vitals', async ({
  page,
  context,
}) => {
  const reports = await reportsOf(context);
  await page.goto('/product/television-ad-placement');
  await reportReady(page);
  // Typed into the page: what a visitor types is never in a report. (The first tap or key also
  // settles the largest contentful paint, as it does for a visitor.)
  await page.getByRole('searchbox', { name: 'Search services' }).click();
  await page.getByRole('searchbox', { name: 'Search services' }).fill('ravi.kumar@example.com');
  expect(reports).toEqual([]);
  // The browser times an interaction once the frame after it is shown, then tells the page: a page
  // hidden before then (faster than a visitor moves) reports no INP, as web-vitals would not have it.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('mark').some((m) => m.name.startsWith('sf:inp:'))))
    .toBe(true);

  // Hidden: the visitor switches away, closes the tab or goes to another page (a report sent while
  // a page really unloads leaves the browser unseen by the test, so the page is hidden in place).
  await hide(page);
  await expect.poll(() => reports.length).toBe(1);
  // Hidden again later: nothing more, once per page view.
  await hide(page);
  await page.waitForTimeout(500);
  expect(reports).toHaveLength(1);
  const [report] = reports;
  expect(report).toMatchObject({ v: 1, page: '/product' });
  const parts = Object.fromEntries(report!.apps.map(({ app, ...rest }) => [app, rest]));
  // The host and the product remote; served by `pnpm start`, each is a local build. The slowest
  // interaction was in the host's search box: named by its id, on the host.
  const clean = { release: 'local', failures: 0, fallback: false, retriesOk: 0, retriesFailed: 0, errors: 0 };
  expect(parts.host).toEqual({ ...clean, inpTarget: 'input#site-search' });
  expect(parts.product).toEqual(clean);
  for (const vital of ['FCP', 'TTFB', 'LCP', 'INP'] as const) expect(report!.vitals[vital]).toBeGreaterThan(0);
  expect(report!.vitals.CLS).toBeGreaterThanOrEqual(0);
  const sent = JSON.stringify(report);
  expect(sent).not.toContain('ravi');
  expect(sent).not.toContain('television');
});

test('each page the visitor goes to in the browser is a view of its own, reported once, with its own parts', async ({
  page,
  context,
}) => {
  const reports = await reportsOf(context);
  await page.goto('/cart');
  await reportReady(page);
  const banner = page.getByRole('banner');
  // Another app's page, then another page of the same app (its area stays on the page).
  await banner.getByRole('link', { name: 'Help', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help you?' })).toBeVisible();
  await banner.getByRole('link', { name: 'Join Us', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Network' })).toBeVisible();
  expect(reports).toEqual([]);

  await hide(page);
  await expect.poll(() => reports.length).toBe(3);
  const apps = (report: RumReport) => report.apps.map((part) => part.app).sort();
  expect(reports.map((report) => report.page)).toEqual(['/cart', '/help', '/join-us']);
  expect(reports.map(apps)).toEqual([
    ['cart', 'host'],
    ['company', 'host'],
    ['company', 'host'],
  ]);
  // The page load's vitals are the landing view's.
  expect(reports[0]!.vitals.FCP).toBeGreaterThan(0);
  for (const later of reports.slice(1)) expect(later.vitals).not.toHaveProperty('FCP');

  // The visitor comes back and goes on: only the new view is reported next time.
  await show(page);
  await banner.getByRole('link', { name: 'Help', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help you?' })).toBeVisible();
  await hide(page);
  await expect.poll(() => reports.length).toBe(4);
  expect(reports[3]).toMatchObject({ page: '/help' });
});

test('a remote whose code does not load is reported with its failure and its fallback', async ({ page, context }) => {
  const reports = await reportsOf(context);
  await blockRemote(page, 'product');
  await page.goto('/product/television-ad-placement');
  await expect(page.getByText('is not available right now').first()).toBeVisible();
  await reportReady(page);
  // Hidden (the visitor switched apps): the report goes then.
  await hide(page);
  await expect.poll(() => reports.length).toBe(1);
  const product = reports[0]!.apps.find((part) => part.app === 'product');
  expect(product).toMatchObject({ failures: 1, fallback: true, errors: 0 });
  expect(reports[0]!.apps.find((part) => part.app === 'host')).toMatchObject({ failures: 0, errors: 0 });
});

test('the api counts the report, and staff read it by release', async ({ page, request }) => {
  // No stand-in here: the beacon goes to the api the site names.
  const { token } = await account(request, 'staff', 'Kavya');
  const before = await localViews(request, token, 'cart');
  await page.goto('/cart');
  await reportReady(page);
  await hide(page);
  // Other tests' pages count too: at least this one more.
  await expect.poll(() => localViews(request, token, 'cart')).toBeGreaterThan(before);
});

test('a page view left while offline is reported by the next page online, once', async ({ page, context }) => {
  const reports = await reportsOf(context);
  await page.goto('/help');
  await reportReady(page);
  await context.setOffline(true);
  await hide(page);
  await page.waitForTimeout(500);
  expect(reports).toEqual([]);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('page-reports') ?? '[]') as string[]).map(
          (body) => (JSON.parse(body) as { page: string }).page,
        ),
      ),
    )
    .toEqual(['/help']);

  // Back online: the next page sends it once its own report code has loaded, and keeps nothing.
  await context.setOffline(false);
  await page.goto('/careers');
  await reportReady(page);
  await expect.poll(() => reports.map((report) => report.page)).toEqual(['/help']);
  expect(await page.evaluate(() => localStorage.getItem('page-reports'))).toBeNull();
});
