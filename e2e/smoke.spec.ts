// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect } from './fixtures';

test('the home page composes the host and the catalogue remote', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'YOU HAVE BUSINESS / WE HAVE STRATEGY' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Brandwala Media, home' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
