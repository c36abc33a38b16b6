// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect } from './fixtures';

// Every internal link on the home page (header, hero, carousels, See All, footer) ends on a real
// page: not the 404 page, not a catalogue "not found" state, not a remote's fallback.
test('every internal link on the home page leads to a real page', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /YOU HAVE BUSINESS/ })).toBeVisible();
  // Menus hold links too: open them so their links are in the page.
  await page.getByRole('button', { name: 'Company' }).click();
  await page.getByRole('button', { name: 'Services' }).click();

  const hrefs = await page.$$eval('a[href]', (links) =>
    links.map((a) => a.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
  );
  const unique = [...new Set(hrefs)];
  expect(unique.length).toBeGreaterThan(30); // header, menus, strips, See All, footer

  const broken: string[] = [];
  for (const href of unique) {
    await page.goto(href);
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    await expect(main.locator('h1').first()).toBeVisible();
    const heading = (await main.locator('h1').first().textContent()) ?? '';
    const fallback = await main.locator('[data-remote-fallback]').count();
    if (/not found/i.test(heading) || fallback > 0) broken.push(`${href} -> ${heading}`);
  }
  expect(broken).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
