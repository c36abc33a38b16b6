import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REMOTES } from '@storefront/site/apps';
// Waits until the page works before saving: the page must have its dev server's socket open.
import { testOnHydratedPages as test, expect, cspViolations } from './fixtures';

/**
 * `pnpm dev:remote catalogue` as a remote's developer uses it (started by dev-remote.config.ts:
 * `pnpm e2e:dev-remote`, not by the suite's config, whose servers hold the same ports): the site
 * open on the home page, each edit saved in the catalogue's sources reaches the open page without
 * a reload by hand, over the dev server's live-reload socket, which the page's policy allows.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const HOME_PAGE = path.join(ROOT, 'apps/catalogue/src/pages/HomePage.tsx');
const catalogue = REMOTES.find((remote) => remote.name === 'catalogue');
const SOCKET = `ws://localhost:${catalogue?.port}/ws`;

/** Saved in turn on the one open page; each must show there. */
const SAVES = [
  {
    file: HOME_PAGE,
    from: '>WE HAVE STRATEGY<',
    to: '>WE HAVE A SAVED STRATEGY<',
    shows: (page: Page) => page.getByRole('heading', { level: 1, name: /WE HAVE A SAVED STRATEGY/ }),
  },
  {
    file: HOME_PAGE,
    from: 'Get Started\n',
    to: 'Get Started Today\n',
    shows: (page: Page) => page.getByRole('button', { name: 'Get Started Today' }),
  },
];

/** Each file as it was before the test saved anything in it, byte for byte. */
const originals = new Map<string, Buffer>();

function restore() {
  for (const [file, bytes] of originals) if (!readFileSync(file).equals(bytes)) writeFileSync(file, bytes);
  originals.clear();
}

/** Saves `to` over `from` in `file`, as an editor does; the original is kept for restore(). */
function save(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  if (!originals.has(file)) originals.set(file, readFileSync(file));
  if (!text.includes(from))
    throw new Error(`${path.relative(ROOT, file)} no longer has ${JSON.stringify(from)}: update SAVES`);
  writeFileSync(file, text.replace(from, to));
}

// A test stopped by its timeout does not reach its own `finally`: this runs then too.
test.afterEach(restore);

test('an edit saved in the catalogue shows on the open page by itself, with no CSP violation', async ({ page }) => {
  // The first build of the dev server is done before the test starts (the config waits for it);
  // each save costs a rebuild, slow on a loaded machine.
  test.setTimeout(300_000);
  const seen = await cspViolations(page);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  let loads = 0;
  page.on('load', () => loads++);

  const reply = await page.goto('/');
  expect(reply?.headers()['content-security-policy']).toMatch(new RegExp(`connect-src [^;]* ${SOCKET}( |;|$)`));
  await expect(page.getByRole('heading', { level: 1, name: 'YOU HAVE BUSINESS / WE HAVE STRATEGY' })).toBeVisible();
  await expect.poll(() => sockets, { message: "the dev server's socket opens", timeout: 30_000 }).toContain(SOCKET);
  try {
    for (const { file, from, to, shows } of SAVES) {
      const [before, opened] = [loads, sockets.length];
      save(file, from, to);
      await expect(shows(page), `${to.trim()} shows after the save`).toBeVisible({ timeout: 150_000 });
      // The dev server reloaded the page: this test never does. The reloaded page listens again.
      expect(loads).toBeGreaterThan(before);
      await expect
        .poll(() => sockets.length, { message: "the reloaded page opens the dev server's socket", timeout: 30_000 })
        .toBeGreaterThan(opened);
    }
    expect(seen).toEqual([]);
  } finally {
    restore();
  }
});
