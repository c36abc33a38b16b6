import type { Page } from '@playwright/test';
// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect } from './fixtures';
import { API } from '@storefront/site/apps';
import { account, exportedRow, newVisitor } from './api';
import { mailsTo } from './mailbox';

type Visitor = ReturnType<typeof newVisitor>;

async function openAuth(page: Page, tab: 'Register' | 'Login') {
  await page.getByRole('button', { name: 'Account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

async function register(page: Page, visitor: Visitor) {
  const dialog = await openAuth(page, 'Register');
  const form = dialog.getByRole('form', { name: 'Register' });
  await form.getByLabel('Name', { exact: true }).fill(visitor.name);
  await form.getByLabel('Email', { exact: true }).fill(visitor.email);
  await form.getByLabel('Password', { exact: true }).fill(visitor.password);
  await form.getByLabel('Phone number').fill(visitor.mobile);
  await form.getByLabel('City name').fill(visitor.city);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create account' }).click();
  return dialog;
}

async function logIn(page: Page, id: string, password: string) {
  const dialog = await openAuth(page, 'Login');
  const form = dialog.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email or mobile number').fill(id);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  // The previous log-out's notification may still be on its way out: look for a live one.
  await expect(
    page.getByRole('alert').filter({ hasText: 'You are logged out.' }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test.describe('accounts', () => {
  test('register, log out, log in by email and by mobile; the account is in the export', async ({
    page,
    consoleErrors,
  }) => {
    const visitor = newVisitor();
    await page.goto('/');
    const dialog = await register(page, visitor);

    await expect(page.getByText(`Account created! Welcome, ${visitor.name}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Hi, ${visitor.first}`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{40,}$/);

    // The session survives a reload.
    await page.reload();
    await expect(page.getByText(`Hi, ${visitor.first}`)).toBeVisible();

    await logOut(page);
    await logIn(page, visitor.email, visitor.password);
    await expect(page.getByText(`Welcome back, ${visitor.name}!`)).toBeVisible();
    await expect(page.getByText(`Hi, ${visitor.first}`)).toBeVisible();

    await logOut(page);
    // The mobile number as people write it: with +91 and spaces.
    await logIn(page, `+91 ${visitor.mobile.slice(0, 5)} ${visitor.mobile.slice(5)}`, visitor.password);
    await expect(page.getByText(`Hi, ${visitor.first}`)).toBeVisible();

    const row = exportedRow('accounts', visitor.email);
    expect(row).toContain(visitor.mobile);
    expect(row).toContain(visitor.city);
    // The consent box also asked for the newsletter: the address waits for its confirmation.
    expect(exportedRow('newsletter', visitor.email)).toContain('waiting for confirmation');
    expect(consoleErrors).toEqual([]);
  });

  test('a wrong password gets the one generic message and keeps what was typed', async ({ page }) => {
    const visitor = newVisitor('Ravi');
    await page.goto('/');
    await register(page, visitor);
    await expect(page.getByText(`Hi, ${visitor.first}`)).toBeVisible();
    await logOut(page);

    const dialog = await logIn(page, visitor.email, 'not the password');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Email, mobile number or password is incorrect' }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email or mobile number')).toHaveValue(visitor.email);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('registering an email twice says so, beside the field', async ({ page }) => {
    const visitor = newVisitor('Meera');
    await page.goto('/');
    await register(page, visitor);
    await expect(page.getByText(`Hi, ${visitor.first}`)).toBeVisible();
    await logOut(page);

    const dialog = await register(page, { ...visitor, mobile: newVisitor().mobile });
    await expect(dialog.getByText('An account with this email already exists. Log in instead.').first()).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(visitor.name);
  });

  test('a stale token is dropped quietly', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', 'revoked-or-made-up-token-000000000000000000000');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The browser logs the api's 401 reply itself; the site logs nothing of its own.
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
  });
});

test('sign-up sends a mail to confirm the address; its link confirms it, once the button is pressed', async ({
  page,
  request,
  consoleErrors,
}) => {
  const visitor = await account(request, 'visitor', 'Farah');
  const [mail] = await mailsTo(visitor.email, /^Confirm your email address for your Brandwala Media account$/);
  const link = /(http\S+\/account\/confirm#token=[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  expect(link, mail?.text).toBeTruthy();
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/account\/confirm$/);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you! Your email address is confirmed.');
  const me = await request.get(`${API.origin}/api/auth/me`, { headers: { authorization: `Bearer ${visitor.token}` } });
  expect(((await me.json()) as { user: { emailConfirmed: boolean } }).user.emailConfirmed).toBe(true);
  expect(consoleErrors).toEqual([]);
});
