import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until the site's worker controls the page and keeps what it showed: the page itself (by
 * path) and every file it loaded from the site and the remotes, as a visitor who stayed a moment
 * would have them. The worker is told a second after the page's last mark (start/siteWorker.ts).
 */
export async function keptForOffline(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker?.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async (pagePath) => {
          const kept = new Set<string>();
          for (const name of await caches.keys())
            for (const request of await (await caches.open(name)).keys()) kept.add(request.url.split('#')[0]!);
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry as PerformanceResourceTiming)
            .filter((entry) => ['script', 'link', 'css', 'img'].includes(entry.initiatorType))
            .map((entry) => entry.name.split('#')[0]!);
          const missing = files.filter((url) => !kept.has(url));
          return kept.has(new URL(pagePath, location.href).href) ? missing : ['the page itself', ...missing];
        }, path),
      { timeout: 20_000, message: 'what the page showed and loaded is kept' },
    )
    .toEqual([]);
}
