import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import {
  testOnHydratedPages as test,
  expect,
  blockRemote,
  unblockRemote,
  REMOTE_ORIGINS,
  closeServer,
} from './fixtures';
import { APPS, HOST, REMOTES } from '@storefront/site/apps';
import { createStaticServer, listen } from '@storefront/site/static-server';
import { appDist } from '@storefront/site/workspace';
import { editRemotesJson } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A page each remote owns, and text that shows it rendered: one for every remote of apps.json. */
const PAGES: Record<string, { path: string; heading: RegExp }> = {
  catalogue: { path: '/', heading: /YOU HAVE BUSINESS/ },
  product: { path: '/product/does-not-exist', heading: /not found|Loading|product/i },
  cart: { path: '/cart', heading: /Cart Items/ },
  careers: { path: '/careers', heading: /careers|openings|join/i },
  company: { path: '/help', heading: /How can we help you\?/ },
  inbox: { path: '/inbox', heading: /Log in with your staff account/ },
};

for (const { name: remote } of REMOTES) {
  test(`${remote} down: its area shows a fallback, the rest works, Retry recovers`, async ({ page }) => {
    const target = PAGES[remote];
    if (!target) throw new Error(`PAGES has no page of the ${remote} remote`);
    await page.goto('/cart'); // any page, to seed a cart line through the page's own storage
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify([{ id: 'fm', name: 'FM Spot', description: '', price: 2500, images: [], quantity: 1 }]),
      ),
    );
    await blockRemote(page, remote);
    await page.goto(target.path);

    const fallback = page.locator(`[data-remote-fallback="${remote}"]`);
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Header, footer, cart badge and auth dialog keep working.
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
    // The header's: a rendered page keeps its content, and its own buttons, under the fallback's notice.
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Another remote's page still works (unless it is this one's).
    const other = remote === 'cart' ? '/help' : '/cart';
    await page
      .getByRole('link', { name: other === '/cart' ? /^Cart/ : 'Help' })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
      other === '/cart' ? 'Cart Items' : 'How can we help you?',
    );

    // Back to the failed area; Retry brings it in once the server answers again.
    await page.goBack();
    await expect(fallback).toBeVisible();
    await unblockRemote(page, remote);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback).toBeHidden();
    await expect(page.getByRole('main')).toContainText(target.heading);
  });
}

