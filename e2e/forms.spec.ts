import type { Locator, Page } from '@playwright/test';
import { test, expect, fillCheckoutEnquiry, fillHelpQuery, fillJobApplication, HELP_MESSAGE } from './fixtures';
import { apiDown, exportedRow, newVisitor, pointApiAt, startOwnApi } from './api';

/** The reference the api gave, as the page shows it (e.g. HLP-7K3Q9M). */
async function referenceIn(status: Locator, prefix: string): Promise<string> {
  await expect(status).toContainText(new RegExp(`${prefix}-[A-Z0-9]{4,}`));
  return (await status.textContent())!.match(new RegExp(`${prefix}-[A-Z0-9]{4,}`))![0];
}

type Kind = 'newsletter' | 'help' | 'partner' | 'job' | 'enquiry';
/** Opens the form, fills it with the visitor's details and returns the form and the field whose value it keeps. */
type Fill = (
  page: Page,
  visitor: ReturnType<typeof newVisitor>,
) => Promise<{ form: Locator; kept: Locator; keptValue: string }>;

/** A form: its name, kind, reference prefix and submit button, and how to fill it. */
const formCase = (name: string, kind: Kind, prefix: string, submit: string, fill: Fill) => ({
  name,
  kind,
  prefix,
  submit,
  fill,
});

const forms = [
  formCase('newsletter (footer)', 'newsletter', 'NWS', 'Subscribe', async (page, visitor) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Email address').fill(visitor.email);
    return { form, kept: form.getByLabel('Email address'), keptValue: visitor.email };
  }),
  formCase('help', 'help', 'HLP', 'Submit', async (page, visitor) => {
    await page.goto('/help');
    const form = await fillHelpQuery(page, visitor);
    return { form, kept: form.getByLabel('Message'), keptValue: HELP_MESSAGE };
  }),
  formCase('partner apply', 'partner', 'PRT', 'Submit Application', async (page, visitor) => {
    await page.goto('/join-us');
    await page.getByRole('button', { name: 'Join as Store Partner' }).click();
    const form = page.getByRole('dialog', { name: 'Apply Now Store Partner' });
    await form.getByLabel('Full Name').fill(visitor.name);
    await form.getByLabel('Email Address').fill(visitor.email);
    await form.getByLabel('Phone Number').fill(`+91 ${visitor.mobile}`);
    await form.getByLabel('Message (optional)').fill('I have a shop on FC Road, Pune.');
    return { form, kept: form.getByLabel('Full Name'), keptValue: visitor.name };
  }),
  formCase('job apply with CV', 'job', 'JOB', 'Submit', async (page, visitor) => {
    await page.goto('/careers');
    const form = await fillJobApplication(page, visitor);
    return { form, kept: form.getByLabel('Email Address'), keptValue: visitor.email };
  }),
  formCase('checkout enquiry', 'enquiry', 'ENQ', 'Send enquiry', async (page, visitor) => {
    const form = await fillCheckoutEnquiry(page, visitor, 'Mumbai, from 1 December.');
    return { form, kept: form.getByLabel('Name'), keptValue: visitor.name };
  }),
];

test.describe('every form really submits, and the agency finds it in the export', () => {
  for (const { name, kind, prefix, fill, submit } of forms) {
    test(name, async ({ page, consoleErrors }) => {
      const visitor = newVisitor();
      const { form } = await fill(page, visitor);
      await form.getByRole('button', { name: submit, exact: true }).click();
      let row: string | undefined;
      if (kind === 'newsletter') {
        // A subscription needs no reference; the address is the record.
        await expect(form.getByRole('status')).toHaveText('Thanks! You are subscribed to our newsletter.');
        await expect(form.getByLabel('Email address')).toHaveValue('');
        row = exportedRow(kind, visitor.email);
        expect(row, `${visitor.email} in the newsletter export`).toMatch(/^NWS-/);
      } else {
        const status = page.getByRole('status').filter({ hasText: new RegExp(`${prefix}-`) });
        const reference = await referenceIn(status, prefix);
        row = exportedRow(kind, reference);
        expect(row, `${reference} in the ${kind} export`).toContain(visitor.email);
      }
      if (kind === 'job') expect(row).toMatch(/[0-9a-f]{32}\.pdf/); // the stored CV's name, for `export cv`
      if (kind === 'enquiry') {
        expect(row).toContain('Hoarding Campaign (size: Large) × 1');
        expect(row).toContain('150000');
        // Emptied only now that the service has confirmed it.
        await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Enquiry sent' })).toBeVisible();
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('the service is down: every form keeps what was typed and says so', () => {
  for (const { name, fill, submit, kind } of forms) {
    test(name, async ({ page }) => {
      await apiDown(page);
      const visitor = newVisitor();
      const { form, kept, keptValue } = await fill(page, visitor);
      await form.getByRole('button', { name: submit, exact: true }).click();
      await expect(
        page.getByText('We could not reach our server. Check your connection and try again.').first(),
      ).toBeVisible();
      await expect(kept).toHaveValue(keptValue);
      await expect(form.getByRole('button', { name: submit, exact: true })).toBeEnabled();
      if (kind === 'enquiry') await expect(page.getByRole('link', { name: 'Cart, 2 services' })).toBeVisible();
    });
  }

  test('register and log in say an error occurred and keep the dialog open', async ({ page }) => {
    await apiDown(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Login' }).click();
    const form = dialog.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email or mobile number').fill('asha@example.in');
    await form.getByLabel('Password').fill('correct horse battery');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /An error occurred|could not reach/ })).toBeVisible();
    await expect(form.getByLabel('Email or mobile number')).toHaveValue('asha@example.in');
  });

  test('the service stops in the middle of a visit: the next send says so and keeps what was typed', async ({
    page,
  }) => {
    // It starts an api of its own, whose first start creates its database.
    test.setTimeout(90_000);
    const api = await startOwnApi(4100);
    try {
      await pointApiAt(page, api.origin);
      const first = newVisitor('Kiran');
      const help = forms.find((f) => f.kind === 'help')!;
      const { form } = await help.fill(page, first);
      await form.getByRole('button', { name: 'Submit', exact: true }).click();
      await referenceIn(page.getByRole('status').filter({ hasText: /HLP-/ }), 'HLP');

      // The service goes away while the page stays open; the visitor writes again.
      await api.stop();
      await form.getByLabel('First Name').fill('Kiran');
      await form.getByLabel('Last Name').fill('Shah');
      await form.getByLabel('Contact', { exact: true }).fill('98123 45678');
      await form.getByLabel('Email', { exact: true }).fill('kiran@brand.co');
      await form.getByLabel('Query').selectOption('Technology');
      await form.getByLabel('Message').fill('A second question, sent after the server stopped.');
      await form.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(form.getByRole('status')).toContainText(
        'We could not reach our server. Check your connection and try again.',
      );
      await expect(form.getByLabel('Message')).toHaveValue('A second question, sent after the server stopped.');
      await expect(form.getByLabel('Email', { exact: true })).toHaveValue('kiran@brand.co');
    } finally {
      await api.stop();
    }
  });
});
