import { test, expect, cartLine, viewFromCategory } from './fixtures';

test('a service added through the catalogue and product remotes reaches the cart page', async ({
  page,
  consoleErrors,
}) => {
  await viewFromCategory(page, 'media', 'Television Ad Placement', /\/product\/television-ad-placement$/);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { name: 'Cart Items' })).toBeVisible();
  await expect(page.getByText('You have 1 service in your cart.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Services in your cart' });
  await expect(list.getByRole('heading', { name: 'Television Ad Placement' })).toBeVisible();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('₹1,85,000');
  expect(consoleErrors).toEqual([]);
});

test.describe('cart page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/cart');
    await page.evaluate(
      (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
      [cartLine('Hoarding Campaign', 120000), cartLine('Reel Shoot', 15000, 2)],
    );
    await page.reload();
  });

  test('changing a quantity updates the sub total, and the quantity survives a reload', async ({ page }) => {
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹1,50,000');
    await page.getByLabel('Quantity of Hoarding Campaign').fill('3');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹3,90,000');
    await page.reload();
    await expect(page.getByLabel('Quantity of Hoarding Campaign')).toHaveValue('3');
    await expect(page.getByLabel('Quantity of Reel Shoot')).toHaveValue('2');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹3,90,000');
  });

  test('a quantity below 1 or not a whole number becomes 1', async ({ page }) => {
    const qty = page.getByLabel('Quantity of Reel Shoot');
    for (const typed of ['0', '-4', '']) {
      await qty.fill(typed);
      await qty.press('Tab');
      await expect(qty).toHaveValue('1');
    }
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹1,35,000');
  });

  test('removing a line keeps the other line and its quantity, also after a reload', async ({ page }) => {
    await page.getByRole('button', { name: 'Remove Hoarding Campaign' }).click();
    await expect(page.getByText('You have 1 service in your cart.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.reload();
    await expect(page.getByLabel('Quantity of Reel Shoot')).toHaveValue('2');
    await page.getByRole('button', { name: 'Remove Reel Shoot' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('GO TO CHECKOUT and CONTINUE SHOPPING lead on', async ({ page }) => {
    await page.getByRole('link', { name: 'GO TO CHECKOUT' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'CONTINUE SHOPPING' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('a corrupt stored cart gives an empty cart, not a broken page', async ({ page }) => {
  await page.goto('/cart');
  await page.evaluate(() => localStorage.setItem('cart', '{"not":"a list"'));
  await page.reload();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

// The cart lives in the browser, so the cart's pages are rendered saying it is empty. A visitor who
// keeps one is not told so while the page starts: the page says it is loading their cart until it
// works (the host's entry held back here, so that moment lasts), then shows it.
for (const path of ['/cart', '/checkout'])
  test(`${path} with a stored cart says it is loading it, never that it is empty, until the page works`, async ({
    page,
  }) => {
    await page.addInitScript(
      (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
      [cartLine('Hoarding Campaign', 120000)],
    );
    const cdp = await page.context().newCDPSession(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    cdp.on('Fetch.requestPaused', ({ requestId }) => {
      void held.then(() => cdp.send('Fetch.continueRequest', { requestId })).catch(() => undefined);
    });
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/main.*.js', requestStage: 'Request' }] });
    // Until the held entry arrives the document is not loaded (its deferred script): waiting for the answer only.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading your cart…' })).toBeVisible();
    await expect(page.getByText(/Your cart is empty/)).toBeHidden();
    release();
    await expect(page.getByText('Loading your cart…')).toBeHidden();
    await expect(page.getByText(/Your cart is empty/)).toBeHidden();
    if (path === '/cart') await expect(page.getByText('You have 1 service in your cart.')).toBeVisible();
    else await expect(page.getByRole('button', { name: /Send|Submit|enquiry/i }).first()).toBeVisible();
  });

test('/cart with no stored cart says at once that it is empty', async ({ page }) => {
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByText('Loading your cart…')).toBeHidden();
});
