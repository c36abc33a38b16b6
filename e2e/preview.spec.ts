import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect, closeServer } from './fixtures';
import { createStaticServer, listen } from '@storefront/site/static-server';

const ROOT = path.resolve(import.meta.dirname, '..');

test('a preview from an allowed origin loads that remote, shows a banner, and can be ended', async ({ page }) => {
  const copy: Server = await listen(createStaticServer(path.join(ROOT, 'apps/catalogue/dist')), 0, 'localhost');
  const origin = `http://localhost:${(copy.address() as AddressInfo).port}`;
  try {
    const fromCopy: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(origin)) fromCopy.push(r.url());
    });
    await page.goto(`/?preview=catalogue@${origin}/mf-manifest.json`);
    await expect(page.getByRole('heading', { name: /YOU HAVE BUSINESS/ })).toBeVisible();
    const banner = page.getByTestId('preview-banner');
    await expect(banner).toContainText(`catalogue from ${origin}/mf-manifest.json`);
    expect(fromCopy.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);

    // Stored: still in force on the next visit without the parameter.
    await page.goto('/services/media');
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'End preview' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
    fromCopy.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
    expect(fromCopy).toEqual([]);
  } finally {
    await closeServer(copy);
  }
});

test('a preview pointing at a disallowed origin is refused and never requested', async ({ page }) => {
  const asked: string[] = [];
  await page.route('https://evil.example/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, body: 'alert(1)' });
  });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/?preview=catalogue@https://evil.example/mf-manifest.json');
  await expect(page.getByRole('heading', { name: /YOU HAVE BUSINESS/ })).toBeVisible();
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(warnings.join('\n')).toContain('https://evil.example is not an allowed preview origin');
  expect(await page.evaluate(() => localStorage.getItem('remote-overrides'))).toBeNull();
});
