// The site as releases, for the specs about releasing (releases, canary): today's builds released
// and promoted into a releases folder, and changed copies of the catalogue's build.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { APPS, HOST } from '@storefront/site/apps';
import { createCdnServer } from '@storefront/site/cdn';
import { createRelease, promote } from '@storefront/site/releases';
import { listen } from '@storefront/site/static-server';
import { appDist } from '@storefront/site/workspace';
import { closeServer } from './fixtures';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Every .js file of a build, its Node build (server/) too: what the browser runs and what renders the pages. */
export function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
}

/** A folder in the releases folder where an app's build is copied (and changed) before it is released. */
const workDir = (releases: string, name: string) => path.join(releases, `work-${name}`);

/**
 * A new releases folder (named from `prefix`), served as the CDN of `pnpm start:releases` serves it,
 * on a free port at `site`; `work(name)` is a folder in it for a build to change; `close` stops the
 * server and removes the folder.
 */
export async function servedReleases(prefix: string) {
  const releases = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const cdn = await listen(createCdnServer(releases), 0, 'localhost');
  return {
    releases,
    site: `http://localhost:${(cdn.address() as AddressInfo).port}`,
    work: (name: string) => workDir(releases, name),
    close: async () => {
      await closeServer(cdn);
      rmSync(releases, { recursive: true, force: true });
    },
  };
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
 * The catalogue's build with texts replaced (catalogueWith, in the work folder `name`), released as
 * `version` but not promoted; returns the release's id.
 */
export function changedCatalogueRelease(
  releases: string,
  name: string,
  version: string,
  replacements: Record<string, string>,
  options: { browserOnly?: boolean } = {},
): string {
  catalogueWith(workDir(releases, name), replacements, options);
  return createRelease('catalogue', workDir(releases, name), version, releases).id;
}

/**
 * Today's site as releases: every remote released from its build and promoted, then the host
 * (whose promote renders every page). The host's release carries the site settings given (where
 * the site is, `$siteOrigin`, at least).
 */
export async function releaseToday(releases: string, settings: { $siteOrigin: string } & Record<string, unknown>) {
  const host = workDir(releases, 'host');
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
