// Each page load waits until the page works: these tests are about the newsletter's mails and
// pages, not about acting early (e2e/early.spec.ts does that as a visitor does).
import { testOnHydratedPages as test, expect } from './fixtures';
import { API } from '@storefront/site/apps';
import { exportCsv, newVisitor, parseCsv } from './api';
import { mailsTo, sentHeader, type CaughtMail } from './mailbox';

const CONFIRMATION = /^Confirm your subscription to the Brandwala Media newsletter$/;
const WELCOME = /^You are on the Brandwala Media newsletter list$/;
const ASKED = 'Thanks! To finish subscribing, open the link in the mail we have sent you.';
const CONFIRMED = 'Thank you! Your address is on our newsletter list.';
const LEFT = 'You have left our newsletter: nothing more will be sent to this address.';

/** A newsletter page's link in a mail, and the code it prints for a page without JavaScript. */
function linkIn(mail: CaughtMail | undefined, page: 'confirm' | 'leave') {
  const found = new RegExp(`(http\\S+/newsletter/${page}#token=([A-Za-z0-9_-]{43}))`).exec(mail?.text ?? '');
  if (!found?.[1] || !found[2]) throw new Error(`no ${page} link in ${mail?.text}`);
  return { link: found[1], code: found[2] };
}

/** Where the agency's export says the address is with the list. */
function listOf(email: string): string | undefined {
  const [header = [], ...rows] = parseCsv(exportCsv('newsletter'));
  return rows.find((cells) => cells.includes(email))?.[header.indexOf('List')];
}

test('subscribe in the footer, confirm from the mail, leave from the welcome mail', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const visitor = newVisitor('Meena');
  await page.goto('/');
  const box = page.getByRole('form', { name: 'Newsletter' });
  await box.getByLabel('Email address').fill(visitor.email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toHaveText(ASKED);
  expect(listOf(visitor.email)).toBe('waiting for confirmation');

  // The mail's link: the page takes the token out of the address, and waits for the button.
  const [confirmation] = await mailsTo(visitor.email, CONFIRMATION);
  await page.goto(linkIn(confirmation, 'confirm').link);
  await expect(page).toHaveURL(/\/newsletter\/confirm$/);
  expect(listOf(visitor.email)).toBe('waiting for confirmation');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(CONFIRMED);
  expect(listOf(visitor.email)).toBe('on the list (confirmed)');

  // The welcome mail says how to leave, in its text and to the mail program.
  const [welcome] = await mailsTo(visitor.email, WELCOME);
  expect(await sentHeader(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  await page.goto(linkIn(welcome, 'leave').link);
  await expect(page).toHaveURL(/\/newsletter\/leave$/);
  await page.getByRole('button', { name: 'Leave the newsletter' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(LEFT);
  expect(listOf(visitor.email)).toBe('left the list');

  // Back again: it starts over with a new confirmation.
  await page.goto('/');
  await box.getByLabel('Email address').fill(visitor.email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toHaveText(ASKED);
  await mailsTo(visitor.email, CONFIRMATION, 2);
  expect(listOf(visitor.email)).toBe('waiting for confirmation');
  expect(consoleErrors).toEqual([]);
});

test("a mail program's Unsubscribe (RFC 8058 one-click) takes the address off, with no log-in", async ({ request }) => {
  const visitor = newVisitor('Kiran');
  const asked = await request.post(`${API.origin}/api/newsletter`, { data: { email: visitor.email } });
  expect(asked.status()).toBe(201);
  const [confirmation] = await mailsTo(visitor.email, CONFIRMATION);
  const listUnsubscribe = await sentHeader(confirmation, 'List-Unsubscribe');
  const oneClick = /<(https?:[^>]+)>/.exec(listUnsubscribe)?.[1] ?? '';
  expect(oneClick).toMatch(new RegExp(`^${API.origin}/api/newsletter/leave\\?token=`));
  expect(listUnsubscribe).toContain('<mailto:');

  // As a mail provider's server posts it: a form body, no Origin, no cookie, no token of a session.
  const left = await request.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(left.status()).toBe(200);
  expect(listOf(visitor.email)).toBe('left the list');
});

test('without JavaScript: the pages ask for the code from the mail, and the api answers with a page', async ({
  browser,
}) => {
  const visitor = newVisitor('Ravi');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const box = page.getByRole('form', { name: 'Newsletter' });
  await box.getByLabel('Email address').fill(visitor.email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status')).toContainText(ASKED);

  const [confirmation] = await mailsTo(visitor.email, CONFIRMATION);
  const { link, code } = linkIn(confirmation, 'confirm');
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Confirm your subscription' });
  await form.getByLabel('Code from the mail').fill(code);
  await form.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText(CONFIRMED);
  expect(listOf(visitor.email)).toBe('on the list (confirmed)');
  await context.close();
});
