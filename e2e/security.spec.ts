// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect, cspViolations } from './fixtures';

/**
 * The pages' security headers (packages/site/src/pages/securityHeaders.ts): the site works under its own
 * Content-Security-Policy, which the browser enforces (an injected inline script does not run).
 */
const ROUTES = [
  { path: '/', heading: 'YOU HAVE BUSINESS / WE HAVE STRATEGY' },
  { path: '/services/media', heading: 'Media' },
  { path: '/product/television-ad-placement', heading: 'Television Ad Placement' },
  { path: '/cart', heading: 'Cart Items' },
  { path: '/careers', heading: 'Do the best work of your career with us' },
  { path: '/help', heading: 'How can we help you?' },
];

for (const { path, heading } of ROUTES) {
  test(`${path} is served with its security headers and breaks none of its rules`, async ({ page, consoleErrors }) => {
    const seen = await cspViolations(page);
    const reply = await page.goto(path);
    const headers = reply!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('the policy is enforced: an inline script put in the page does not run', async ({ page }) => {
  const seen = await cspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
});