test("a 500 and a 404 on a remote's entry each stay in the remote area", async ({ page }) => {
  await page.route(`${REMOTE_ORIGINS.cart}/remoteEntry.js`, (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.goto('/cart');
  await expect(page.locator('[data-remote-fallback="cart"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Brandwala Media, home' })).toBeVisible();

  await page.unroute(`${REMOTE_ORIGINS.cart}/remoteEntry.js`);
  await page.route(`${REMOTE_ORIGINS.careers}/remoteEntry.js`, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/careers');
  await expect(page.locator('[data-remote-fallback="careers"]')).toBeVisible();
});

test('a remote whose code throws while loading shows its fallback', async ({ page }) => {
  const companyPages = (url: URL) =>
    url.origin === REMOTE_ORIGINS.company && /__federation_expose_Routes.*\.js$/.test(url.pathname);
  await page.route(companyPages, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("broken release")' }),
  );
  await page.goto('/help');
  await expect(page.locator('[data-remote-fallback="company"]')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a remote that never answers shows its fallback after the timeout', async ({ page }) => {
  test.setTimeout(40_000);
  await page.route(`${REMOTE_ORIGINS.cart}/remoteEntry.js`, () => undefined); // hangs
  // Reached in the browser (a rendered /cart shows its own HTML while it waits, not the skeleton).
  await page.goto('/');
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.locator('[data-remote-fallback="cart"]')).toBeVisible({ timeout: 15_000 });
});

test.describe('remotes.json', () => {
  test('pointing a remote at a copy on another port is an edit of remotes.json, no rebuild', async ({ page }) => {
    // A copy of the catalogue's build, served from another port (any free one).
    const copy: Server = await listen(createStaticServer(path.join(ROOT, 'apps/catalogue/dist')), 0, 'localhost');
    const origin = `http://localhost:${(copy.address() as AddressInfo).port}`;
    try {
      await editRemotesJson(page, (file) => ({
        ...file,
        catalogue: { ...(file.catalogue as object), entry: `${origin}/mf-manifest.json` },
      }));
      await blockRemote(page, 'catalogue'); // the usual address is gone
      const fromCopy: string[] = [];
      page.on('response', (r) => {
        if (r.url().startsWith(`${origin}/`)) fromCopy.push(r.url());
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /YOU HAVE BUSINESS/ })).toBeVisible();
      // A rendered page shows its heading before the remote's code has loaded: wait for that code.
      await expect.poll(() => fromCopy.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
    } finally {
      await closeServer(copy);
    }
  });

  test('the file is served no-cache, hashed files immutable, manifests with CORS for the site', async ({ request }) => {
    const remotes = await request.get('/remotes.json');
    expect(remotes.headers()['cache-control']).toBe('no-cache');
    const manifest = await request.get(`${REMOTE_ORIGINS.catalogue}/mf-manifest.json`, {
      headers: { Origin: HOST.origin },
    });
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe(HOST.origin);
    const hashed = readdirSync(path.join(ROOT, 'apps/catalogue/dist')).find((f) => /\.[0-9a-f]{10}\.js$/.test(f));
    const asset = await request.get(`${REMOTE_ORIGINS.catalogue}/${hashed}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const elsewhere = await request.get(`${REMOTE_ORIGINS.catalogue}/mf-manifest.json`, {
      headers: { Origin: 'http://evil.example' },
    });
    expect(elsewhere.headers()['access-control-allow-origin']).toBeUndefined();
  });
});

test('one React and one MF runtime: remotes use the host’s shared modules', async ({ page }) => {
  // Every JS file the browser loads in one visit that goes through a page of each remote.
  const loaded: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) loaded.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  for (const { path: p, heading } of Object.values(PAGES).slice(1)) {
    // Client-side navigation, as a click on a link does: the page is never reloaded.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, p);
    await expect(page.getByRole('main')).toContainText(heading);
    await page.waitForLoadState('networkidle');
  }

  // Which app's copy of each shared module was downloaded.
  const copies = new Map<string, Set<string>>();
  for (const app of APPS) {
    const manifest = JSON.parse(readFileSync(path.join(appDist(app), 'mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared as { name: string; assets: { js: { sync: string[] } } }[]) {
      if (shared.assets.js.sync.some((file) => loaded.includes(`${app.origin}/${file}`))) {
        copies.set(shared.name, (copies.get(shared.name) ?? new Set()).add(app.name));
      }
    }
  }
  // What the host itself uses comes from the host; anything shared is downloaded from one app only.
  for (const name of ['react', 'react-dom', '@storefront/shell/internal', '@storefront/ui', '@storefront/types']) {
    expect([...(copies.get(name) ?? [])], name).toEqual(['host']);
  }
  for (const [name, apps] of copies) expect(apps.size, `${name} came from ${[...apps].join(' and ')}`).toBe(1);

  for (const remote of REMOTES) {
    expect(loaded, `${remote.name} was not loaded`).toContain(`${remote.origin}/remoteEntry.js`);
    // The remote's entry carries no MF runtime core of its own: the host provides it.
    const map = readFileSync(path.join(appDist(remote), 'remoteEntry.js.map'), 'utf8');
    expect(map).not.toContain('runtime-core/dist');
  }
  expect(new Set(loaded).size, 'a file was downloaded twice').toBe(loaded.length);
});

test('a remote reads the host’s store and navigates with the host’s router (no page reload)', async ({ page }) => {
  await page.goto('/cart');
  await page.evaluate(() => {
    localStorage.setItem(
      'cart',
      JSON.stringify([{ id: 'fm', name: 'FM Spot', description: '', price: 2500, images: [], quantity: 2 }]),
    );
  });
  await page.reload();
  await expect(page.getByText('You have 1 service in your cart.')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  // The cart remote changes the host's store: the host's header badge follows.
  await page.getByRole('button', { name: 'Remove FM Spot' }).click();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await page.getByRole('link', { name: 'CONTINUE SHOPPING' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test('a remote built for another shell contract shows its fallback and says why', async ({ page, consoleErrors }) => {
  // A careers release that claims contract 99: a copy of the build with its contract module edited.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'careers-contract-'));
  cpSync(path.join(ROOT, 'apps/careers/dist'), dir, { recursive: true });
  const file = readdirSync(dir).find((f) => /^__federation_expose_contract\..*\.js$/.test(f));
  expect(file).toBeTruthy();
  const code = readFileSync(path.join(dir, file!), 'utf8');
  expect(code).toMatch(/shellContract:\d+/);
  writeFileSync(path.join(dir, file!), code.replace(/shellContract:\d+/, 'shellContract:99'));
  const copy: Server = await listen(createStaticServer(dir), 0, 'localhost');
  try {
    const entry = `http://localhost:${(copy.address() as AddressInfo).port}/mf-manifest.json`;
    await editRemotesJson(page, (file) => ({ ...file, careers: { ...(file.careers as object), entry } }));
    await page.goto('/careers');
    await expect(page.locator('[data-remote-fallback="careers"]')).toBeVisible();
    expect(consoleErrors.join('\n')).toContain('The careers remote was built for shell contract 99');
    // The rest of the site is untouched.
    await page.getByRole('link', { name: 'Help', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'How can we help you?' })).toBeVisible();
  } finally {
    await closeServer(copy);
    rmSync(dir, { recursive: true, force: true });
  }
});
