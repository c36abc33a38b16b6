// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect } from './fixtures';
import { apiDown, noOutbox } from './api';

const PARTNERS = [
  {
    title: 'BDA Partner',
    slug: 'abp',
    color: 'rgb(47, 42, 143)',
    description: /Business Development Associate/,
    benefits: ['Up to 25% commission', 'Exclusive training', 'Build your own team'],
  },
  {
    title: 'Store Partner',
    slug: 'store',
    color: 'rgb(184, 65, 11)',
    description: /Open a Brandwala store/,
    benefits: ['Premium location', 'Complete business setup', 'Marketing support'],
  },
  {
    title: 'Studio Partner',
    slug: null,
    color: 'rgb(107, 47, 163)',
    description: /Run a Brandwala studio/,
    benefits: ['Professional equipment', 'Expert training', 'Booking platform access'],
  },
  {
    title: 'Delivery Partner',
    slug: 'delivery',
    color: 'rgb(23, 101, 58)',
    description: /Deliver print, promotional material/,
    benefits: ['Flexible schedule', 'Weekly payments', 'Bonus incentives'],
  },
];

test.describe('company profile and sections', () => {
  test('the profile shows the stats, about us and team, and Join Us Now leads to join-us', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/company/profile');
    for (const stat of ['12+ Years Experience', '5000+ Brands Served', '6 Global Offices', '100+ Team Members']) {
      await expect(page.getByRole('listitem').filter({ hasText: stat })).toBeVisible();
    }
    const about = page.getByRole('region', { name: 'About Us' });
    await expect(about).toContainText('Founded in 2011');
    await expect(about).toContainText('Mumbai, Delhi, Pune, Ahmedabad and Dubai');
    const team = page.getByRole('region', { name: 'Meet Our Team' });
    await expect(team.getByRole('heading', { level: 3 })).toHaveCount(4);
    const portraits = team.getByRole('img');
    await expect(portraits).toHaveCount(4);
    for (const img of await portraits.all()) {
      await img.scrollIntoViewIfNeeded();
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await page.getByRole('link', { name: 'Join Us Now' }).click();
    await expect(page).toHaveURL('/join-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Our Network' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('/company lands on the profile', async ({ page }) => {
    await page.goto('/company');
    await expect(page).toHaveURL('/company/profile');
    await expect(page.getByText('12+ Years Experience')).toBeVisible();
  });

  for (const [path, title, text] of <[string, string, string][]>[
    ['/company/ventures', 'Ventures', 'Ventures section coming soon...'],
    ['/company/sustainability', 'Sustainability', 'Company section coming soon..'],
    ['/company/blogs', 'Blogs', 'Blogs section coming soon..'],
  ]) {
    test(`${path} shows its placeholder`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an unknown company page is the shared 404', async ({ page }) => {
    await page.goto('/company/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('join us', () => {
  test('shows the four partners with their benefits and Why Partner With Us?', async ({ page, consoleErrors }) => {
    await page.goto('/join-us');
    for (const partner of PARTNERS) {
      const card = page.getByRole('article', { name: partner.title });
      await expect(card.getByRole('listitem')).toHaveText(partner.benefits);
      await expect(card.getByRole('button', { name: `Join as ${partner.title}` })).toBeVisible();
    }
    const why = page.getByRole('region', { name: 'Why Partner With Us?' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Growth Support',
      'Financial Freedom',
      'Brand Recognition',
    ]);
    expect(consoleErrors).toEqual([]);
  });

  for (const partner of PARTNERS) {
    test(`Join as ${partner.title} opens Apply Now with its title, description and colour`, async ({ page }) => {
      await page.goto('/join-us');
      const opener = page.getByRole('button', { name: `Join as ${partner.title}` });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: `Apply Now ${partner.title}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Apply Now' })).toBeVisible();
      await expect(dialog.getByText(partner.title, { exact: true })).toHaveCSS('color', partner.color);
      await expect(dialog.getByText(partner.description)).toBeVisible();
      for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Message (optional)']) {
        await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  test('the partner form validates, keeps what was typed, and with the server down (nothing kept for later) offers email and phone', async ({
    page,
  }) => {
    await apiDown(page);
    await noOutbox(page);
    await page.goto('/join-us');
    await page.getByRole('button', { name: 'Join as Store Partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply Now Store Partner' });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expect(dialog.getByText('Enter your full name')).toBeVisible();
    await expect(dialog.getByText('Enter your email address')).toBeVisible();
    await expect(dialog.getByText('Enter your phone number')).toBeVisible();

    await dialog.getByLabel('Full Name').fill('<script>alert(1)</script>');
    await expect(dialog.getByText('Use letters only (spaces, hyphens, apostrophes and dots are fine)')).toBeVisible();
    await dialog.getByLabel('Full Name').fill('Ravi Kumar');
    await dialog.getByLabel('Email Address').fill('ravi@shop.in');
    await dialog.getByLabel('Phone Number').fill('+91 98765 43210');
    await dialog.getByLabel('Message (optional)').fill('I have a shop on FC Road, Pune.');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      'We could not reach our server. Check your connection and try again.',
    );
    await expect(dialog.getByRole('link', { name: 'send it to us by email' })).toHaveAttribute(
      'href',
      /^mailto:support@brandwala\.in\?subject=Store%20Partner%20application&body=/,
    );
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Ravi Kumar');

    // A click outside closes it; opening again finds the details still there.
    await page.mouse.click(8, 450);
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Join as Store Partner' }).click();
    await expect(dialog.getByLabel('Email Address')).toHaveValue('ravi@shop.in');
  });

  for (const partner of PARTNERS.filter((p) => p.slug)) {
    test(`/partners/${partner.slug} opens join-us with the ${partner.title} dialog`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`/partners/${partner.slug}`);
      const dialog = page.getByRole('dialog', { name: `Apply Now ${partner.title}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(partner.description)).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Join Our Network' })).toBeVisible();
      await expect(page.getByRole('button', { name: `Join as ${partner.title}` })).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the footer’s partner links open the matching dialogs', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'ABP Partner' }).click();
    await expect(page).toHaveURL('/partners/abp');
    await expect(page.getByRole('dialog', { name: 'Apply Now BDA Partner' })).toBeVisible();
    await page.keyboard.press('Escape');
    await footer.getByRole('link', { name: 'Delivery Partner' }).click();
    await expect(page.getByRole('dialog', { name: 'Apply Now Delivery Partner' })).toBeVisible();
  });
});

test.describe('help', () => {
  test('the form validates every field and focuses the first problem', async ({ page, consoleErrors }) => {
    await page.goto('/help');
    const form = page.getByRole('form', { name: 'Send us your query' });
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help you?' })).toBeVisible();
    await form.getByLabel('Contact', { exact: true }).fill('5123');
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(form.getByLabel('First Name')).toBeFocused();
    for (const message of [
      'Enter your first name',
      'Enter your last name',
      'Enter a ten-digit mobile number starting with 6, 7, 8 or 9',
      'Enter your email address',
      'Choose what your query is about',
      'Enter your message',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('Contact', { exact: true })).toHaveValue('5123');
    expect(consoleErrors).toEqual([]);
  });

  test('with the server down and nothing kept for later, what was typed stays and a prepared email is offered', async ({
    page,
  }) => {
    await apiDown(page);
    await noOutbox(page);
    await page.goto('/help');
    const form = page.getByRole('form', { name: 'Send us your query' });
    await form.getByLabel('First Name').fill('Meera');
    await form.getByLabel('Last Name').fill('Iyer');
    await form.getByLabel('Contact', { exact: true }).fill('98123 45678');
    await form.getByLabel('Email', { exact: true }).fill('meera@brand.co');
    await form.getByLabel('Query').selectOption('Business Development');
    await form.getByLabel('Message').fill('We want to plan a campaign for our Diwali launch.');
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    const status = form.getByRole('status').filter({ hasText: 'We could not reach our server' });
    await expect(status).toContainText('Nothing was lost: what you typed is still in the form.');
    await expect(status.getByRole('link', { name: 'send it to us by email' })).toHaveAttribute(
      'href',
      /subject=Help%3A%20Business%20Development&body=Name%3A%20Meera%20Iyer/,
    );
    await expect(form.getByLabel('Message')).toHaveValue('We want to plan a campaign for our Diwali launch.');
  });

  test('Still Need Help? offers chat, email and phone that work', async ({ page }) => {
    await page.goto('/help');
    const still = page.getByRole('region', { name: 'Still Need Help?' });
    await expect(still.getByRole('heading', { level: 3 })).toHaveText([
      'Whatsapp Chat',
      'Email Support',
      'Phone Support',
    ]);
    const chat = still.getByRole('link', { name: /Start Chat/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(still.getByRole('link', { name: 'Send Email' })).toHaveAttribute(
      'href',
      'mailto:support@brandwala.in',
    );
    await expect(still.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+919876543210');
  });
});

test.describe('content pages', () => {
  for (const [path, title, text] of <[string, string, string][]>[
    ['/refund-policy', 'Refund Policy', 'How to ask for a refund'],
    ['/payment', 'Payment Gateway', 'Ways to pay'],
    ['/testimonials', 'Testimonials', 'Anita Desai'],
    ['/location', 'Our Offices', 'Addresses'],
  ]) {
    test(`${path} is a real page`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Brandwala Media`);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('/location gives each office an address and a maps link', async ({ page }) => {
    await page.goto('/location');
    for (const city of ['Mumbai', 'Delhi', 'Pune', 'Ahmedabad', 'Dubai']) {
      const office = page.getByRole('article', { name: city });
      await expect(office.locator('address')).toContainText(city === 'Delhi' ? 'New Delhi' : city);
      const map = office.getByRole('link', { name: `Open the ${city} office in Maps (opens in a new tab)` });
      await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      await expect(map).toHaveAttribute('target', '_blank');
    }
  });

  test('every header and footer link to these pages lands on a real page', async ({ page }) => {
    // Fourteen pages, each loaded until it works: more than one page's time on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/');
    const hrefs = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll('header a[href^="/"], footer a[href^="/"], nav a[href^="/"]')].map((a) =>
          a.getAttribute('href')!,
        ),
      ),
    ]);
    const ours = hrefs.filter((href) =>
      /^\/(careers|company|join-us|help|partners|refund-policy|payment|testimonials|location)(\/|$)/.test(href),
    );
    expect(ours).toEqual(
      expect.arrayContaining([
        '/company/profile',
        '/careers',
        '/join-us',
        '/help',
        '/testimonials',
        '/refund-policy',
        '/payment',
        '/partners/store',
        '/partners/delivery',
        '/partners/abp',
        '/location',
      ]),
    );
    for (const href of ours) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' }), href).toHaveCount(0);
    }
  });
});
