// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect } from './fixtures';

test.describe('header', () => {
  test('has the header’s links, menus, search, location, account and cart', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links: [string, string][] = [
      ['Spotlight', '/media'],
      ['E-Mall', '/fashion'],
      ['Studio', '/podcast'],
      ['Join Us', '/join-us'],
      ['Help', '/help'],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Brandwala Media, home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Find Your Location' })).toHaveAttribute('href', '/location');
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
    await expect(page.getByRole('searchbox', { name: 'Search services' })).toBeVisible();
    await expect(page.getByRole('link', { name: /\+91/ }).first()).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  });

  test('Company and Services menus open, list their links, and close with Escape', async ({ page }) => {
    await page.goto('/');
    const company = page.getByRole('button', { name: 'Company' });
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await company.click();
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    const menu: [string, string][] = [
      ['Profile', '/company/profile'],
      ['Ventures', '/company/ventures'],
      ['Sustainability', '/company/sustainability'],
      ['Blogs', '/company/blogs'],
      ['Opportunity', '/careers'],
    ];
    for (const [name, href] of menu) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await page.keyboard.press('Escape');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(company).toBeFocused();

    await page.getByRole('button', { name: 'Services' }).click();
    for (const name of [
      'Media & Advertising',
      'Sales & Marketing',
      'Events & Entertainment',
      'Branding & Promotions',
    ]) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', /^\/services\/[a-z-]+$/);
    }
    await page.getByRole('link', { name: 'Sales & Marketing' }).click();
    await expect(page).toHaveURL(/\/services\/marketing$/);
    await expect(page.getByRole('link', { name: 'Sales & Marketing' })).toBeHidden();
  });

  test('the search box leads to the search page with the query', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search services' }).fill('radio ads');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=radio%20ads');
  });

  test.describe('on a touch phone, 390 px wide', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // With a submenu open, one tap on any visible link opens it: below the submenu too, where the
    // list moves up as the submenu closes.
    const taps: [menu: string, link: string, url: string][] = [
      ['Company', 'Join Us', '/join-us'],
      ['Company', 'Help', '/help'],
      ['Company', 'Select Delivery Address', '/location'],
      ['Services', 'Help', '/help'],
      ['Services', 'Select Delivery Address', '/location'],
      ['Company', 'Profile', '/company/profile'],
      ['Services', 'Sales & Marketing', '/services/marketing'],
    ];
    for (const [menu, link, url] of taps) {
      test(`with ${menu} open, one tap on ${link} opens ${url}`, async ({ page }) => {
        await page.goto('/');
        const nav = page.getByRole('navigation', { name: 'Main' });
        await page.getByRole('button', { name: 'Menu' }).tap();
        await nav.getByRole('button', { name: menu }).tap();
        await expect(nav.getByRole('button', { name: menu })).toHaveAttribute('aria-expanded', 'true');
        await nav.getByRole('link', { name: link, exact: true }).tap();
        await expect(page).toHaveURL(url);
      });
    }
  });

  test('on a phone the links sit behind Menu, with Select Delivery Address', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const spotlight = page.getByRole('link', { name: 'Spotlight', exact: true });
    await expect(spotlight).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(spotlight).toBeVisible();
    await expect(page.getByRole('link', { name: 'Select Delivery Address' })).toHaveAttribute('href', '/location');
  });
});

test('footer has its links, newsletter box and contact details', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const expected: [string, string, string][] = [
    ['Quick Links', 'Home', '/'],
    ['Quick Links', 'About Us', '/company/profile'],
    ['Quick Links', 'Opportunities', '/careers'],
    ['Quick Links', 'Our Services', '/services'],
    ['Quick Links', 'Testimonials', '/testimonials'],
    ['Quick Links', 'Contact Us', '/help'],
    ['Quick Links', 'Refund Policy', '/refund-policy'],
    ['Quick Links', 'Payment Gateway', '/payment'],
    ['Services', 'Media', '/services/media'],
    ['Services', 'Marketing', '/services/marketing'],
    ['Services', 'Advertising', '/services/advertising'],
    ['Services', 'Events', '/services/events'],
    ['Services', 'Entertainment', '/services/entertainment'],
    ['Partners', 'Store Partner', '/partners/store'],
    ['Partners', 'Studio', '/services/podcast'],
    ['Partners', 'Delivery Partner', '/partners/delivery'],
    ['Partners', 'ABP Partner', '/partners/abp'],
  ];
  for (const [group, name, href] of expected) {
    await expect(
      footer.getByRole('navigation', { name: group }).getByRole('link', { name, exact: true }),
    ).toHaveAttribute('href', href);
  }
  await expect(footer.getByPlaceholder('Enter your email')).toHaveAttribute('type', 'email');
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(footer.getByRole('link', { name: /View on map/ })).toHaveAttribute('target', '_blank');
});

test('an unknown address shows the 404 page with a way home', async ({ page, consoleErrors }) => {
  await page.goto('/servies/podcast');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeHidden(); // phones only
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  expect(consoleErrors).toEqual([]);
});

// Addresses that look like files too: the site answers each with its own rendered 404 page and HTTP 404.
for (const address of ['/help.html', '/about-us.php', '/company/profile.html', '/no-such-page', '/servies/podcast']) {
  test(`${address} shows the site's 404 page with header, footer and Return to Home`, async ({ page }) => {
    const reply = await page.goto(address);
    expect(reply?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Brandwala Media, home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
}

test('a missing script, style or data file answers a plain 404, never the page', async ({ request }) => {
  for (const file of ['/main.0123456789.js', '/missing.css', '/main.js.map', '/data.json', '/logo.png']) {
    const reply = await request.get(file);
    expect(reply.status(), file).toBe(404);
    expect(reply.headers()['content-type'], file).not.toContain('text/html');
  }
});

test('the 404 page offers Go Back on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.goto('/no-such-page');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('auth dialog', () => {
  test('opens from Account with Register and Login tabs and the fields of docs/product.md#auth-dialog', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    for (const label of ['Name', 'Email', 'Password', 'Phone number', 'City name']) {
      await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('+91', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /newsletters and emails/ })).toBeVisible();

    await dialog.getByLabel('Name', { exact: true }).fill('Asha Rao');
    await dialog.getByRole('tab', { name: 'Login' }).click();
    await expect(dialog.getByLabel('Email or mobile number')).toBeVisible();
    await expect(dialog.getByRole('tabpanel').getByLabel('Password', { exact: true })).toHaveAttribute(
      'type',
      'password',
    );
    // Switching back keeps what was typed.
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Asha Rao');
  });

  test('closes with the back arrow, Escape and a click outside, and gives focus back', async ({ page }) => {
    await page.goto('/');
    const account = page.getByRole('button', { name: 'Account' });
    const dialog = page.getByRole('dialog');

    await account.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(account).toBeFocused();

    await account.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await account.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5); // the backdrop
    await expect(dialog).toBeHidden();
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        const open = document.querySelector('dialog[open]');
        return !!active && !!open && (open.contains(active) || active === document.body);
      });
      expect(inside).toBe(true);
    }
  });

  test('Get Started on the home page opens it through the shell contract', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

test('no console errors on the main routes', async ({ page, consoleErrors }) => {
  for (const path of [
    '/',
    '/services/media',
    '/cart',
    '/careers',
    '/company/profile',
    '/join-us',
    '/help',
    '/search?q=radio',
  ]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main [data-remote-fallback]')).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});
