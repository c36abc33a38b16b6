import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Pages rendered to HTML by scripts/render.mjs from the served builds (the host's Node build and each
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
    items: ['Television Ad Placement', 'Radio Jingle Campaign', 'Newspaper Print Ads', 'Outdoor Billboard Booking', 'Cinema Screen Advertising'],
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
  execFileSync(process.execPath, ['scripts/render.mjs', '--out', out], { cwd: ROOT, stdio: 'pipe' });
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
  for (const file of ['404.html', 'sitemap.xml', 'robots.txt', 'remotes.json']) expect(existsSync(path.join(out, file)), file).toBe(true);
});

test("a rendered page links its remote's styles, so the content is styled before any script", async ({ page }) => {
  const html = readFileSync(path.join(out, 'product/television-ad-placement/index.html'), 'utf8');
  expect(html).toMatch(/<link rel="preload" as="script" href="http:\/\/localhost:\d+\/remoteEntry\.js">/);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]);
  expect(styles.length).toBeGreaterThan(0);
  for (const href of styles) expect((await page.request.get(href!)).status(), href).toBe(200);
});

test('a remote that cannot be loaded stops the render, naming the page, and writes nothing', () => {
  const remotes = path.join(out, 'remotes.json');
  // Port 9 (discard) refuses connections here: the catalogue's server is down.
  writeFileSync(remotes, JSON.stringify({ catalogue: { entry: 'http://127.0.0.1:9/mf-manifest.json', prefixes: [''] } }));
  const failed = path.join(out, 'failed');
  let stderr = '';
  try {
    execFileSync(process.execPath, ['scripts/render.mjs', '--remotes', remotes, '--out', failed, '/'], { cwd: ROOT, stdio: 'pipe' });
  } catch (error) {
    stderr = String((error as { stderr?: Buffer }).stderr);
  }
  expect(stderr).toContain('/ did not render');
  expect(stderr).toContain('catalogue');
  expect(existsSync(failed)).toBe(false);
});
