// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect } from './fixtures';

// The host's own lazy parts (the auth dialog, the notifications) load on first use; when one cannot
// load, only that part is lost, until it is asked for again: the page stays, navigation and the
// cart keep working.
const PARTS = [
  { part: 'auth dialog', chunk: '**/auth-dialog.*.js' },
  { part: 'notifications', chunk: '**/toaster.*.js' },
];

for (const { part, chunk } of PARTS) {
  test(`the ${part} code failing to load costs only the ${part}`, async ({ page }) => {
    await page.route(chunk, (route) => route.abort('connectionrefused'));
    await page.goto('/services/media');
    if (part === 'auth dialog') {
      await page.getByRole('button', { name: 'Account' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'The sign-in form could not load' })).toBeVisible();
      await page.getByRole('button', { name: 'Close' }).click();
    }
    await expect(page.getByRole('banner')).toBeVisible();

    // Navigate and add to the cart, through two remotes and the host's store.
    await page.getByRole('link', { name: 'VIEW Television Ad Placement' }).click();
    await expect(page).toHaveURL(/\/product\/television-ad-placement$/);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    if (part === 'auth dialog') {
      // Once the network is back, Account tries again and the dialog opens.
      await page.unroute(chunk);
      await page.getByRole('button', { name: 'Account' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
    } else {
      // Once the network is back, the next notification tries again, and the one that waited shows too.
      await page.unroute(chunk);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Television Ad Placement added to your cart' }),
      ).toHaveCount(2);
    }
  });
}
