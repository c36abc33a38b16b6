import { test, expect } from './fixtures';

test.describe('product page', () => {
  test('from a catalogue VIEW: quantity, Add to Cart, the badge, a notification, then the cart shows the line', async ({ page, consoleErrors }) => {
    await page.goto('/services/podcast');
    await page.getByRole('link', { name: 'VIEW Video Podcast Setup' }).click();
    await expect(page).toHaveURL('/product/video-podcast-setup');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Video Podcast Setup' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Video Podcast Setup' })).toBeVisible();
    await expect(page.getByText('₹80,000')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Rated 4.6 out of 5');

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByText('Video Podcast Setup added to your cart')).toBeVisible();

    await page.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL('/cart');
    const list = page.getByRole('list', { name: 'Services in your cart' });
    await expect(list.getByRole('heading', { name: 'Video Podcast Setup' })).toBeVisible();
    await expect(page.getByLabel('Quantity of Video Podcast Setup')).toHaveValue('3');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹2,40,000');
    await page.reload();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹2,40,000');
    expect(consoleErrors).toEqual([]);
  });

  test('a typed quantity follows the cart rule', async ({ page }) => {
    await page.goto('/services/media');
    await page.getByRole('link', { name: 'VIEW Newspaper Print Ads' }).click();
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    for (const [typed, expected] of [
      ['0', '1'],
      ['-3', '1'],
      ['', '1'],
      ['4', '4'],
    ]) {
      await quantity.fill(typed!);
      await quantity.press('Tab');
      await expect(quantity).toHaveValue(expected!);
    }
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹2,40,000');
  });

  test('an unknown id shows a clear not-found state with a way back to the catalogue', async ({ page, consoleErrors }) => {
    await page.goto('/product/no-such-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse our services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const [label, raw] of [
    ['corrupt JSON', '{"slug":"radio-jingle-campaign","name":'],
    ['a list', '[1,2,3]'],
    ['the wrong shape', '{"slug":"radio-jingle-campaign","name":"Radio Jingle Campaign","price":"free"}'],
    ['another item', '{"slug":"podcast-production","name":"Podcast Production","price":25000}'],
  ]) {
    test(`a stored product that is ${label} never crashes the page`, async ({ page, consoleErrors }) => {
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('product', value), raw!);
      await page.goto('/product/radio-jingle-campaign');
      await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
      await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('on a phone the page fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/media');
    await page.getByRole('link', { name: 'VIEW Cinema Screen Advertising' }).click();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
