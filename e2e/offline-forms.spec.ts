import { API } from '@storefront/site/apps';
import type { Page } from '@playwright/test';
import { test, expect, fillHelpQuery, HELP_MESSAGE, PDF_CV } from './fixtures';
import { exportCv, exportedRows, newVisitor } from './api';
import { forms, type Kind } from './formCases';

/**
 * A dropped network loses nothing (docs/product.md#sent-later-the-form-outbox): a form sent offline
 * is kept on the phone, sent once the connection is back, and its reference shown on whatever page
 * the visitor is; the api stores it once, even when a reply was lost on the way.
 */

/** What the notification calls each form. */
const WHAT: Record<Kind, string> = {
  newsletter: 'newsletter subscription',
  help: 'help query',
  partner: 'partner application',
  job: 'job application',
  enquiry: 'enquiry',
};
const PREFIX: Record<Kind, string> = { newsletter: 'NWS', help: 'HLP', partner: 'PRT', job: 'JOB', enquiry: 'ENQ' };

const KEPT = 'is saved on this phone and will be sent when the connection is back';

/**
 * Waits until the page has the outbox's code: it arrives once the page works, and a form sent
 * offline before then can only say the api could not be reached.
 */
async function outboxReady(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/outbox\.[0-9a-f]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
}

/** The notification of a form sent later; gives the reference it shows. */
async function sentLater(page: Page, kind: Kind): Promise<string> {
  const pattern = new RegExp(`Your ${WHAT[kind]} was sent\\. Your reference is (${PREFIX[kind]}-[A-Z0-9]{4,})\\.`);
  const toast = page.getByRole('alert').filter({ hasText: pattern });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  return pattern.exec((await toast.textContent()) ?? '')![1]!;
}

/** The api stored the visitor's form once, under the reference they were shown; gives its row. */
function storedOnce(kind: Kind, email: string, reference: string): string {
  const rows = exportedRows(kind, email);
  expect(rows, `${email} stored once`).toHaveLength(1);
  expect(rows[0]).toContain(reference);
  return rows[0]!;
}

