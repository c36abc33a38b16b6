import { waitForHydration, REMOTE_ORIGINS } from './fixtures';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Pages rendered to HTML by scripts/render.ts from the served builds (the host's Node build and each
 * remote's server/remoteEntry.js), read by a browser with JavaScript off: what a search engine, a
 * link preview or a visitor without JavaScript gets.
 */
const PAGES = [
  {
    path: '/',
    file: 'index.html',
    heading: 'YOU HAVE BUSINESS / WE HAVE STRATEGY',
    regions: ['E-Mall', 'Spotlight', 'Studio', 'Trending'],
    items: [],
  },
  {
    path: '/services/media',
    file: 'services/media/index.html',
    heading: 'Media',
    regions: [],
    items: [
      'Television Ad Placement',
      'Radio Jingle Campaign',
      'Newspaper Print Ads',
      'Outdoor Billboard Booking',
      'Cinema Screen Advertising',
    ],
  },
  {
    // The product page waited for the catalogue's data: the product, not "Loading...".
    path: '/product/television-ad-placement',
    file: 'product/television-ad-placement/index.html',
    heading: 'Television Ad Placement',
    regions: ['Customer Reviews', 'You May Also Like'],
    items: [],
  },
];

let out = '';

test.beforeAll(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'storefront-render-'));
  // A fresh process, as a release renders, of every page: the default remotes.json names the servers Playwright started.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/render.ts', '--out', out], { cwd: ROOT, stdio: 'pipe' });
});

test.afterAll(() => rmSync(out, { recursive: true, force: true }));

test.describe('rendered pages, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path: urlPath, file, heading, regions, items } of PAGES) {
    test(`${urlPath} arrives with its content`, async ({ page }) => {
      const html = readFileSync(path.join(out, file), 'utf8');
      // The page's content sits in #root, in place: no Suspense fallback waiting for a script to swap it in.
      expect(html).not.toContain('<template id="B:');
      await page.setContent(html);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      for (const name of regions) await expect(main.getByRole('region', { name, exact: true })).toBeVisible();
      for (const name of items) await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      // The host's header and footer are there too.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Brandwala Media, home' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
      // Rendered for nobody: the cart link claims no count ("empty" would be wrong to a visitor who has a cart).
      await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    });
  }
});

test('pages.json says, for each page, its file, its status and the remotes it loaded', () => {
  const { pages, siteOrigin } = JSON.parse(readFileSync(path.join(out, 'pages.json'), 'utf8'));
  expect(siteOrigin).toMatch(/^http/);
  for (const { path: urlPath, file } of PAGES) expect(pages[urlPath]).toMatchObject({ file, status: 200 });
  expect(pages['/'].remotes).toEqual(['catalogue']);
  expect(pages['/product/television-ad-placement'].remotes).toEqual(['product', 'catalogue']);
  expect(pages['/404']).toEqual({ file: '404.html', status: 404, remotes: [] });
  expect(pages['/media']).toMatchObject({ file: 'media/index.html', status: 200 });
  for (const file of ['404.html', 'sitemap.xml', 'robots.txt', 'remotes.json'])
    expect(existsSync(path.join(out, file)), file).toBe(true);
});

