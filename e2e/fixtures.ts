import type { Server } from 'node:http';
import { test as base, expect, type Page } from '@playwright/test';
import { HOST, REMOTES } from '@storefront/site/apps';

/** Each remote's local origin (apps.json), by name. */
export const REMOTE_ORIGINS: Record<string, string> = Object.fromEntries(REMOTES.map((r) => [r.name, r.origin]));

/** Makes every request to one remote's server fail, as if the server were down. */
export async function blockRemote(page: Page, remote: string) {
  await page.route(`${REMOTE_ORIGINS[remote]}/**`, (route) => route.abort('connectionrefused'));
}

export async function unblockRemote(page: Page, remote: string) {
  await page.unroute(`${REMOTE_ORIGINS[remote]}/**`);
}

type RemotesJson = Record<string, unknown>;

/**
 * Serves this page an edited remotes.json: both where a rendered page starts from (the copy its
 * HTML carries, `#sf-site-config`, which equals the published file) and the file itself
 * (/remotes.json: Retry, and pages the browser renders alone). The copy is edited once the HTML is
 * parsed and before the page's deferred scripts run (the document turning "interactive"); the
 * document itself is not intercepted, since a document answered by the test runner loses its
 * access to the remotes' loopback origins.
 */
export async function editRemotesJson(page: Page, edit: (file: RemotesJson) => RemotesJson) {
  const published = (await (await page.request.get(`${HOST.origin}/remotes.json`)).json()) as RemotesJson;
  await page.addInitScript(
    ({ id, text }) => {
      document.addEventListener('readystatechange', () => {
        const carried = document.readyState === 'interactive' ? document.getElementById(id) : null;
        if (carried) carried.textContent = text;
      });
    },
    { id: 'sf-site-config', text: JSON.stringify(edit(published)) },
  );
  await page.route('**/remotes.json', async (route) => {
    const reply = await route.fetch();
    await route.fulfill({ response: reply, json: edit((await reply.json()) as RemotesJson) });
  });
}

/** A category's page (/services/{category}) opened, and a card's VIEW link followed to where it leads. */
export async function viewFromCategory(page: Page, category: string, name: string, url: string | RegExp) {
  await page.goto(`/services/${category}`);
  await page.getByRole('link', { name: `VIEW ${name}` }).click();
  await expect(page).toHaveURL(url);
}

/** A stored cart line, as the cart keeps them in local storage key `cart`. */
export function cartLine(name: string, price: number, quantity = 1, extra: Record<string, unknown> = {}) {
  return {
    id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    description: `${name} package`,
    price,
    images: [],
    quantity,
    ...extra,
  };
}

/** What the help form's message says when a test fills it in. */
export const HELP_MESSAGE = 'We want to plan a campaign for our Diwali launch.';

/** The help page's form (the page already open) filled in as a visitor, not sent; gives the form. */
export async function fillHelpQuery(page: Page, visitor: { first: string; email: string; mobile: string }) {
  const form = page.getByRole('form', { name: 'Send us your query' });
  await form.getByLabel('First Name').fill(visitor.first);
  await form.getByLabel('Last Name').fill('Iyer');
  await form.getByLabel('Contact', { exact: true }).fill(visitor.mobile);
  await form.getByLabel('Email', { exact: true }).fill(visitor.email);
  await form.getByLabel('Query').selectOption('Business Development');
  await form.getByLabel('Message').fill(HELP_MESSAGE);
  return form;
}

/** A small real PDF, as a visitor's CV. */
export const PDF_CV = {
  name: 'asha-cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
};

/**
 * Apply Now for the Copywriter opening on the careers page (already open), then the application
 * filled in with a CV, not sent; gives the dialog.
 */
export async function fillJobApplication(
  page: Page,
  visitor: { first: string; email: string; mobile: string },
  lastName = 'Mehta',
) {
  await page.getByRole('button', { name: 'Apply Now for Copywriter' }).click();
  const form = page.getByRole('dialog', { name: 'Copywriter' });
  await form.getByLabel('First Name').fill(visitor.first);
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Contact Number').fill(visitor.mobile);
  await form.getByLabel('Email Address').fill(visitor.email);
  await form.getByLabel('Upload CV').setInputFiles(PDF_CV);
  return form;
}

/**
 * A checkout enquiry filled in as a visitor with two services in the cart (the stored cart's
 * lines, then Go to Checkout), not sent; gives the form.
 */
export async function fillCheckoutEnquiry(
  page: Page,
  visitor: { name: string; email: string; mobile: string },
  message: string,
) {
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
 * Waits until the page has hydrated (apps/host/src/start/startPage.tsx marks #root) and fails the test
 * if it does not in time (15 s; longer on a slowed phone). Only for tests about something else than acting early (what the
 * page shows once it works, a reload's stored state): a visitor does not wait for it, and what
 * they do before it is kept and carried out (e2e/early.spec.ts).
 */
export async function waitForHydration(page: Page, { timeout = 15_000 } = {}) {
  await expect(page.locator('#root'), 'the page hydrates').toHaveAttribute('data-hydrated', '', { timeout });
}

/** The console errors and uncaught page errors, which tests of the happy path expect none of. */
const withConsoleErrors = base.extend<{ consoleErrors: string[] }>({
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

/**
 * The page as a visitor has it: each load returns when the browser has loaded it, and the test acts
 * as soon as a control is visible, hydrated or not, as a person does.
 */
export const test = withConsoleErrors;

/**
 * For tests about something other than acting early: each load (goto, reload, back, forward)
 * returns once the page has hydrated, and fails the test if it never does.
 */
export const testOnHydratedPages = withConsoleErrors.extend({
  page: async ({ page }, use) => {
    for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const load = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        const response = await load(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
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

/** Records every CSP violation the page reports, from its first script on, across its reloads. */
export async function cspViolations(page: Page) {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) seen.push(msg.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return seen;
}

const seenAs = (page: Page, state: DocumentVisibilityState) =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);

/** The page hidden in place: what the browser does when the visitor switches away, closes the tab or leaves. */
export const hide = (page: Page) => seenAs(page, 'hidden');

/** The page shown again: the visitor is back. */
export const show = (page: Page) => seenAs(page, 'visible');

/** Waits until the page has loaded its report code (in its idle time, after it works: start/afterStart.ts). */
export async function reportReady(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('after-start'))),
    )
    .toBe(true);
}
