import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import { testOnHydratedPages as test, expect, closeServer } from './fixtures';
import { APPS } from '@storefront/site/apps';
import { createCdnServer } from '@storefront/site/cdn';
import { createRelease, promote } from '@storefront/site/releases';
import { listen } from '@storefront/site/static-server';
import { appDist } from '@storefront/site/workspace';

// Retry must load the remote's current code: a fix promoted while a visitor looks at the fallback is
// what Retry shows, without a page reload; and a throw that has passed renders on Retry.
const ROOT = path.resolve(import.meta.dirname, '..');
const HERO = '"WE HAVE STRATEGY"';

/** A copy of the catalogue's build whose hero line is replaced by `expression` (evaluated while rendering). */
function catalogueWith(expression: string, work: string, renameChunks = false) {
  cpSync(path.join(ROOT, 'apps/catalogue/dist'), work, { recursive: true });
  const files = readdirSync(work).filter((f) => /\.(js|json)$/.test(f));
  const renames: [string, string][] = [];
  for (const file of files) {
    const code = readFileSync(path.join(work, file), 'utf8');
    if (!code.includes(HERO)) continue;
    writeFileSync(path.join(work, file), code.replaceAll(HERO, expression));
    // A fixed release has new chunk names: give the changed chunks another content hash.
    const hash = /\.([0-9a-f]{10})\.js$/.exec(file)?.[1];
    if (renameChunks && hash) renames.push([hash, hash.split('').reverse().join('')]);
  }
  for (const [from, to] of renames) {
    for (const file of readdirSync(work).filter((f) => /\.(js|json|html)$/.test(f))) {
      const target = path.join(work, file);
      writeFileSync(target, readFileSync(target, 'utf8').replaceAll(from, to));
      if (file.includes(from)) cpSync(target, path.join(work, file.replace(from, to)));
    }
  }
  expect(files.some((f) => readFileSync(path.join(work, f), 'utf8').includes(expression))).toBe(true);
  return work;
}

test.describe('Retry after a remote threw while rendering', () => {
  let releases: string;
  let site: string;
  let cdn: Awaited<ReturnType<typeof listen>>;

  // Each test first releases and promotes all seven apps (each promote renders the pages): seconds of
  // work a loaded two-core machine stretches past the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async () => {
    releases = mkdtempSync(path.join(os.tmpdir(), 'retry-e2e-'));
    cdn = await listen(createCdnServer(releases), 0, 'localhost');
    site = `http://localhost:${(cdn.address() as AddressInfo).port}`;
    for (const app of APPS) {
      const { id } = createRelease(app.name, appDist(app), '0.1.0', releases);
      await promote(app.name, id, releases);
    }
  });

  test.afterEach(async () => {
    await closeServer(cdn);
    rmSync(releases, { recursive: true, force: true });
  });

  test('a fixed release promoted meanwhile is what Retry shows, without a reload', async ({ page }) => {
    const broken = catalogueWith('(()=>{throw new Error("broken release")})()', path.join(releases, 'work-broken'));
    await promote('catalogue', createRelease('catalogue', broken, '0.2.0', releases).id, releases);

    await page.goto(`${site}/`);
    const fallback = page.locator('[data-remote-fallback="catalogue"]');
    await expect(fallback).toContainText('The catalogue is not available right now');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    // The team fixes it and promotes a release with new chunk names; the visitor presses Retry.
    const fixed = catalogueWith(HERO, path.join(releases, 'work-fixed'), true);
    await promote('catalogue', createRelease('catalogue', fixed, '0.3.0', releases).id, releases);
    await fallback.getByRole('button', { name: 'Retry' }).click();

    await expect(page.getByRole('heading', { name: /WE HAVE STRATEGY/ })).toBeVisible();
    await expect(fallback).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('a throw that has passed renders on Retry, from the same release', async ({ page }) => {
    const flaky = catalogueWith(
      `(()=>{if(localStorage.getItem("e2e-break"))throw new Error("transient");return ${HERO}})()`,
      path.join(releases, 'work-flaky'),
    );
    await promote('catalogue', createRelease('catalogue', flaky, '0.2.0', releases).id, releases);

    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-started')) {
        sessionStorage.setItem('e2e-started', '1');
        localStorage.setItem('e2e-break', '1');
      }
    });
    await page.goto(`${site}/`);
    const fallback = page.locator('[data-remote-fallback="catalogue"]');
    await expect(fallback).toContainText('The catalogue is not available right now');

    await page.evaluate(() => localStorage.removeItem('e2e-break'));
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: /WE HAVE STRATEGY/ })).toBeVisible();
  });
});
