import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Each page load waits until the page works: these tests are about other things than acting
// early, which e2e/early.spec.ts does as a visitor does.
import type { APIRequestContext } from '@playwright/test';
import { testOnHydratedPages as test, expect } from './fixtures';
import { createRelease, currentRelease, promote, rollback } from '@storefront/site/releases';
import { catalogueWith, releaseToday, ROOT, scripts, servedReleases } from './site-releases';

/**
 * Today's site, every app released from its build and promoted into a new releases folder and
 * served (servedReleases), with `work`, an empty folder for a changed build, and the HTML the site
 * serves at an address; both folders are removed afterwards.
 */
async function onTodaysSite(
  request: APIRequestContext,
  workPrefix: string,
  run: (site: {
    releases: string;
    site: string;
    work: string;
    html: (address: string) => Promise<string>;
  }) => Promise<void>,
) {
  test.setTimeout(120_000);
  const served = await servedReleases('releases-e2e');
  const work = mkdtempSync(path.join(os.tmpdir(), `${workPrefix}-`));
  const html = async (address: string) => (await request.get(`${served.site}${address}`)).text();
  try {
    await releaseToday(served.releases, { $siteOrigin: served.site });
    await run({ releases: served.releases, site: served.site, work, html });
  } finally {
    await served.close();
    rmSync(work, { recursive: true, force: true });
  }
}

test('a catalogue change released and promoted shows on the next load and in the HTML; rollback restores it; the host is untouched', async ({
  page,
}) => {
  await onTodaysSite(page.request, 'catalogue-change', async ({ releases, site, work, html }) => {
    const hostRelease = currentRelease('host', releases)?.release;
    const before = currentRelease('catalogue', releases)?.release;
    expect(await html('/')).toContain('WE HAVE STRATEGY');
    expect(await html('/services/media')).toContain('Radio Jingle Campaign');

    // The catalogue team changes its hero line and a service's name, and releases that build.
    const changedFiles = catalogueWith(work, {
      'WE HAVE STRATEGY': 'WE HAVE A NEW STRATEGY',
      'Radio Jingle Campaign': 'Radio Jingle Festival',
    });
    expect(changedFiles.some((f) => f.startsWith('server'))).toBe(true);
    expect(changedFiles.some((f) => !f.startsWith('server'))).toBe(true);
    const changed = createRelease('catalogue', work, '0.2.0', releases);
    expect(changed.id).toMatch(/^0\.2\.0-[0-9a-f]{10}$/);

    await page.goto(`${site}/`);
    await expect(page.getByRole('heading', { name: /WE HAVE STRATEGY/ })).toBeVisible();

    const started = Date.now();
    await promote('catalogue', changed.id, releases);
    console.log(`catalogue promoted with its pages rendered again in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The HTML changed with no host release: the home page and a category page.
    expect(await html('/')).toContain('WE HAVE A NEW STRATEGY');
    expect(await html('/services/media')).toContain('Radio Jingle Festival');
    await page.reload();
    await expect(page.getByRole('heading', { name: /WE HAVE A NEW STRATEGY/ })).toBeVisible();

    await rollback('catalogue', releases);
    expect(currentRelease('catalogue', releases)?.release).toBe(before);
    expect(await html('/')).not.toContain('NEW STRATEGY');
    expect(await html('/')).toContain('WE HAVE STRATEGY');
    expect(await html('/services/media')).not.toContain('Radio Jingle Festival');
    await page.reload();
    await expect(page.getByRole('heading', { name: /WE HAVE STRATEGY/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /NEW STRATEGY/ })).toHaveCount(0);

    expect(currentRelease('host', releases)?.release).toBe(hostRelease);
    const remotes = await page.request.get(`${site}/remotes.json`);
    expect(remotes.headers()['cache-control']).toBe('no-cache');
    const manifest = await page.request.get(`${site}/releases/catalogue/${before}/mf-manifest.json`);
    expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // Any other address is the site's: its 404 page with HTTP 404, also where it looks like a file; a missing script is a 404.
    expect((await page.goto(`${site}/about-us.php`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect((await page.request.get(`${site}/main.0123456789.js`)).status()).toBe(404);
    expect((await page.request.get(`${site}/missing.js`)).status()).toBe(404);
  });
});

test('a release whose page throws while rendering is refused, naming the page and the error, and the live HTML is unchanged', async ({
  page,
}) => {
  await onTodaysSite(page.request, 'catalogue-throws', async ({ releases, site, work, html }) => {
    const live = currentRelease('catalogue', releases)?.release;
    const before = { home: await html('/'), remotes: await html('/remotes.json') };

    expect(
      catalogueWith(work, { '"WE HAVE STRATEGY"': '(()=>{throw new Error("the hero broke")})()' }).length,
    ).toBeGreaterThan(0);
    const broken = createRelease('catalogue', work, '0.3.0', releases);
    await expect(promote('catalogue', broken.id, releases)).rejects.toThrow(
      /^Refused: \/[^ ]* did not render: .*the hero broke/,
    );

    expect(currentRelease('catalogue', releases)?.release).toBe(live);
    expect(await html('/')).toBe(before.home);
    expect(await html('/remotes.json')).toBe(before.remotes);
    await page.goto(`${site}/`);
    await expect(page.getByRole('heading', { name: /WE HAVE STRATEGY/ })).toBeVisible();
  });
});

test("a remote whose server is down at render time keeps its pages' HTML; the others' promote goes on", async ({
  request,
}) => {
  await onTodaysSite(request, 'cart-change', async ({ releases, work, html }) => {
    const careersBefore = await html('/careers');
    expect(careersBefore).toContain('Do the best work of your career with us');
    // The careers remote's Node build can no longer be loaded (its server is down).
    const careers = currentRelease('careers', releases)!.release;
    rmSync(path.join(releases, 'careers', careers, 'server'), { recursive: true });

    // The cart team promotes a change: its pages render again, careers keeps its HTML.
    cpSync(path.join(ROOT, 'apps/cart/dist'), work, { recursive: true });
    for (const file of scripts(work)) {
      const code = readFileSync(path.join(work, file), 'utf8');
      if (code.includes('Cart Items'))
        writeFileSync(path.join(work, file), code.replaceAll('Cart Items', 'Basket Items'));
    }
    await promote('cart', createRelease('cart', work, '0.2.0', releases).id, releases);
    expect(await html('/cart')).toContain('Basket Items');
    // Its HTML is kept; only the site settings it carries follow the published remotes.json (the new cart).
    const withoutConfig = (page: string) =>
      page.replace(/<script type="application\/json" id="sf-site-config">[\s\S]*?<\/script>/, '');
    const careersAfter = await html('/careers');
    expect(withoutConfig(careersAfter)).toBe(withoutConfig(careersBefore));
    expect(careersAfter).toContain(`"cart":{"entry":"/releases/cart/0.2.0-`);

    // A release of careers itself cannot be rendered: refused.
    const careersDist = path.join(releases, 'work-careers');
    cpSync(path.join(ROOT, 'apps/careers/dist'), careersDist, { recursive: true });
    rmSync(path.join(careersDist, 'server'), { recursive: true });
    await expect(
      promote('careers', createRelease('careers', careersDist, '0.2.0', releases).id, releases),
    ).rejects.toThrow(/^Refused: /);
    expect(currentRelease('careers', releases)?.release).toBe(careers);
  });
});
