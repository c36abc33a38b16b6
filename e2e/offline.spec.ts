// A dropped network loses nothing (docs/product.md#offline): every page a visitor has seen stays
// readable and working offline, with its pictures and its code; a page never seen shows the site's
// own offline page, which lists those kept. These tests are about the network, not about acting
// early: each page load waits until the page works (e2e/early.spec.ts is about that).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { HOST } from '@storefront/site/apps';
import { LAUNCH_OPTIONS } from '../scripts/perf/chromium';
import { testOnHydratedPages as test, expect, cartLine, waitForHydration } from './fixtures';
import { keptForOffline } from './offline';

test.use({ serviceWorkers: 'allow' });

/** Every picture in the page's main area has arrived and is drawn. */
async function picturesShown(page: Page) {
  const pictures = page.getByRole('main').locator('img');
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images
          .filter(
            (img) => (img as HTMLImageElement).loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight,
          )
          .every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
}

interface Visited {
  path: string;
  /** What the page says, online and offline. */
  heading: string;
  /** The page's title, as the offline page lists it. */
  listed: string;
  pictures: boolean;
  /** A control of the page used offline, and what it does. */
  use: (page: Page) => Promise<void>;
}

const visited: Visited[] = [
  {
    path: '/',
    heading: 'YOU HAVE BUSINESS',
    listed: 'Advertising, Marketing and Media Agency in India',
    pictures: true,
    use: async (page) => {
      const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search services' });
      await search.fill('podcast');
      await search.press('Enter');
      await expect(page).toHaveURL('/search?q=podcast');
      await expect(
        page.getByRole('list', { name: 'Matching services' }).getByRole('heading', { level: 2 }),
      ).toHaveCount(4);
    },
  },
  {
    path: '/services/media',
    heading: 'Media',
    listed: 'Media Services',
    pictures: true,
    use: async (page) => {
      await page.getByRole('navigation', { name: 'Catalogue sections' }).getByRole('link', { name: 'Studio' }).click();
      await expect(page).toHaveURL('/services/podcast');
      await expect(page.getByRole('heading', { level: 1, name: 'Podcast' })).toBeVisible();
    },
  },
  {
    path: '/product/radio-jingle-campaign',
    heading: 'Radio Jingle Campaign',
    listed: 'Radio Jingle Campaign',
    pictures: true,
    use: async (page) => {
      await page.getByRole('radio', { name: 'Large' }).check();
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByTestId('cart-count')).toHaveText('2');
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[]))
        .toContainEqual(expect.objectContaining({ id: 'radio-jingle-campaign', quantity: 2 }));
    },
  },
  {
    path: '/cart',
    heading: 'Cart Items',
    listed: 'Your Cart',
    pictures: false,
    use: async (page) => {
      const list = page.getByRole('list', { name: 'Services in your cart' });
      await list.getByRole('spinbutton', { name: 'Quantity' }).first().fill('3');
      await page.getByRole('button', { name: 'Remove Reel Shoot' }).click();
      await expect(list.getByRole('heading', { name: 'Reel Shoot' })).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string }[]))
        .toEqual([expect.objectContaining({ id: 'radio-jingle-campaign' })]);
    },
  },
];

test.describe('offline, after a visit online', () => {
  test('every page seen reloads with its text, pictures and working controls; a page never seen shows the offline page listing them', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(
      (line) => localStorage.getItem('cart') ?? localStorage.setItem('cart', JSON.stringify([line])),
      cartLine('Reel Shoot', 15000, 1),
    );
    for (const { path, heading } of visited) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      await keptForOffline(page, path);
    }

    await context.setOffline(true);
    for (const { path, heading, pictures, use } of visited) {
      await test.step(`${path} offline`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
        await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
        if (pictures) await picturesShown(page);
        await use(page);
      });
    }

    await page.goto('/careers');
    await expect(page).toHaveURL('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: '+91 98765 43210' }).last()).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const kept = page.locator('[data-offline-pages]').getByRole('link');
    await expect(kept).toHaveText(visited.map((v) => v.listed).sort((a, b) => a.localeCompare(b)));
    // A page listed there opens from the phone.
    await kept.filter({ hasText: 'Media Services' }).click();
    await expect(page).toHaveURL('/services/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();

    // Back online, the network answers again.
    await context.setOffline(false);
    await page.goto('/careers');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Do the best work of your career with us' }),
    ).toBeVisible();
  });
});

test.describe('installable', () => {
  test("Chromium's own check finds nothing missing: manifest, icons, a worker that answers pages", async () => {
    // Chromium offers no install in a private window, which every context of Playwright's browser is:
    // a profile of its own, as a phone's browser has.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'offline-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, { baseURL: HOST.origin, ...LAUNCH_OPTIONS });
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    await keptForOffline(page, '/');
    const cdp: CDPSession = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ short_name: 'Brandwala', display: 'standalone', start_url: '/' });
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  test('the worker is served for revalidation, so a new release reaches every visitor', async ({ request }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });
});
