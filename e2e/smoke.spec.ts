import { test, expect } from './fixtures';

test('the home page composes the host and the catalogue remote', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'YOU HAVE BUSINESS / WE HAVE STRATEGY' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Brandwala Media, home' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
