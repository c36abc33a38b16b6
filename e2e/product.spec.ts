import { test, testOnHydratedPages, expect, blockRemote, viewFromCategory, waitForHydration } from './fixtures';

test.describe('product page', () => {
  test('from a catalogue VIEW: quantity, Add to Cart, the badge, a notification, then the cart shows the line', async ({
    page,
    consoleErrors,
  }) => {
    await viewFromCategory(page, 'podcast', 'Video Podcast Setup', '/product/video-podcast-setup');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Video Podcast Setup' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Video Podcast Setup, image 1 of 2' })).toBeVisible();
    await expect(page.getByText('₹80,000')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Rated 4.6 out of 5');
    await expect(page.getByRole('main')).toContainText('128 reviews');

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
    await expect(list).toContainText('Colour: Brown · Size: Medium');
    await expect(page.getByLabel('Quantity of Video Podcast Setup')).toHaveValue('3');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹2,40,000');
    await page.reload();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹2,40,000');
    expect(consoleErrors).toEqual([]);
  });

  test('the same URL opened in a fresh browser context works, reading the catalogue', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/product/television-ad-placement');
    await expect(page.getByRole('heading', { level: 1, name: 'Television Ad Placement' })).toBeVisible();
    await expect(page.getByText('₹1,85,000')).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    // The page stored the snapshot of what it showed (once it works: the heading is the server's HTML).
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('product'))) ?? 'null') as unknown)
      .toMatchObject({ slug: 'television-ad-placement', name: 'Television Ad Placement', price: 185000 });

    const related = page.getByRole('region', { name: 'You May Also Like' });
    const links = related.getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(related).toContainText('₹');
    await expect(related).not.toContainText('$');
    const first = (await links.first().textContent()) ?? '';
    const href = (await links.first().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
    await links.first().click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
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

  test('an unknown id shows a clear not-found state with a way back to the catalogue', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/product/no-such-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse our services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('gallery: previous/next wrap both ways, thumbnails, zoom, all from the keyboard', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/product/television-ad-placement');
    const shown = page.getByRole('img', { name: /^Television Ad Placement, image/ });
    await expect(shown).toHaveAccessibleName('Television Ad Placement, image 1 of 2');
    const first = await shown.getAttribute('src');
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(shown).toHaveAccessibleName('Television Ad Placement, image 2 of 2');
    const second = await shown.getAttribute('src');
    expect(second).not.toBe(first);
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(shown).toHaveAttribute('src', first!);
    await page.getByRole('button', { name: 'Next image' }).focus();
    await page.keyboard.press('Enter');
    await expect(shown).toHaveAttribute('src', second!);
    await page.keyboard.press('Enter');
    await expect(shown).toHaveAttribute('src', first!);

    await page.getByRole('button', { name: 'Show image 2 of 2' }).click();
    await expect(shown).toHaveAttribute('src', second!);
    await expect(page.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-current', 'true');

    const zoom = page.getByRole('button', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await zoom.focus();
    await page.keyboard.press('Space');
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    // The zoom animates: wait for the picture to grow.
    await expect
      .poll(() => shown.evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a))
      .toBeGreaterThan(1);
    await page.keyboard.press('Space');
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    expect(consoleErrors).toEqual([]);
  });

  test('options by keyboard, two colours make two lines, the same options add up; the cart shows them with the right subtotal', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/product/radio-jingle-campaign');
    await expect(page.getByRole('heading', { level: 1, name: 'Radio Jingle Campaign' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Brown' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await add.click(); // Brown, Medium, 1

    await page.getByRole('radio', { name: 'Brown' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Black' })).toBeChecked();
    await page.getByRole('radio', { name: 'Large' }).check();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await add.click(); // Black, Large, 2
    await add.click(); // Black, Large, +2
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    await page.goto('/cart');
    const list = page.getByRole('list', { name: 'Services in your cart' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').filter({ hasText: 'Colour: Brown · Size: Medium' })).toHaveCount(1);
    const black = list.getByRole('listitem').filter({ hasText: 'Colour: Black · Size: Large' });
    await expect(black.getByRole('spinbutton')).toHaveValue('4');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹2,25,000'); // 45,000 × (1 + 4)
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹2,25,000');
    expect(consoleErrors).toEqual([]);
  });

  test('Buy Now adds the item with its options and goes to the cart', async ({ page, consoleErrors }) => {
    await page.goto('/product/newspaper-print-ads');
    await page.getByRole('radio', { name: 'Tan' }).check();
    await page.getByRole('radio', { name: 'Small' }).check();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL('/cart');
    const list = page.getByRole('list', { name: 'Services in your cart' });
    await expect(list.getByRole('heading', { name: 'Newspaper Print Ads' })).toBeVisible();
    await expect(list).toContainText('Colour: Tan · Size: Small');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹60,000');
    expect(consoleErrors).toEqual([]);
  });

  test('the wishlist button is a remembered toggle', async ({ page }) => {
    await page.goto('/product/radio-jingle-campaign');
    const heart = page.getByRole('button', { name: 'Save Radio Jingle Campaign to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save Radio Jingle Campaign to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('with the catalogue remote down, a rendered product page still shows its item and sells it', async ({
    page,
  }) => {
    await blockRemote(page, 'catalogue');
    // The page says when the catalogue could not be reached; the item its HTML carries stays on screen.
    const catalogueFailed = page.waitForEvent(
      'console',
      (msg) => msg.type() === 'warning' && msg.text().includes('The catalogue could not be reached'),
    );
    await page.goto('/product/outdoor-billboard-booking');
    await catalogueFailed;
    await expect(page.getByRole('heading', { level: 1, name: 'Outdoor Billboard Booking' })).toBeVisible();
    await expect(page.getByText('₹1,20,000')).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('with the catalogue remote down, a product reached in the browser shows the snapshot a first visit stored', async ({
    page,
  }) => {
    await page.goto('/product/outdoor-billboard-booking');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('product')))
      .toContain('outdoor-billboard-booking');
    await page.goto('/cart');
    // The next steps move in the browser as a link inside a working page does (a history entry and
    // popstate): before the page has hydrated no router listens, and the move was lost (the test's
    // own race, seen in CI under load). This test is about a remote that is down, not acting early.
    await waitForHydration(page);
    await blockRemote(page, 'catalogue');
    // As a link inside the site does: the address changes in the browser, no page is loaded.
    const goTo = (path: string) =>
      page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await goTo('/product/outdoor-billboard-booking');
    await expect(page.getByRole('heading', { level: 1, name: 'Outdoor Billboard Booking' })).toBeVisible();
    await expect(page.getByText('₹1,20,000')).toBeVisible();
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'You May Also Like' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // Another item, never viewed: not found, not a crash.
    await goTo('/product/cinema-screen-advertising');
    await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
  });

  for (const [label, raw] of [
    ['corrupt JSON', '{"slug":"radio-jingle-campaign","name":'],
    ['a list', '[1,2,3]'],
    ['the wrong shape', '{"slug":"radio-jingle-campaign","name":"Radio Jingle Campaign","price":"free"}'],
    ['another item', '{"slug":"podcast-production","name":"Podcast Production","price":25000}'],
  ]) {
    // About stored data the page rewrites once it works, and an address changed by script: on hydrated pages.
    testOnHydratedPages(`a stored product that is ${label} never crashes the page`, async ({ page, consoleErrors }) => {
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('product', value), raw!);
      // Catalogue up: the catalogue's item, and the snapshot replaced by a good one.
      await page.goto('/product/radio-jingle-campaign');
      await expect(page.getByRole('heading', { level: 1, name: 'Radio Jingle Campaign' })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('product') ?? 'null')?.slug))
        .toBe('radio-jingle-campaign');
      expect(consoleErrors).toEqual([]);

      // Catalogue down, the bad snapshot back: the rendered page keeps its item; reached in the
      // browser (no HTML of its own), not-found instead of a crash.
      await page.evaluate((value) => localStorage.setItem('product', value), raw!);
      await blockRemote(page, 'catalogue');
      await page.goto('/product/radio-jingle-campaign');
      await expect(page.getByRole('heading', { level: 1, name: 'Radio Jingle Campaign' })).toBeVisible();
      await page.evaluate((value) => localStorage.setItem('product', value), raw!);
      await page.goto('/cart');
      await page.evaluate(() => {
        window.history.pushState(null, '', '/product/radio-jingle-campaign');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
      await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    });
  }

  test('on a phone the page fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/media');
    await page.getByRole('link', { name: 'VIEW Cinema Screen Advertising' }).click();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'You May Also Like' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
