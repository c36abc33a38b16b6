import { test, expect } from './fixtures';
import { apiDown, exportedRow, newVisitor, pointApiAt, startOwnApi } from './api';
import { forms, referenceIn } from './formCases';

test.describe('every form really submits, and the agency finds it in the export', () => {
  for (const { name, kind, prefix, fill, submit } of forms) {
    test(name, async ({ page, consoleErrors }) => {
      const visitor = newVisitor();
      const { form } = await fill(page, visitor);
      await form.getByRole('button', { name: submit, exact: true }).click();
      let row: string | undefined;
      if (kind === 'newsletter') {
        // A subscription needs no reference; the address is the record.
        await expect(form.getByRole('status')).toHaveText(
          'Thanks! To finish subscribing, open the link in the mail we have sent you.',
        );
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

test.describe('the service is down: every form keeps what was typed, and keeps the form to send later', () => {
  for (const { name, fill, submit, kind } of forms) {
    test(name, async ({ page }) => {
      await apiDown(page);
      const visitor = newVisitor();
      const { form, kept, keptValue } = await fill(page, visitor);
      await form.getByRole('button', { name: submit, exact: true }).click();
      // Sent later from the outbox (offline-forms.spec.ts); the form says so.
      await expect(
        form
          .getByRole('status')
          .filter({ hasText: 'is saved on this phone and will be sent when the connection is back' }),
      ).toBeVisible();
      await expect(kept).toHaveValue(keptValue);
      await expect(form.getByRole('button', { name: 'Saved · Try sending now', exact: true })).toBeEnabled();
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
        'No connection: your query is saved on this phone and will be sent when the connection is back',
      );
      await expect(form.getByLabel('Message')).toHaveValue('A second question, sent after the server stopped.');
      await expect(form.getByLabel('Email', { exact: true })).toHaveValue('kiran@brand.co');
    } finally {
      await api.stop();
    }
  });
});
