import type { Page } from '@playwright/test';
// Each page load waits until the page works: these tests are about the reset by mail, not about
// acting early (e2e/early.spec.ts does that as a visitor does).
import { testOnHydratedPages as test, expect } from './fixtures';
import { API } from '@storefront/site/apps';
import { account } from './api';
import { mailsTo } from './mailbox';

const NEW_PASSWORD = 'a brand new secret';
const SUBJECT = /^Set a new password for your Brandwala Media account$/;
const LINK = /(http\S+\/reset-password#token=([A-Za-z0-9_-]{43}))/;

/** The link, and its code, of the newest reset mail to `address`, once `count` have come. */
async function resetLink(address: string, count = 1) {
  const mails = await mailsTo(address, SUBJECT, count);
  const found = LINK.exec(mails.at(-1)?.text ?? '');
  if (!found?.[1] || !found[2]) throw new Error(`no reset link in ${mails.at(-1)?.text}`);
  return { link: found[1], code: found[2] };
}

async function logInDialog(page: Page, id: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Login' }).click();
  const form = dialog.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email or mobile number').fill(id);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

const setPassword = async (page: Page, password = NEW_PASSWORD) => {
  const form = page.getByRole('form', { name: 'Set a new password' });
  await form.getByLabel('New password', { exact: true }).fill(password);
  await form.getByLabel('New password again').fill(password);
  await form.getByRole('button', { name: 'Set the password' }).click();
};

test('forgot password: the link by mail sets a new password once, logs the visitor in and ends the old password', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const visitor = await account(request, 'visitor', 'Nisha');
  await page.goto('/');

  // Log in, Forgot password?, by the mobile number: the mail goes to the account's address.
  const dialog = page.getByRole('dialog');
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await dialog.getByRole('tab', { name: 'Login' }).click();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = dialog.getByRole('form', { name: 'Forgot password' });
  await forgot.getByLabel('Email or mobile number').fill(`+91 ${visitor.mobile}`);
  await forgot.getByRole('button', { name: 'Send the link' }).click();
  await expect(forgot.getByRole('status')).toHaveText(
    'If an account uses this address, a link to set a new password is on its way.',
  );
  const { link } = await resetLink(visitor.email);
  await page.keyboard.press('Escape');

  // The link's page: the token leaves the address at once.
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password$/);
  // Two different passwords: said beside the field, nothing sent.
  const form = page.getByRole('form', { name: 'Set a new password' });
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('New password again').fill('not the same one');
  await form.getByRole('button', { name: 'Set the password' }).click();
  await expect(form.getByLabel('New password again')).toHaveAccessibleDescription(
    'The two passwords differ: type the same one twice',
  );
  await setPassword(page);
  await expect(page.getByRole('status').filter({ hasText: 'Your new password is set' })).toHaveText(
    'Your new password is set. You are logged in.',
  );
  await expect(page.getByText(`Hi, ${visitor.first}`)).toBeVisible();

  // The old password is refused, the new one works.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
  const login = await logInDialog(page, visitor.email, visitor.password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Email, mobile number or password is incorrect' }),
  ).toBeVisible();
  await login.getByRole('form', { name: 'Login' }).getByLabel('Password').fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Hi, ${visitor.first}`)).toBeVisible();

  // The same link again (in this tab, where only the fragment changes): refused, with the way to a new one.
  await page.goto(link);
  await setPassword(page, 'yet another secret');
  const refused = page.getByRole('form', { name: 'Set a new password' }).getByRole('alert');
  await expect(refused).toContainText(
    'This link has already been used. Ask for a new one from Log in, Forgot password?',
  );
  await refused.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // What the browser and the dialog log of the refused log-in and the used link, and nothing else.
  expect(consoleErrors.filter((e) => !/status of 40[01]|login failed/.test(e))).toEqual([]);
});

test('the reset page without JavaScript: the code from the mail, then a page from the api', async ({
  browser,
  request,
}) => {
  const visitor = await account(request, 'visitor', 'Ravi');
  const asked = await request.post(`${API.origin}/api/auth/forgot`, { data: { email: visitor.email } });
  expect(asked.status()).toBe(202);
  const { link, code } = await resetLink(visitor.email);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Set a new password' });
  await form.getByLabel('Code from the mail').fill(code);
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('New password again').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your new password is set');
  await expect(page.getByRole('status')).toHaveText('Your new password is set. Log in with it on the site.');
  await context.close();

  const login = await request.post(`${API.origin}/api/auth/login`, {
    data: { email: visitor.email, password: NEW_PASSWORD },
  });
  expect(login.status()).toBe(200);
});
