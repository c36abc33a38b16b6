import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test, expect, closeServer } from './fixtures';
import { listen } from '../scripts/static-server.mjs';
import { createCdnServer } from '../scripts/cdn.mjs';
import { APPS } from '../scripts/apps.mjs';
import { createRelease, currentRelease, promote, rollback } from '../scripts/releases.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

test('a catalogue change released and promoted shows on the next load; rollback restores it; the host is untouched', async ({ page }) => {
  const releases = mkdtempSync(path.join(os.tmpdir(), 'releases-e2e-'));
  const work = mkdtempSync(path.join(os.tmpdir(), 'catalogue-change-'));
  const cdn = await listen(createCdnServer(releases), 0, 'localhost');
  const site = `http://localhost:${(cdn.address() as AddressInfo).port}`;
  try {
    // Today's site: every app released from its build and promoted.
    for (const app of APPS) {
      const { id } = createRelease(app.name, app.dist, '0.1.0', releases);
      await promote(app.name, id, releases);
    }
    const hostRelease = currentRelease('host', releases)?.release;
    const before = currentRelease('catalogue', releases)?.release;

    // The catalogue team changes its hero line and releases that build.
    cpSync(path.join(ROOT, 'apps/catalogue/dist'), work, { recursive: true });
    const chunks = readdirSync(work).filter((f) => f.endsWith('.js') && readFileSync(path.join(work, f), 'utf8').includes('WE HAVE STRATEGY'));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const code = readFileSync(path.join(work, chunk), 'utf8');
      writeFileSync(path.join(work, chunk), code.replaceAll('WE HAVE STRATEGY', 'WE HAVE A NEW STRATEGY'));
    }
    const changed = createRelease('catalogue', work, '0.2.0', releases);
    expect(changed.id).toMatch(/^0\.2\.0-[0-9a-f]{10}$/);

    await page.goto(`${site}/`);
    await expect(page.getByRole('heading', { name: /WE HAVE STRATEGY/ })).toBeVisible();

    await promote('catalogue', changed.id, releases);
    await page.reload();
    await expect(page.getByRole('heading', { name: /WE HAVE A NEW STRATEGY/ })).toBeVisible();

    await rollback('catalogue', releases);
    expect(currentRelease('catalogue', releases)?.release).toBe(before);
    await page.reload();
    await expect(page.getByRole('heading', { name: /WE HAVE STRATEGY/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /NEW STRATEGY/ })).toHaveCount(0);

    expect(currentRelease('host', releases)?.release).toBe(hostRelease);
    const remotes = await page.request.get(`${site}/remotes.json`);
    expect(remotes.headers()['cache-control']).toBe('no-cache');
    const manifest = await page.request.get(`${site}/releases/catalogue/${before}/mf-manifest.json`);
    expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // Any other address is the site's: its 404 page, also where it looks like a file; a missing script is a 404.
    await page.goto(`${site}/about-us.php`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect((await page.request.get(`${site}/main.0123456789.js`)).status()).toBe(404);
    expect((await page.request.get(`${site}/missing.js`)).status()).toBe(404);
  } finally {
    await closeServer(cdn);
    rmSync(releases, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
});
