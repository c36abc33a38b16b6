import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect, fillCheckoutEnquiry, fillJobApplication, PDF_CV } from './fixtures';
import { account, logInFromInbox, newVisitor, parseCsv, staffCommand } from './api';
import { API } from '@storefront/site/apps';

type Visitor = ReturnType<typeof newVisitor>;
const MARKUP = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';

/** The reference the page showed after a form was sent. */
async function sentReference(page: Page, prefix: string): Promise<string> {
  const status = page.getByRole('status').filter({ hasText: new RegExp(`${prefix}-[A-Z0-9]{4,}`) });
  await expect(status).toBeVisible();
  return (await status.textContent())!.match(new RegExp(`${prefix}-[A-Z0-9]{4,}`))![0];
}

async function applyForJob(page: Page, visitor: Visitor): Promise<string> {
  await page.goto('/careers');
  const form = await fillJobApplication(page, visitor, 'Iyer');
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  return sentReference(page, 'JOB');
}

async function sendEnquiry(page: Page, visitor: Visitor, message: string): Promise<string> {
  const form = await fillCheckoutEnquiry(page, visitor, message);
  await form.getByRole('button', { name: 'Send enquiry', exact: true }).click();
  return sentReference(page, 'ENQ');
}

/** The inbox's rows, each as its cells' text. */
const rowsOf = (page: Page) => page.getByRole('table').getByRole('row');

