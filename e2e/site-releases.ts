// The site as releases, for the specs about releasing (releases, canary): today's builds released
// and promoted into a releases folder, and changed copies of the catalogue's build.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { APPS, HOST } from '@storefront/site/apps';
import { createRelease, promote } from '@storefront/site/releases';
import { appDist } from '@storefront/site/workspace';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Every .js file of a build, its Node build (server/) too: what the browser runs and what renders the pages. */
export function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
}

/**
 * A copy of the catalogue's build with texts replaced in its code; returns the files changed.
 * `browserOnly` leaves its Node build (server/) as it was: the pages render as before, and the
 * browser runs the change.
 */
export function catalogueWith(work: string, replacements: Record<string, string>, { browserOnly = false } = {}) {
  cpSync(path.join(ROOT, 'apps/catalogue/dist'), work, { recursive: true });
  const changed: string[] = [];
  for (const file of scripts(work)) {
    if (browserOnly && file.startsWith('server')) continue;
    const code = readFileSync(path.join(work, file), 'utf8');
    const next = Object.entries(replacements).reduce((text, [from, to]) => text.replaceAll(from, to), code);
    if (next !== code) {
      writeFileSync(path.join(work, file), next);
      changed.push(file);
    }
  }
  return changed;
}

/**
 * Today's site as releases: every remote released from its build and promoted, then the host
 * (whose promote renders every page). The host's release carries the site settings given (where
 * the site is, `$siteOrigin`, at least).
 */
export async function releaseToday(releases: string, settings: { $siteOrigin: string } & Record<string, unknown>) {
  const host = path.join(releases, 'work-host');
  cpSync(appDist(HOST), host, { recursive: true });
  const file = JSON.parse(readFileSync(path.join(host, 'remotes.json'), 'utf8'));
  writeFileSync(path.join(host, 'remotes.json'), JSON.stringify({ ...file, ...settings }));
  for (const app of [...APPS.filter((a) => a !== HOST), HOST]) {
    const { id } = createRelease(app.name, app === HOST ? host : appDist(app), '0.1.0', releases);
    await promote(app.name, id, releases);
  }
}

/** The catalogue release whose remote entry the page loaded (its code, not only its HTML). */
export const catalogueLoaded = async (page: Page): Promise<string> =>
  // Waited for: a page from visitorIn() is not held until it works, and its heading is in the HTML
  // before the catalogue's code is asked for (asked at once, it was not yet there: a flaky test).
  (
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => /\/releases\/catalogue\/([^/]+)\/remoteEntry/.exec(entry.name)?.[1])
        .find(Boolean),
    )
  ).jsonValue() as Promise<string>;

/** A visitor of the site at `site` in the given bucket (the cookie the site sets on a first visit). */
export async function visitorIn(browser: Browser, site: string, bucket: number, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: 'sf_bucket', value: String(bucket), url: site }]);
  return { context, page: await context.newPage() };
}
