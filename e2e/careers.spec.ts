import { test, expect } from './fixtures';
import { apiDown, noOutbox } from './api';
import type { Page } from '@playwright/test';

const openings = (page: Page) =>
  page.getByRole('region', { name: 'Current Openings' }).getByRole('heading', { level: 3 });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search jobs' });

const PDF = { name: 'asha-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% a small CV\n') };

test.describe('careers: search and filters', () => {
  test('lists the openings and the sections around them', async ({ page, consoleErrors }) => {
    await page.goto('/careers');
    await expect(openings(page)).toHaveText([
      'Creative Director',
      'Social Media Manager',
      'Copywriter',
      'Art Director',
      'Account Manager',
      'Media Planner',
      'Opportunity',
    ]);
    await expect(page.getByRole('heading', { name: 'Why Work With Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Benefits & Perks' })).toBeVisible();
    await expect(page).toHaveTitle('Careers | Brandwala Media');
    expect(consoleErrors).toEqual([]);
  });

  test('search matches title, department and location, and survives a reload', async ({ page, consoleErrors }) => {
    await page.goto('/careers');
    await search(page).fill('MUMBAI');
    await expect(openings(page)).toHaveText(['Creative Director', 'Art Director']);
    await expect(page).toHaveURL('/careers?q=MUMBAI');
    await search(page).fill('creative');
    await expect(openings(page)).toHaveText(['Creative Director', 'Copywriter']);
    await expect(page.getByText('Showing 2 of 7 openings')).toBeVisible();

    await page.reload();
    await expect(search(page)).toHaveValue('creative');
    await expect(openings(page)).toHaveText(['Creative Director', 'Copywriter']);
    expect(consoleErrors).toEqual([]);
  });

  test('a search without matches says so and can be cleared', async ({ page }) => {
    await page.goto('/careers');
    await search(page).fill('astronaut');
    await expect(page.getByText('No positions found for "astronaut"')).toBeVisible();
    await expect(openings(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all openings' }).click();
    await expect(openings(page)).toHaveCount(7);
    await expect(page).toHaveURL('/careers');
    await expect(search(page)).toHaveValue('');
  });

  test('filters by type, combine with the search, and the URL keeps both', async ({ page }) => {
    await page.goto('/careers');
    const partTime = page.getByRole('button', { name: 'Part-time' });
    await partTime.click();
    await expect(partTime).toHaveAttribute('aria-pressed', 'true');
    await expect(openings(page)).toHaveText(['Social Media Manager', 'Copywriter']);
    await page.getByRole('button', { name: 'Full-time' }).click();
    await expect(openings(page)).toHaveText([
      'Creative Director',
      'Art Director',
      'Account Manager',
      'Media Planner',
      'Opportunity',
    ]);
    await search(page).fill('creative');
    await expect(openings(page)).toHaveText(['Creative Director']);
    await expect(page).toHaveURL('/careers?q=creative&type=Full-time');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Full-time' })).toHaveAttribute('aria-pressed', 'true');
    await expect(search(page)).toHaveValue('creative');
    await expect(openings(page)).toHaveText(['Creative Director']);

    await page.getByRole('button', { name: 'All Jobs' }).click();
    await expect(openings(page)).toHaveText(['Creative Director', 'Copywriter']);
    await expect(page).toHaveURL('/careers?q=creative');
  });

  test('a shared link opens the filtered list', async ({ page }) => {
    await page.goto('/careers?q=dubai&type=Part-time');
    await expect(page.getByText('No positions found for "dubai"')).toBeVisible();
    await page.goto('/careers?q=dubai');
    await expect(openings(page)).toHaveText(['Media Planner']);
  });

  test('Learn More About Us leads to the company profile', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('link', { name: 'Learn More About Us' }).click();
    await expect(page).toHaveURL('/company/profile');
    await expect(page.getByText('5000+ Brands Served')).toBeVisible();
  });
});

test.describe('careers: the job dialog', () => {
  test('opens with the job’s description beside the form', async ({ page, consoleErrors }) => {
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Apply Now for Media Planner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Media Planner' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/From our Dubai office you will plan and buy media/)).toBeVisible();
    await expect(dialog.getByText('+91', { exact: true })).toBeVisible();
    for (const label of ['First Name', 'Last Name', 'Contact Number', 'Email Address', 'Upload CV']) {
      await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
    }
    // Description on the left, form on the right.
    const description = await dialog.getByText(/From our Dubai office/).boundingBox();
    const firstName = await dialog.getByLabel('First Name').boundingBox();
    expect(description && firstName && description.x + description.width <= firstName.x).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('validates each field, keeps everything between jobs, and with the server down (nothing kept for later) says so and offers email', async ({
    page,
  }) => {
    await apiDown(page);
    await noOutbox(page);
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Apply Now for Copywriter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copywriter' });
    await dialog.getByLabel('Email Address').fill('asha@');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByLabel('First Name')).toBeFocused();
    await expect(dialog.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Enter your first name')).toBeVisible();
    await expect(dialog.getByText('Enter your last name')).toBeVisible();
    await expect(dialog.getByText('Enter your contact number')).toBeVisible();
    await expect(dialog.getByText('Enter an email address like name@example.com')).toBeVisible();
    await expect(dialog.getByText('Attach your CV (PDF, DOC or DOCX, up to 5 MB)')).toBeVisible();

    await dialog.getByLabel('First Name').fill('Asha');
    await dialog.getByLabel('Last Name').fill('Mehta');
    await dialog.getByLabel('Contact Number').fill('12345');
    await expect(dialog.getByText('Enter a ten-digit mobile number starting with 6, 7, 8 or 9')).toBeVisible();
    await dialog.getByLabel('Contact Number').fill('98765 43210');
    await dialog.getByLabel('Email Address').fill('asha@example.com');
    await dialog
      .getByLabel('Upload CV')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(dialog.getByText('Your CV must be a PDF, DOC or DOCX file')).toBeVisible();
    await dialog
      .getByLabel('Upload CV')
      .setInputFiles({ ...PDF, name: 'big.pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(dialog.getByText('Your CV is 5.0 MB; the limit is 5 MB')).toBeVisible();
    await dialog.getByLabel('Upload CV').setInputFiles(PDF);
    await expect(dialog.getByText('Chosen: asha-cv.pdf')).toBeVisible();
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);

    // Closed and opened again for another job: everything, the CV too, is still there.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Apply Now for Opportunity' }).click();
    const again = page.getByRole('dialog', { name: 'Opportunity' });
    await expect(again.getByLabel('Email Address')).toHaveValue('asha@example.com');
    expect(await again.getByLabel('Upload CV').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
      'asha-cv.pdf',
    );

    await again.getByRole('button', { name: 'Submit' }).click();
    await expect(again.getByRole('status')).toContainText(
      'We could not reach our server. Check your connection and try again.',
    );
    await expect(again.getByRole('link', { name: 'careers@brandwala.in' })).toHaveAttribute(
      'href',
      'mailto:careers@brandwala.in?subject=Application%3A%20Opportunity',
    );
    await expect(again.getByLabel('First Name')).toHaveValue('Asha');
    await expect(again.getByLabel('Contact Number')).toHaveValue('98765 43210');
    expect(await again.getByLabel('Upload CV').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
      'asha-cv.pdf',
    );
  });

  test('closes with the Close button, Escape and a click outside, returning focus to Apply Now', async ({ page }) => {
    await page.goto('/careers');
    const apply = page.getByRole('button', { name: 'Apply Now for Art Director' });
    const dialog = page.getByRole('dialog', { name: 'Art Director' });

    await apply.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();

    await apply.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('First Name').fill('Ravi');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();

    await apply.click();
    await expect(dialog).toBeVisible();
    // What was typed is still there after closing.
    await expect(dialog.getByLabel('First Name')).toHaveValue('Ravi');
    // Inside the dialog a click does not close it; on the backdrop it does.
    await dialog.getByText(/You will lead the visual side/).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 450);
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });

  test('keeps keyboard focus inside the open dialog', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Apply Now for Opportunity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Opportunity' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => !!document.activeElement?.closest('dialog') || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
  });

  test('works on a phone: the dialog fills the screen and the form is reachable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Apply Now for Copywriter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copywriter' });
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
  });
});