test.describe('a form sent offline is kept, and sent once the connection is back', () => {
  for (const { name, kind, fill, submit } of forms) {
    test(name, async ({ page, context }) => {
      const visitor = newVisitor();
      const { form, kept, keptValue } = await fill(page, visitor);
      await outboxReady(page);

      await context.setOffline(true);
      await form.getByRole('button', { name: submit, exact: true }).click();
      await expect(form.getByRole('status').filter({ hasText: KEPT })).toBeVisible();
      await expect(kept).toHaveValue(keptValue);
      // Tapped again, still offline: the same form, still kept once.
      await form.getByRole('button', { name: 'Saved · Try sending now', exact: true }).click();
      await expect(form.getByRole('status').filter({ hasText: KEPT })).toBeVisible();

      await context.setOffline(false);
      const row = storedOnce(kind, visitor.email, await sentLater(page, kind));
      if (kind === 'job') {
        const stored = /[0-9a-f]{32}\.pdf/.exec(row)?.[0];
        expect(stored, 'the stored CV').toBeTruthy();
        expect(exportCv(stored!).equals(PDF_CV.buffer), 'the CV byte for byte').toBe(true);
      }
      if (kind === 'enquiry') {
        // Sent while the visitor is on the checkout: the cart is emptied now.
        await expect(page.getByRole('heading', { name: 'Enquiry sent' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
      }
    });
  }
});

test('the network drops before the page has started its sending: the form kept is still sent once back online', async ({
  page,
  context,
}) => {
  // What runs once the page works (the outbox's sender among it) loads in idle time; on a busy
  // phone the network can drop first. Its request fails here as it would then.
  const afterStart = '**/after-start.*.js';
  await page.route(afterStart, (route) => route.abort('internetdisconnected'));
  const failed = page.waitForEvent('requestfailed', (request) => /\/after-start\.[0-9a-f]+\.js$/.test(request.url()));
  const newsletter = forms.find((f) => f.kind === 'newsletter')!;
  const visitor = newVisitor();
  const { form } = await newsletter.fill(page, visitor);
  await outboxReady(page);
  await failed;

  await context.setOffline(true);
  await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(form.getByRole('status').filter({ hasText: KEPT })).toBeVisible();

  await page.unroute(afterStart);
  await context.setOffline(false);
  storedOnce('newsletter', visitor.email, await sentLater(page, 'newsletter'));
});

test('a reply lost after the api stored the form: sent again, still stored once, with the first reference', async ({
  page,
}) => {
  const help = forms.find((f) => f.kind === 'help')!;
  const visitor = newVisitor('Kiran');
  const { form } = await help.fill(page, visitor);
  await outboxReady(page);
  // The request reaches the api, which stores it; its answer never reaches the phone.
  let reached = 0;
  await page.route(`${API.origin}/api/help`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fetch();
    reached += 1;
    await route.abort('connectionreset');
  });
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(form.getByRole('status').filter({ hasText: KEPT })).toBeVisible();
  expect(reached).toBe(1);
  expect(exportedRows('help', visitor.email)).toHaveLength(1);

  // The answer gets through again: the visitor taps the button, the same key goes.
  await page.unroute(`${API.origin}/api/help`);
  await form.getByRole('button', { name: 'Saved · Try sending now', exact: true }).click();
  const status = form.getByRole('status').filter({ hasText: /HLP-[A-Z0-9]{4,}/ });
  await expect(status).toBeVisible();
  const shown = /HLP-[A-Z0-9]{4,}/.exec((await status.textContent()) ?? '')![0];
  const rows = exportedRows('help', visitor.email);
  expect(rows, 'one stored help query').toHaveLength(1);
  expect(rows[0], 'the reference of the first, stored, send').toContain(shown);
  // Nothing is left to send: the next start tells nothing more.
  await page.reload();
  await outboxReady(page);
  await page.waitForTimeout(500);
  await expect(page.getByRole('alert').filter({ hasText: 'was sent' })).toHaveCount(0);
  expect(exportedRows('help', visitor.email)).toHaveLength(1);
});

test('without Background Sync the outbox goes when the browser is back online, and at the next start', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    delete (window as { SyncManager?: unknown }).SyncManager;
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
  });
  const help = forms.find((f) => f.kind === 'help')!;
  const first = newVisitor('Meera');
  const { form } = await help.fill(page, first);
  await outboxReady(page);
  expect(await page.evaluate(() => 'SyncManager' in window || 'sync' in ServiceWorkerRegistration.prototype)).toBe(
    false,
  );

  // Back online: sent on the browser's `online` event.
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(form.getByRole('status').filter({ hasText: KEPT })).toBeVisible();
  await context.setOffline(false);
  const reference = await sentLater(page, 'help');
  expect(exportedRows('help', first.email)).toEqual([expect.stringContaining(reference)]);

  // Kept again, and still not reached once back online (the api does not answer): it waits for
  // the next start.
  const second = newVisitor('Ravi');
  await form.getByLabel('First Name').fill(second.first);
  await form.getByLabel('Email', { exact: true }).fill(second.email);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(form.getByRole('status').filter({ hasText: KEPT })).toBeVisible();
  let tried = 0;
  await page.route(`${API.origin}/api/help`, (route) => {
    if (route.request().method() === 'POST') tried += 1;
    return route.abort('connectionrefused');
  });
  await context.setOffline(false);
  await expect.poll(() => tried, { message: 'sent again once back online' }).toBeGreaterThan(0);
  expect(exportedRows('help', second.email)).toEqual([]);

  await page.unroute(`${API.origin}/api/help`);
  await page.reload();
  const later = await sentLater(page, 'help');
  expect(exportedRows('help', second.email)).toEqual([expect.stringContaining(later)]);
});

test('a form sent before the page works, when the api cannot be reached, is kept and sent once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const visitor = newVisitor();
  // The visitor acts before the page works: the host's code is held back until the page has kept
  // the submit (as in e2e/early.spec.ts); the api cannot be reached meanwhile.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.route(`${API.origin}/**`, (route) => route.abort('internetdisconnected'));
  await page.goto('/help', { waitUntil: 'commit' });
  const form = await fillHelpQuery(page, visitor);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toHaveAttribute('aria-busy', 'true');
  release();

  // Once the page works, the early submit goes through the same path as any: kept on the phone.
  await expect(form.getByRole('status').filter({ hasText: KEPT })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel('Message')).toHaveValue(HELP_MESSAGE);

  // The connection comes back (the browser says so): sent, once, and its reference shown.
  await page.unroute(`${API.origin}/**`);
  await context.setOffline(true);
  await context.setOffline(false);
  storedOnce('help', visitor.email, await sentLater(page, 'help'));
});
