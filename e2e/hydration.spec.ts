import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import {
  testOnHydratedPages as test,
  expect,
  blockRemote,
  unblockRemote,
  cartLine,
  closeServer,
  waitForHydration,
} from './fixtures';
import { createStaticServer, listen } from '@storefront/site/static-server';

// The served pages arrive rendered (@storefront/site/render) and the browser hydrates them: what the
// visitor sees first is the page's HTML, and what is the visitor's own comes after, with no
// hydration error or warning (docs/decisions/0012-pages-rendered-at-release.md).
const ROOT = path.resolve(import.meta.dirname, '..');

/** The main routes: the remote whose area the HTML carries, and whether that area's heading arrives in the HTML. */
const ROUTES = [
  { path: '/', remote: 'catalogue', heading: /YOU HAVE BUSINESS/ },
  { path: '/services/media', remote: 'catalogue', heading: /^Media$/ },
  // The product page reads the catalogue's data in the browser: its HTML has the area, not the product yet.
  { path: '/product/television-ad-placement', remote: 'product', heading: null },
  { path: '/cart', remote: 'cart', heading: /^Cart Items$/ },
  { path: '/careers', remote: 'careers', heading: /your career/ },
  { path: '/help', remote: 'company', heading: /How can we help you\?/ },
];

const STORED = [cartLine('FM Spot', 2500)];

/** A visitor with a stored cart; the server's first heading in <main> is noted before any script runs on it. */
async function asReturningVisitor(page: Page) {
  await page.addInitScript((lines) => {
    localStorage.setItem('cart', JSON.stringify(lines));
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
    });
  }, STORED);
}

for (const { path: route, remote, heading } of ROUTES) {
  test(`${route} hydrates its rendered HTML with no error, then shows the stored cart`, async ({
    page,
    consoleErrors,
  }) => {
    await asReturningVisitor(page);
    const response = await page.goto(route);
    // Rendered: the remote's area is in the HTML itself, before any script.
    expect(await response?.text()).toContain(`data-remote-area="${remote}"`);

    // The badge is the visitor's own: it shows once the whole page has hydrated.
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    if (heading) {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      // Hydrated, not drawn again: the heading is the very element the server sent.
      expect(
        await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading?.isConnected),
      ).toBe(true);
    }
    if (route === '/cart') await expect(page.getByRole('main')).toContainText('FM Spot');
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });
}

test('a preview replaces the rendered area of its remote after hydration', async ({ page, consoleErrors }) => {
  // A release of the catalogue whose hero says something else, served from another port.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-preview-'));
  cpSync(path.join(ROOT, 'apps/catalogue/dist'), dir, { recursive: true });
  const changed = readdirSync(dir).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes('"WE HAVE STRATEGY"'),
  );
  expect(changed.length).toBeGreaterThan(0);
  for (const file of changed)
    writeFileSync(
      path.join(dir, file),
      readFileSync(path.join(dir, file), 'utf8').replaceAll('"WE HAVE STRATEGY"', '"WE HAVE A PREVIEW"'),
    );
  const copy: Server = await listen(createStaticServer(dir), 0, 'localhost');
  const origin = `http://localhost:${(copy.address() as AddressInfo).port}`;
  try {
    await asReturningVisitor(page);
    const response = await page.goto(`/?preview=catalogue@${origin}/mf-manifest.json`);
    // The HTML is the published page; the preview's code takes the area over once hydrated.
    expect(await response?.text()).toContain('WE HAVE STRATEGY');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('WE HAVE A PREVIEW');
    await expect(page.getByTestId('preview-banner')).toContainText(`catalogue from ${origin}/mf-manifest.json`);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  } finally {
    await page.goto('/?preview=clear');
    await closeServer(copy);
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a remote failing over its rendered HTML keeps the content readable, says so, and Retry brings it back', async ({
  page,
}) => {
  await blockRemote(page, 'catalogue');
  await page.goto('/');

  const notice = page.locator('[data-remote-fallback="catalogue"]');
  await expect(notice).toContainText('The catalogue is not available right now');
  // The page's content is still there to read; what needs the remote's code says it does not work.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('WE HAVE STRATEGY');
  await expect(main.getByRole('button', { name: 'Get Started' })).toBeDisabled();
  // The header works, and the rendered links are plain links to rendered pages.
  await expect(page.getByRole('button', { name: 'Account' })).toBeEnabled();
  await main.getByRole('link', { name: 'Learn More about Brandwala Media' }).click();
  await expect(page).toHaveURL(/\/company\/profile$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goBack();
  await expect(notice).toBeVisible();

  await unblockRemote(page, 'catalogue');
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toBeHidden();
  // Retry loaded the page again: its buttons answer once it has hydrated.
  await waitForHydration(page);
  await expect(main.getByRole('button', { name: 'Get Started' })).toBeEnabled();
  await main.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
