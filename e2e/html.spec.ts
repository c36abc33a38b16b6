// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect } from './fixtures';

/**
 * What a search engine or a link preview reads: the served HTML itself, fetched without a browser.
 * Each page arrives rendered, with its own head (title, description, canonical, Open Graph, Twitter
 * card, JSON-LD) from its remote's declaration (docs/decisions/0012-pages-rendered-at-release.md).
 */
const PAGES = [
  {
    path: '/',
    title: 'Advertising, Marketing and Media Agency in India | Brandwala Media',
    heading: 'YOU HAVE BUSINESS / WE HAVE STRATEGY',
    description: /^The advertising partner for brands across India/,
    jsonLd: ['Organization'],
  },
  {
    path: '/services/media',
    title: 'Media Services | Brandwala Media',
    heading: 'Media',
    description: /^Media services from Brandwala Media: Television Ad Placement/,
    jsonLd: [],
  },
  {
    path: '/product/television-ad-placement',
    title: 'Television Ad Placement | Brandwala Media',
    heading: 'Television Ad Placement',
    description: /Price: ₹1,85,000\.$/,
    jsonLd: ['Product', 'BreadcrumbList'],
  },
  {
    path: '/careers',
    title: 'Careers | Brandwala Media',
    heading: 'Do the best work of your career with us',
    description: /^\d+ openings at Brandwala Media/,
    jsonLd: ['JobPosting'],
  },
];

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The head as a crawler reads it: the first tag matching, its attribute, unescaped. */
function head(html: string) {
  const headPart = html.slice(0, html.indexOf('</head>'));
  const attribute = (tag: RegExp, name: string) => {
    const found = headPart.match(tag)?.[0].match(new RegExp(`${name}="([^"]*)"`))?.[1];
    return found === undefined ? undefined : unescape(found);
  };
  const meta = (key: string) =>
    attribute(new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}"[^>]*>`), 'content');
  return {
    title: unescape(headPart.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    titles: headPart.match(/<title>/g)?.length ?? 0,
    descriptions: headPart.match(/<meta name="description"/g)?.length ?? 0,
    meta,
    canonical: attribute(/<link rel="canonical"[^>]*>/, 'href'),
    jsonLd: [...headPart.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    ),
  };
}

/** The text of the first heading inside <main>, tags left out. */
function mainHeading(html: string): string {
  const main = html.slice(html.indexOf('<main'));
  const h1 = main.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  return unescape(h1.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

let siteOrigin = '';

test.beforeAll(async ({ request }) => {
  // The origin the pages were rendered for: the published remotes.json's $siteOrigin.
  siteOrigin = ((await (await request.get('/remotes.json')).json()) as { $siteOrigin: string }).$siteOrigin;
  expect(siteOrigin).toMatch(/^https?:\/\//);
});

for (const page of PAGES) {
  test(`${page.path} arrives as HTML with its content and its own head`, async ({ request }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    // The content is in the page, inside <main>, not left to a script.
    expect(mainHeading(html)).toBe(page.heading);
    // A CSS module class its stylesheet does not have is rendered as the word "undefined".
    expect(html.match(/class="[^"]*\bundefined\b[^"]*"/g) ?? []).toEqual([]);
    const tags = head(html);
    expect(tags.title).toBe(page.title);
    expect([tags.titles, tags.descriptions]).toEqual([1, 1]);
    expect(tags.meta('description')).toMatch(page.description);
    const url = new URL(page.path, siteOrigin).href;
    expect(tags.canonical).toBe(url);
    expect(tags.meta('og:title')).toBe(page.title);
    expect(tags.meta('og:description')).toBe(tags.meta('description'));
    expect(tags.meta('og:url')).toBe(url);
    expect(tags.meta('og:image')).toMatch(/^https?:\/\//);
    // A picture link previews can show: they take JPEG or PNG, not SVG.
    const picture = await request.get(tags.meta('og:image')!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\/(jpeg|png)/);
    expect(tags.meta('twitter:card')).toMatch(/^summary/);
    expect(tags.meta('twitter:title')).toBe(page.title);
    expect(tags.meta('twitter:image')).toBe(tags.meta('og:image'));
    expect([...new Set(tags.jsonLd.map((object) => object['@type']))]).toEqual(page.jsonLd);
    for (const object of tags.jsonLd) expect(object['@context']).toBe('https://schema.org');
  });
}

test("a product's JSON-LD and link preview give its price in rupees", async ({ request }) => {
  const tags = head(await (await request.get('/product/television-ad-placement')).text());
  const product = tags.jsonLd.find((object) => object['@type'] === 'Product');
  expect(product).toMatchObject({
    name: 'Television Ad Placement',
    offers: { '@type': 'Offer', price: 185000, priceCurrency: 'INR' },
  });
  expect(tags.meta('product:price:amount')).toBe('185000');
  expect(tags.meta('product:price:currency')).toBe('INR');
  expect(tags.meta('og:description')).toContain('₹1,85,000');
  const trail = tags.jsonLd.find((object) => object['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string }[];
  };
  expect(trail.itemListElement.map((crumb) => crumb.name)).toEqual(['Services', 'Media', 'Television Ad Placement']);
});

test('careers has a JobPosting for each opening it shows', async ({ request }) => {
  const html = await (await request.get('/careers')).text();
  const postings = head(html).jsonLd.filter((object) => object['@type'] === 'JobPosting');
  expect(postings.length).toBeGreaterThan(1);
  for (const posting of postings) {
    expect(html).toContain(`>${posting.title as string}<`);
    expect(posting).toMatchObject({
      hiringOrganization: { name: 'Brandwala Media' },
      jobLocation: { '@type': 'Place' },
    });
  }
});

test('sitemap.xml lists every page, absolute, every product included; robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
  for (const { path } of PAGES) expect(urls).toContain(new URL(path, siteOrigin).href);
  // Every product any category or listing page links to.
  const listings = urls.filter((url) => new URL(url).pathname.startsWith('/services/'));
  expect(listings.length).toBeGreaterThan(10);
  const products = new Set<string>();
  for (const listing of listings) {
    const html = await (await request.get(new URL(listing).pathname)).text();
    for (const match of html.matchAll(/href="(\/product\/[^"]+)"/g))
      products.add(new URL(match[1] ?? '', siteOrigin).href);
  }
  expect(products.size).toBeGreaterThan(20);
  for (const product of products) expect(urls, product).toContain(product);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${new URL('/sitemap.xml', siteOrigin).href}`);
});

test('an unknown URL answers 404 with the rendered 404 page, kept out of search results', async ({ request }) => {
  for (const path of ['/no-such-page', '/services/no-such-category/extra', '/product']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(mainHeading(html)).toBe('Page Not Found');
    expect(head(html).meta('robots')).toBe('noindex');
  }
});

test('an address the site links under another name arrives as the page it shows, canonical to that page', async ({
  request,
}) => {
  for (const [path, canonical, heading] of [
    ['/company', '/company/profile', 'We turn brands into household names'],
    ['/partners/abp', '/partners/bda', 'Join Our Network'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(head(html).canonical, path).toBe(new URL(canonical, siteOrigin).href);
    expect(mainHeading(html), path).toBe(heading);
  }
});
