import { test as base, type Locator, type Page } from '@playwright/test';
import type { SubmissionKind } from '@storefront/types';
import { test, expect } from './fixtures';
import { exportCsv, newVisitor, parseCsv } from './api';

// With JavaScript turned off in the browser (or before the page's script runs), every public form
// in a rendered page is a real form: the browser posts it to the api, which stores it once and
// answers with a page showing the reference, or the form again with each message and what was
// typed. No form's fields ever travel in an address (docs/product.md#forms).

const noScript = base.extend<{ requests: string[] }>({
  context: async ({ browser }, use) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => {
    await use(await context.newPage());
  },
  /** Every URL the browser asks for, navigations and subresources alike. */
  requests: async ({ page }, use) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await use(urls);
  },
});

type Visitor = ReturnType<typeof newVisitor>;

/** The values a visitor types, distinctive enough that finding one in a URL cannot be chance. */
function typed(visitor: Visitor) {
  return {
    first: `Zubeida${visitor.mobile.slice(-4).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`,
    message: `Hoardings near Xylophone Lane ${visitor.mobile}, please.`,
    partnerMessage: `Quokka stationery shop ${visitor.mobile}`,
  };
}

/** Each value, as it could appear in a URL: as typed, and encoded both ways. */
function inAnyUrl(urls: string[], values: string[]): string[] {
  const forms = values.flatMap((v) => [v, encodeURIComponent(v), new URLSearchParams({ v }).toString().slice(2)]);
  return urls.filter((url) => forms.some((f) => url.includes(f)));
}

function rowsWith(kind: SubmissionKind, needle: string): string[][] {
  return parseCsv(exportCsv(kind)).filter((cells) => cells.some((cell) => cell.includes(needle)));
}

const forms: {
  name: string;
  kind: SubmissionKind;
  prefix: string;
  /** The page the form is on, the form's accessible name and its submit button. */
  at: { path: string; form: string; submit: string };
  /** Fills the form with the visitor's details and what they type; returns the values typed. */
  fill: (form: Locator, visitor: Visitor, values: ReturnType<typeof typed>) => Promise<string[]>;
  /** A field to get wrong, its text, and the message the api gives. */
  wrong?: { label: string; exact?: boolean; text: string; message: string };
}[] = [
  {
    name: 'newsletter (footer)',
    kind: 'newsletter',
    prefix: 'NWS',
    at: { path: '/', form: 'Newsletter', submit: 'Subscribe' },
    fill: async (form, visitor) => {
      await form.getByLabel('Email address').fill(visitor.email);
      return [visitor.email];
    },
  },
  {
    name: 'help',
    kind: 'help',
    prefix: 'HLP',
    at: { path: '/help', form: 'Send us your query', submit: 'Submit' },
    fill: async (form, visitor, { first, message }) => {
      await form.getByLabel('First Name').fill(first);
      await form.getByLabel('Last Name').fill('Iyer');
      await form.getByLabel('Contact', { exact: true }).fill(visitor.mobile);
      await form.getByLabel('Email', { exact: true }).fill(visitor.email);
      await form.getByLabel('Query').selectOption('Business Development');
      await form.getByLabel('Message').fill(message);
      return [first, visitor.email, visitor.mobile, message];
    },
    wrong: {
      label: 'Email',
      exact: true,
      text: 'asha-at-example<b>',
      message: 'Enter an email address like name@example.com',
    },
  },
  {
    name: 'partner apply (its page with the form open)',
    kind: 'partner',
    prefix: 'PRT',
    at: { path: '/partners/store', form: 'Apply as Store Partner', submit: 'Submit Application' },
    fill: async (form, visitor, { first, partnerMessage }) => {
      await form.getByLabel('Full Name').fill(`${first} Shah`);
      await form.getByLabel('Email Address').fill(visitor.email);
      await form.getByLabel('Phone Number').fill(visitor.mobile);
      await form.getByLabel('Message (optional)').fill(partnerMessage);
      return [first, visitor.email, visitor.mobile, partnerMessage];
    },
    wrong: {
      label: 'Phone Number',
      text: '12345 Quokka',
      message: 'Enter a ten-digit mobile number starting with 6, 7, 8 or 9',
    },
  },
];

