import type { APIRequestContext, Page } from '@playwright/test';
// Each page load waits until the page works: these tests are about what My account shows, not
// about acting early (e2e/early.spec.ts does that as a visitor does).
import { testOnHydratedPages as test, expect, fillHelpQuery } from './fixtures';
import { API } from '@storefront/site/apps';
import { ACCOUNT_PAGES, STAFF_ENDPOINTS, staffPath, type InboxReply } from '@storefront/types/forms';
import { account, exportedRow } from './api';
import { referenceIn } from './formCases';

/** A signed-in visitor's browser: the session its sign-up gave, stored as the site stores it. */
async function signedIn(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}

/**
 * A staff member answers the item of `reference`, sent from `email` (the inbox's search looks at
 * senders, not references). The inbox's own test answers through its pages.
 */
async function staffReply(request: APIRequestContext, sent: { reference: string; email: string }, message: string) {
  const { reference, email } = sent;
  const staff = await account(request, 'staff', 'Kabir');
  const headers = { authorization: `Bearer ${staff.token}` };
  const inbox = (await (
    await request.get(`${API.origin}${STAFF_ENDPOINTS.inbox.path}?q=${encodeURIComponent(email)}`, { headers })
  ).json()) as InboxReply;
  const item = inbox.items.find((line) => line.reference === reference);
  expect(item, `${reference} in the inbox`).toBeDefined();
  const replied = await request.post(`${API.origin}${staffPath('reply', item!.id)}`, { headers, data: { message } });
  expect(replied.status(), await replied.text()).toBe(200);
}

test.describe('my account', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('on a phone: a help query sent signed in shows in My account, then the staff’s reply once sent', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const visitor = await account(request, 'visitor', 'Asha');
    await signedIn(page, visitor.token);
    await page.goto('/help');
    const sentFrom = `work.${visitor.email}`;
    const form = await fillHelpQuery(page, { ...visitor, email: sentFrom });
    await form.getByRole('button', { name: 'Submit' }).click();
    const reference = await referenceIn(page.getByRole('status').filter({ hasText: /HLP-/ }), 'HLP');

    // The menu holds My account on a narrow phone.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(ACCOUNT_PAGES.account);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(main.getByText(visitor.email, { exact: true })).toBeVisible();
    const item = main.getByRole('listitem').filter({ hasText: reference });
    await expect(item.getByRole('heading')).toHaveText(`Help query ${reference}`);
    await expect(item).toContainText('Received');

    const message = `Namaste ${visitor.first}, we will call you tomorrow at 11 about your Diwali launch.`;
    await staffReply(request, { reference, email: sentFrom }, message);
    await page.reload();
    await expect(item).toContainText('Answered');
    await expect(item.locator('blockquote')).toHaveText(message);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(consoleErrors).toEqual([]);
  });

  test('the newsletter switch and another mail to confirm the address, with a keyboard', async ({ page, request }) => {
    const visitor = await account(request, 'visitor', 'Ravi');
    await signedIn(page, visitor.token);
    await page.goto(ACCOUNT_PAGES.account);
    const main = page.getByRole('main');
    const toggle = main.getByRole('switch', { name: 'Send me the Brandwala Media newsletter' });
    await expect(toggle).not.toBeChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await expect(main.getByText('To finish subscribing, open the link in the mail we have sent you.')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(toggle).not.toBeChecked();

    await main.getByRole('button', { name: 'Send the mail again' }).click();
    await expect(main.getByText(`A new link to confirm your address is on its way to ${visitor.email}.`)).toBeVisible();
  });

  test('delete my account: a wrong password keeps it; the right one erases it and signs out', async ({
    page,
    request,
  }) => {
    const visitor = await account(request, 'visitor', 'Zoya');
    await signedIn(page, visitor.token);
    await page.goto(ACCOUNT_PAGES.account);
    const main = page.getByRole('main');
    const password = main.getByLabel('Your password');
    const del = main.getByRole('button', { name: 'Delete my account' });
    await password.fill('not my password');
    await del.click();
    await expect(main.getByText('That is not your password: your account is as it was.')).toBeVisible();
    await expect(password).toBeFocused();
    await expect(password).toHaveValue('not my password');

    await password.fill(visitor.password);
    await del.click();
    await expect(main.getByText(/^Your account is deleted, and so is what you sent us/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const login = await request.post(`${API.origin}/api/auth/login`, {
      data: { email: visitor.email, password: visitor.password },
    });
    expect(login.status()).toBe(401);
    expect(exportedRow('accounts', visitor.email)).toBeUndefined();
  });
});