test('done when: an enquiry and an application reach the inbox, staff answer, the admin reads the audit', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const applicant = newVisitor('Vikram');
  const client = newVisitor('Asha');
  const staff = await account(request, 'staff');
  const admin = await account(request, 'admin', 'Ravi');

  // A visitor applies for a job with a CV, then another sends an enquiry from the checkout.
  const job = await applyForJob(page, applicant);
  const enquiry = await sendEnquiry(page, client, `${MARKUP} Mumbai, from 1 December.`);
  await page.evaluate(() => localStorage.clear());

  // A staff member logs in from the inbox's prompt and sees the enquiry first, as new.
  await page.goto('/inbox');
  await expect(page.getByRole('main')).toContainText('Log in with your staff account');
  await logInFromInbox(page, staff);
  const row = rowsOf(page).filter({ hasText: enquiry });
  await expect(row).toContainText(/Enquiry.*Asha Rao.*New/);
  // Newest first: anything listed above it arrived no earlier (other tests send forms meanwhile).
  const times = await page
    .getByRole('table')
    .locator('tbody time')
    .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
  expect(times).toEqual([...times].sort().reverse());
  await expect(
    page.getByRole('list', { name: 'Kinds' }).getByRole('link', { name: /^Enquiries \(\d+ new\)$/ }),
  ).toBeVisible();

  // Its page: every field as text (markup included), the lines and the sub total in rupees.
  await row.getByRole('link', { name: enquiry }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Enquiry ${enquiry}`);
  await expect(page.getByRole('region', { name: 'What was sent' })).toContainText(`${MARKUP} Mumbai, from 1 December.`);
  await expect(page.getByRole('region', { name: 'Services asked about' })).toContainText(
    'Hoarding Campaignsize: Large1₹1,20,000₹1,20,000',
  );
  await expect(page.getByRole('region', { name: 'Services asked about' })).toContainText('Sub total₹1,50,000');
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // The application's CV, downloaded with its stored type and a safe name.
  await page.goto(`/inbox?kind=job&q=${encodeURIComponent(applicant.email)}`);
  await rowsOf(page).getByRole('link', { name: job }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${job}-asha-cv\\.pdf$`));
  expect(readFileSync(await download.path())).toEqual(PDF_CV.buffer);

  // The enquiry answered, with a note; the page shows who and when.
  await page.goto('/inbox?kind=enquiry');
  await rowsOf(page).getByRole('link', { name: enquiry }).click();
  await page.getByLabel('Change status to').selectOption('answered');
  await page.getByLabel('Note (optional)').fill('Quoted by phone; <b>call back</b> Monday.');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${enquiry} is now answered.` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText(
    `Answered, by ${staff.name} (${staff.email})`,
  );
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText(
    'Note: Quoted by phone; <b>call back</b> Monday.',
  );
  await page.reload();
  await expect(page.getByRole('main')).toContainText('Status: Answered');

  // The admin reads both actions in the audit record.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/inbox/audit');
  await logInFromInbox(adminPage, admin);
  const audit = adminPage.getByRole('region', { name: 'Audit record' });
  await expect(audit.getByRole('row').filter({ hasText: `Enquiry ${enquiry}` })).toContainText(
    new RegExp(`${staff.name}.*Set the status to Answered.*Quoted by phone`),
  );
  await expect(audit.getByRole('row').filter({ hasText: `Job application ${job}` })).toContainText(
    new RegExp(`${staff.name}.*Downloaded the CV`),
  );
  await adminContext.close();
  expect(consoleErrors).toEqual([]);
});

test('a visitor is asked to log in; a visitor’s account reads that the page is for staff', async ({
  page,
  request,
}) => {
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  await expect(page.getByRole('main')).not.toContainText('Export CSV');
  await logInFromInbox(page, await account(request, 'visitor', 'Kiran'));
  await expect(page.getByRole('main')).toContainText('This page is for the agency’s staff.');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a staff member whose role is taken away mid-visit is back at the log-in prompt', async ({ page, request }) => {
  const staff = await account(request, 'staff', 'Dev');
  await page.goto('/inbox');
  await logInFromInbox(page, staff);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  staffCommand('remove', staff.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the filter lives in the address: a reload keeps it, and the CSV exports it', async ({ page, request }) => {
  const applicant = newVisitor('Nila');
  const job = await applyForJob(page, applicant);
  const staff = await account(request, 'staff', 'Lata');
  await page.goto('/inbox');
  await logInFromInbox(page, staff);
  await page.getByLabel('Kind', { exact: true }).selectOption('job');
  await page.getByLabel('Name, email or phone').fill(applicant.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(`/inbox?kind=job&q=${encodeURIComponent(applicant.email)}`);
  await page.reload();
  await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('job');
  await expect(rowsOf(page)).toHaveCount(2); // the header and the one application
  await expect(rowsOf(page).nth(1)).toContainText(job);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await downloading;
  expect(csv.suggestedFilename()).toMatch(/^inbox-job-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await csv.path(), 'utf8');
  expect(text).toContain(job);
  expect(text.trim().split('\n')).toHaveLength(2);
});

test('the page’s CSV guards formulas as the export command does', async ({ page, request }) => {
  const client = newVisitor('Zoya');
  const formula = '=HYPERLINK("http://evil.example","Click")';
  const sent = await request.post(`${API.origin}/api/enquiries`, {
    data: {
      name: client.name,
      email: client.email,
      phone: client.mobile,
      message: formula,
      lines: [{ id: 'reel-shoot', name: 'Reel Shoot', price: 15000, quantity: 1 }],
      subtotal: 15000,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.goto(`/inbox?kind=enquiry&q=${encodeURIComponent(client.email)}`);
  await logInFromInbox(page, await account(request, 'staff', 'Gita'));
  await expect(rowsOf(page)).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const records = parseCsv(readFileSync(await (await downloading).path(), 'utf8'));
  expect(records).toHaveLength(2);
  expect(records[1]).toContain(`'${formula}`);
  expect(records[1]).not.toContain(formula);
});

test('on a 390 px phone the inbox fits the screen; its table scrolls in its own box', async ({ page, request }) => {
  // At least one item to list, whatever ran before.
  const sent = await request.post(`${API.origin}/api/newsletter`, { data: { email: newVisitor('Tara').email } });
  expect(sent.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inbox');
  await logInFromInbox(page, await account(request, 'staff', 'Uma'));
  const list = page.getByRole('region', { name: 'Items received' });
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // The box takes the keyboard's arrows: it is focusable.
  await list.focus();
  await expect(list).toBeFocused();
});
