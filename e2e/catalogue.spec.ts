// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect, viewFromCategory } from './fixtures';
import type { Locator, Page } from '@playwright/test';

/** The catalogue's tabs and the categories of each, as the sidebar lists them. */
const TABS = [
  { name: 'Spotlight', categories: ['Media', 'Advertising', 'Marketing', 'Events', 'Entertainment'] },
  { name: 'E-Mall', categories: ['Fashion', 'Food', 'Makeup', 'Travel', 'Health'] },
  {
    name: 'Studio',
    categories: ['Podcast', 'TV Shows', 'Web Series', 'Shorts', 'Film', 'Sports', 'Album', 'Photoshoot'],
  },
  { name: 'Trending', categories: ['Festive Campaigns', 'Influencer Marketing', 'Meme Marketing', 'AR & Metaverse'] },
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Catalogue sections' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: /categories$/ });
const strip = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A strip's scrolling row of cards. */
function row(region: Locator) {
  return region.getByRole('list');
}

test.describe('home page', () => {
  test('shows the hero and the four strips; a card opens its category', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'YOU HAVE BUSINESS / WE HAVE STRATEGY' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn More about Brandwala Media' })).toHaveAttribute(
      'href',
      '/company/profile',
    );
    for (const name of ['E-Mall', 'Spotlight', 'Studio', 'Trending']) {
      await expect(strip(page, name).getByRole('heading', { level: 2, name })).toBeVisible();
      expect(await row(strip(page, name)).getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    }
    const fashion = strip(page, 'E-Mall').getByRole('link', { name: 'Fashion Buy Now' });
    await expect(fashion.locator('img')).toHaveJSProperty('complete', true);
    await fashion.click();
    await expect(page).toHaveURL('/services/fashion');
    await expect(page.getByRole('heading', { level: 1, name: 'Fashion' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('Get Started opens the register dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('every link the home page body renders ends on a real page', async ({ page, consoleErrors }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await expect(strip(page, 'Trending').getByRole('link', { name: /^See All/ })).toBeVisible();
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/services/fashion-lifestyle',
        '/services/media',
        '/services/podcast',
        '/services/entertainments',
      ]),
    );
    for (const href of hrefs.filter((h) => h.startsWith('/services/'))) {
      // In-page navigation (as a click would do), faster than a full load per link.
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, href);
      await expect(page).toHaveURL(href);
      await expect(tabs(page), href).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), href).toBeVisible();
      await expect(page.getByText("We couldn't find that service"), href).toHaveCount(0);
      await expect(page.getByText('Page Not Found'), href).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('See All goes to the strip’s section', async ({ page }) => {
    const expected = [
      ['E-Mall', '/services/fashion-lifestyle', 'E-Mall', 'Fashion'],
      ['Spotlight', '/services/media', 'Spotlight', 'Media'],
      ['Studio', '/services/podcast', 'Studio', 'Podcast'],
      ['Trending', '/services/entertainments', 'Spotlight', 'Entertainment'],
    ];
    for (const [stripName, url, tab, heading] of expected) {
      await page.goto('/');
      await strip(page, stripName!)
        .getByRole('link', { name: /^See All/ })
        .click();
      await expect(page).toHaveURL(url!);
      await expect(tabs(page).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('arrows show only when there is more content that way, and scroll 300 px', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // instant scrolling, so positions are exact
    await page.goto('/');
    const studio = strip(page, 'Studio');
    const left = studio.getByRole('button', { name: 'Scroll Studio left' });
    const right = studio.getByRole('button', { name: 'Scroll Studio right' });
    const list = row(studio);

    await expect(right).toBeVisible();
    await expect(left).toBeHidden();

    await right.click();
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(300);
    await expect(left).toBeVisible();
    await expect(right).toBeVisible();

    // Scrolled to the end (by touch or trackpad, not the arrows): the right arrow goes.
    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(right).toBeHidden();
    await expect(left).toBeVisible();

    await left.click();
    await expect(right).toBeVisible();
    await list.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect(left).toBeHidden();

    // Five cards fit a desktop window: no arrows; a narrow window brings the right one in.
    const eMall = strip(page, 'E-Mall');
    await expect(eMall.getByRole('button', { name: 'Scroll E-Mall right' })).toBeHidden();
    await page.setViewportSize({ width: 600, height: 900 });
    await expect(eMall.getByRole('button', { name: 'Scroll E-Mall right' })).toBeVisible();
    await expect(eMall.getByRole('button', { name: 'Scroll E-Mall left' })).toBeHidden();
  });

  test('images have their size reserved: nothing in the page body shifts while they load', async ({ page }) => {
    // Counts shifts of elements inside <main> (the catalogue's area); the host's own layout is its test.
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          // Each moved element with where it was and went, so a failure says what moved.
          const nodes = (entry.sources ?? [])
            .filter((s) => s.node instanceof Element && !!s.node.closest('main'))
            .map(({ node, previousRect: a, currentRect: b }) => {
              const element = node as Element;
              return `${element.tagName}.${element.className} (${a.x},${a.y}) -> (${b.x},${b.y})`;
            });
          if (nodes.length) w.__shifts.push({ value: entry.value, nodes });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(strip(page, 'Trending').getByRole('listitem').first()).toBeVisible();
    await page.mouse.wheel(0, 2000); // bring the lazy images in
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)).toEqual([]);
    for (const img of await page.locator('main img').all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
    }
  });
});

test.describe('services catalogue', () => {
  test('every tab selects its first category, and every sidebar category shows its page', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/services/media');
    for (const tab of TABS) {
      await tabs(page).getByRole('link', { name: tab.name }).click();
      await expect(page).toHaveURL(`/services/${slug(tab.categories[0]!)}`);
      await expect(tabs(page).getByRole('link', { name: tab.name })).toHaveAttribute('aria-current', 'true');
      await expect(sidebar(page).getByRole('link')).toHaveText(tab.categories);
      for (const category of tab.categories) {
        await sidebar(page).getByRole('link', { name: category, exact: true }).click();
        await expect(page).toHaveURL(`/services/${slug(category)}`);
        await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
        await expect(sidebar(page).getByRole('link', { name: category, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        const views = page.getByRole('link', { name: /^VIEW / });
        if (category === 'AR & Metaverse') await expect(views).toHaveCount(0);
        else expect(await views.count(), category).toBeGreaterThanOrEqual(4);
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  test('an empty category says Coming Soon', async ({ page }) => {
    await page.goto('/services/ar-metaverse');
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await expect(
      page.getByText("We're working hard to bring something amazing. Stay tuned for updates!"),
    ).toBeVisible();
  });

  test('VIEW on Shows lists its sub-items; the Events category leaves that list', async ({ page }) => {
    await viewFromCategory(page, 'events', 'Shows', '/services/shows');
    const formats = page.getByRole('list', { name: 'Shows formats' });
    await expect(formats.getByRole('heading', { level: 2 })).toHaveText([
      'Fashion Show',
      'Talent Show',
      'Awards Night',
    ]);
    await sidebar(page).getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL('/services/events');
    await expect(formats).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });

  test('VIEW stores the product snapshot and opens the product page', async ({ page, consoleErrors }) => {
    await viewFromCategory(page, 'media', 'Radio Jingle Campaign', '/product/radio-jingle-campaign');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('product') ?? 'null'));
    expect(stored).toMatchObject({
      slug: 'radio-jingle-campaign',
      name: 'Radio Jingle Campaign',
      price: 45000,
      review: 4.4,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Radio Jingle Campaign' })).toBeVisible();
    await expect(page.getByText('₹45,000')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the same slug gives the same price on every visit', async ({ page }) => {
    const price = async () => {
      await page.goto('/services/podcast');
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Podcast Production' }) });
      return card.getByText(/^₹/).textContent();
    };
    const first = await price();
    expect(first).toBe('₹25,000');
    expect(await price()).toBe(first);
  });

  for (const [path, tab, heading] of [
    ['/services', 'Spotlight', 'Media'],
    ['/media', 'Spotlight', 'Media'],
    ['/fashion', 'E-Mall', 'Fashion'],
    ['/podcast', 'Studio', 'Podcast'],
  ]) {
    test(`${path} lands on the ${tab} tab`, async ({ page }) => {
      await page.goto(path!);
      await expect(tabs(page).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('an unknown slug shows a not-found state inside the catalogue, with the tabs', async ({ page }) => {
    await page.goto('/services/no-such-service');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that service" })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('no-such-service');
    await page.getByRole('main').getByRole('link', { name: 'Studio' }).last().click();
    await expect(page).toHaveURL('/services/podcast');
  });

  test('on a phone the sidebar is a row of categories and the cards fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/shows');
    await expect(sidebar(page).getByRole('link', { name: 'Events' })).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('search', () => {
  test('the header search lists matching services', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search services' }).fill('podcast');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=podcast');
    const results = page.getByRole('list', { name: 'Matching services' });
    await expect(results.getByRole('heading', { level: 2 })).toHaveText([
      'Podcast Production',
      'Podcast Launch Package',
      'Video Podcast Setup',
      'Branded Podcast Series',
    ]);
    await expect(page.getByText('4 services match')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('matches descriptions and categories, ignoring case', async ({ page }) => {
    await page.goto('/search?q=JIOSAAVN');
    await expect(page.getByRole('list', { name: 'Matching services' }).getByRole('heading')).toHaveText([
      'Streaming Playlist Promotion',
    ]);
    await page.goto('/search?q=headshots%20photoshoot');
    await expect(page.getByRole('list', { name: 'Matching services' }).getByRole('heading')).toHaveText([
      'Corporate Headshots',
    ]);
  });

  test('says clearly when nothing matches', async ({ page }) => {
    await page.goto('/search?q=zebra%20crossing');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      'No services found for “zebra crossing”',
    );
    await expect(page.getByRole('list', { name: 'Matching services' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Spotlight' })).toBeVisible();
  });

  test('shows markup typed into the search as text and runs none of it', async ({ page, consoleErrors }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/');
    const query = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await page.getByRole('searchbox', { name: 'Search services' }).fill(query);
    await page.keyboard.press('Enter');
    // The home page's own headings stay until the search page has drawn: wait for the address first.
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /^No services found for/ })).toHaveText(
      `No services found for “${query}”`,
    );
    await expect(page.locator('main script')).toHaveCount(0);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
