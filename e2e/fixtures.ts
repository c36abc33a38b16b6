import type { Server } from 'node:http';
import { test as base, expect, type Page } from '@playwright/test';
import { REMOTES } from '../scripts/apps.mjs';

/** Each remote's local origin (apps.json), by name. */
export const REMOTE_ORIGINS: Record<string, string> = Object.fromEntries(REMOTES.map((r) => [r.name, r.origin]));

/** Makes every request to one remote's server fail, as if the server were down. */
export async function blockRemote(page: Page, remote: string) {
  await page.route(`${REMOTE_ORIGINS[remote]}/**`, (route) => route.abort('connectionrefused'));
}

export async function unblockRemote(page: Page, remote: string) {
  await page.unroute(`${REMOTE_ORIGINS[remote]}/**`);
}

/** A stored cart line, as the cart keeps them in local storage key `cart`. */
export function cartLine(name: string, price: number, quantity = 1, extra: Record<string, unknown> = {}) {
  return { id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name, description: `${name} package`, price, images: [], quantity, ...extra };
}

/**
 * A checkout enquiry filled in as a visitor with two services in the cart (the stored cart's
 * lines, then Go to Checkout), not sent; gives the form.
 */
export async function fillCheckoutEnquiry(page: Page, visitor: { name: string; email: string; mobile: string }, message: string) {
  await page.goto('/cart');
  await page.evaluate(
    (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
    [cartLine('Hoarding Campaign', 120000, 1, { options: { size: 'Large' } }), cartLine('Reel Shoot', 15000, 2)],
  );
  await page.reload();
  await page.getByRole('link', { name: 'GO TO CHECKOUT' }).click();
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Name').fill(visitor.name);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Phone').fill(visitor.mobile);
  await form.getByLabel('Message (optional)').fill(message);
  return form;
}

/**
 * Waits until the page has hydrated (apps/host/src/startPage.tsx marks #root): a rendered page shows
 * its buttons and fields before its code is there to answer them, and a click then would be lost.
 * Not an assertion: a page that never gets there is left to the test's own expectations.
 */
export async function whenHydrated(page: Page) {
  await page
    .waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated') ?? true, undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

/**
 * The page, whose loads (goto, reload, back, forward) return once it has hydrated; and the console
 * errors and uncaught page errors, which tests of the happy path expect none of.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const { goto, reload, goBack, goForward } = {
      goto: page.goto.bind(page),
      reload: page.reload.bind(page),
      goBack: page.goBack.bind(page),
      goForward: page.goForward.bind(page),
    };
    page.goto = async (...args) => {
      const response = await goto(...args);
      await whenHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await whenHydrated(page);
      return response;
    };
    page.goBack = async (...args) => {
      const response = await goBack(...args);
      await whenHydrated(page);
      return response;
    };
    page.goForward = async (...args) => {
      const response = await goForward(...args);
      await whenHydrated(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    // A page the site answers with HTTP 404 on purpose (its 404 page): the browser logs the status.
    const notFoundPages = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url());
    });
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      if (notFoundPages.has(msg.location().url) && msg.text().includes('status of 404')) return;
      errors.push(`${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * Stops a server a test started. close() alone waits for every open connection, and the browser
 * may keep one open (a request it has started but not sent): the test would hang until its timeout.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