test('a rendered page carries its styles and the remotes.json it is published with, and names every request of its boot', async ({
  page,
}) => {
  const html = readFileSync(path.join(out, 'product/television-ad-placement/index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  // Styled before any request: the CSS is in the page, no stylesheet blocks the first paint.
  expect(head).not.toMatch(/<link rel="stylesheet" href="[^"]*">/);
  const styles = [
    ...head.matchAll(/<style data-href="([^"]+)">[^<]+<\/style><link rel="stylesheet" href="\1" disabled>/g),
  ].map((m) => m[1]!);
  expect(styles.length).toBeGreaterThan(1);
  // Each keeps its file, which a remote's code may still ask for.
  for (const href of styles) expect((await page.request.get(href)).status(), href).toBe(200);
  // The host's start, the scripts at low priority, never ahead of what the first paint needs. Each
  // remote's entry is named on the host's, to be asked for once that has arrived; no manifest (the
  // browser loads each remote's entry without it).
  const preloads = [...head.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  expect(head).not.toMatch(/<link rel="preload" as="script" href=/);
  expect(head).not.toMatch(/<link [^>]*mf-manifest\.json/);
  expect(preloads[0]).toMatch(/^\/main\.[0-9a-f]+\.js$/);
  // Each of the host's start opens with V8's compile hint: compiled as it downloads, off the main
  // thread (docs/decisions/0016-what-the-start-waits-on.md, fourth amendment).
  for (const href of preloads.filter((src) => src.startsWith('/')))
    expect((await (await page.request.get(href)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), href).toBe(true);
  const then = /<link rel="preload" [^>]*href="\/main\.[0-9a-f]+\.js" data-then="([^"]+)">/.exec(head)![1]!.split(' ');
  for (const remote of ['product', 'catalogue']) expect(then).toContain(`${REMOTE_ORIGINS[remote]}/remoteEntry.js`);
  const carried = /<script type="application\/json" id="sf-site-config">([^<]*)<\/script>/.exec(head)?.[1];
  expect(JSON.parse(carried!)).toEqual(JSON.parse(readFileSync(path.join(out, 'remotes.json'), 'utf8')));
});

test('a rendered page asks for neither remotes.json nor a manifest, nor a stylesheet, to start', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/product/television-ad-placement');
  await waitForHydration(page);
  // remotes.json is in the page; each remote's entry is loaded without its manifest.
  expect(requests.filter((url) => new URL(url).pathname === '/remotes.json')).toEqual([]);
  expect(requests.filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
  expect(requests.filter((url) => url.endsWith('/remoteEntry.js'))).toHaveLength(2);
  // No stylesheet fetched to start the page: the inlined ones are taken as loaded.
  expect(requests.filter((url) => url.endsWith('.css'))).toEqual([]);
});

// No page waits for a remote's code to run before it asks for more: the shared modules a remote's
// code consumes (the forms' code on /careers and /help) are named by the page with the rest. What the
// areas load is named on the host's entry and asked for once all of the host's start but one script
// has arrived, so that on a slow connection the header's code does not share the line with it.
for (const route of ['/', '/product/television-ad-placement', '/careers', '/help'])
  test(`every script ${route} runs before it works is named in its HTML, the areas' after the host's start`, async ({
    page,
  }) => {
    await page.goto(route);
    await waitForHydration(page);
    const html = await (await page.request.get(route)).text();
    const absolute = (href: string) => new URL(href, page.url()).href;
    const start = [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)"/g)].map((m) =>
      absolute(m[1]!),
    );
    const then = /<link rel="preload" as="script" fetchpriority="low" href="[^"]+" data-then="([^"]+)">/
      .exec(html)![1]!
      .split(' ')
      .map(absolute);
    const loads = await page.evaluate(() => {
      // When its last part works (the host's, each remote area's).
      const works = Math.max(
        ...performance
          .getEntriesByType('mark')
          .filter((mark) => mark.name.startsWith('sf:live:'))
          .map((mark) => mark.startTime),
      );
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < works)
        .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }));
    });
    expect(loads.length).toBeGreaterThan(5);
    expect(loads.map((l) => l.name).filter((url) => !start.includes(url) && !then.includes(url))).toEqual([]);
    // The moment all of the start but its last script had arrived.
    const arrived = start.map((url) => loads.find((l) => l.name === url)!.responseEnd).sort((a, b) => a - b);
    const allButOne = arrived.at(-2)!;
    expect(then.length).toBeGreaterThan(0);
    for (const later of loads.filter((l) => then.includes(l.name)))
      expect(later.startTime, later.name).toBeGreaterThanOrEqual(allButOne);
  });

test('a remote that cannot be loaded stops the render, naming the page, and writes nothing', () => {
  const remotes = path.join(out, 'remotes.json');
  // Port 9 (discard) refuses connections here: the catalogue's server is down.
  writeFileSync(
    remotes,
    JSON.stringify({ catalogue: { entry: 'http://127.0.0.1:9/mf-manifest.json', prefixes: [''] } }),
  );
  const failed = path.join(out, 'failed');
  let stderr = '';
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/render.ts', '--remotes', remotes, '--out', failed, '/'],
      { cwd: ROOT, stdio: 'pipe' },
    );
  } catch (error) {
    stderr = String((error as { stderr?: Buffer }).stderr);
  }
  expect(stderr).toContain('/ did not render');
  expect(stderr).toContain('catalogue');
  expect(existsSync(failed)).toBe(false);
});