/** A new visitor on the form's page, the form filled in: the visitor, the form and the values typed. */
async function openAndFill(page: Page, { at, fill }: (typeof forms)[number]) {
  const visitor = newVisitor();
  await page.goto(at.path);
  const form = page.getByRole('form', { name: at.form });
  return { visitor, form, values: await fill(form, visitor, typed(visitor)) };
}

noScript.describe('without JavaScript, each public form is sent by the browser and stored once', () => {
  // Each check of the store runs the api's export command (a process of its own).
  noScript.describe.configure({ timeout: 90_000 });
  for (const entry of forms) {
    const { name, kind, prefix, at } = entry;
    noScript(name, async ({ page, requests }) => {
      const { visitor, form, values } = await openAndFill(page, entry);
      await form.getByRole('button', { name: at.submit, exact: true }).click();

      await expect(page).toHaveTitle(/^Thank you/);
      const reference = (await page.locator('.reference').textContent())!;
      expect(reference).toMatch(new RegExp(`^${prefix}-[A-Z0-9]{4,}$`));
      await expect(page.getByRole('status')).toBeVisible();

      const rows = rowsWith(kind, visitor.email);
      expect(rows, `${visitor.email} stored once`).toHaveLength(1);
      expect(rows[0]!.join(' | ')).toContain(reference);

      // The way back leads to the site.
      await page.getByRole('link', { name: 'Back to the site' }).click();
      await expect(page).toHaveURL(
        new RegExp(`^http://localhost:3000${at.path === '/partners/store' ? '/join-us' : at.path}`),
      );
      expect(inAnyUrl(requests, values), 'requests whose URL carries a field').toEqual([]);
    });
  }

  for (const entry of forms) {
    const { name, kind, at, wrong } = entry;
    if (!wrong) continue;
    noScript(`${name}: a wrong field comes back with its message and the text typed`, async ({ page, requests }) => {
      const { visitor, form, values } = await openAndFill(page, entry);
      await form.getByLabel(wrong.label, { exact: wrong.exact ?? false }).fill(wrong.text);
      await form.getByRole('button', { name: at.submit, exact: true }).click();

      await expect(page).toHaveTitle(/^Check the form/);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(wrong.message);
      await expect(alert).toBeFocused();
      const field = page.getByLabel(wrong.label, { exact: wrong.exact ?? false });
      await expect(field).toHaveValue(wrong.text);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // What else was typed is there too.
      await expect(page.getByLabel(kind === 'help' ? 'Message' : 'Message')).toHaveValue(values[values.length - 1]!);
      expect(rowsWith(kind, visitor.email)).toHaveLength(0);

      // Corrected and sent again from the api's page: stored once.
      await field.fill(kind === 'help' ? visitor.email : visitor.mobile);
      await page.getByRole('button', { name: 'Send again' }).click();
      await expect(page).toHaveTitle(/^Thank you/);
      expect(rowsWith(kind, visitor.email)).toHaveLength(1);
      expect(inAnyUrl(requests, [...values, wrong.text]), 'requests whose URL carries a field').toEqual([]);
    });
  }
});

noScript.describe('without JavaScript, the searches go to their results page', () => {
  noScript('the header search loads /search?q=', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search services' }).fill('radio');
    await page.getByRole('searchbox', { name: 'Search services' }).press('Enter');
    await expect(page).toHaveURL('http://localhost:3000/search?q=radio');
  });

  noScript('the careers search loads /careers?q=', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('director');
    await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
    await expect(page).toHaveURL('http://localhost:3000/careers?q=director');
  });
});

test.describe('a search address loaded with JavaScript shows its results once', () => {
  test('/search?q=radio', async ({ page, consoleErrors }) => {
    await page.goto('/search?q=radio');
    await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('radio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(/radio/i).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('/careers?q=director filters the openings', async ({ page, consoleErrors }) => {
    await page.goto('/careers?q=director');
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('director');
    await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ openings$/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
