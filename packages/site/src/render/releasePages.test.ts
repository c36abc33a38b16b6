// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchLocally, mergePages, ownerIn, pagesSharingRemotes, pathsToRender } from './releasePages';
import type { PagesJson } from '../pages/folder';

const LIVE: PagesJson = {
  pages: {
    '/': { file: 'index.html', status: 200, remotes: ['catalogue'] },
    '/services/media': { file: 'services/media/index.html', status: 200, remotes: ['catalogue'] },
    '/product/tv': { file: 'product/tv/index.html', status: 200, remotes: ['product', 'catalogue'] },
    '/careers': { file: 'careers/index.html', status: 200, remotes: ['careers'] },
    '/404': { file: '404.html', status: 404, remotes: [] },
  },
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'release-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the pages a change renders again', () => {
  it('are, for a remote, the pages that loaded it and the pages new to the site', () => {
    const declared = ['/', '/services/media', '/product/tv', '/careers', '/careers/new'];
    expect(pathsToRender(LIVE, declared, ['catalogue'])).toEqual(['/', '/services/media', '/product/tv', '/careers/new']);
    expect(pathsToRender(LIVE, declared, ['careers'])).toEqual(['/careers', '/careers/new']);
    expect(pathsToRender(LIVE, declared, ['cart'])).toEqual(['/careers/new']);
    expect(pathsToRender(LIVE, declared, ['careers', 'product'])).toEqual(['/product/tv', '/careers', '/careers/new']);
  });

  it('are every page for the host, or when nothing is live yet', () => {
    expect(pathsToRender(LIVE, ['/'], ['cart', 'host'])).toBeUndefined();
    expect(pathsToRender(null, ['/'], ['catalogue'])).toBeUndefined();
  });

  it("are the live folder's pages when the remotes could not be listed", () => {
    expect(pathsToRender(LIVE, null, ['product'])).toEqual(['/product/tv']);
  });

  it('keep their previous HTML, with every page sharing a remote, when a remote is unreachable', () => {
    expect(pagesSharingRemotes(LIVE, '/services/media')).toEqual(['/', '/services/media', '/product/tv']);
    expect(pagesSharingRemotes(LIVE, '/careers')).toEqual(['/careers']);
  });

  it("are published with the live folder's other pages, less the ones no remote declares now", () => {
    const live = path.join(dir, 'live');
    for (const [, { file }] of Object.entries(LIVE.pages)) {
      mkdirSync(path.dirname(path.join(live, file)), { recursive: true });
      writeFileSync(path.join(live, file), `old ${file}`);
    }
    const rendered = [{ path: '/careers', file: 'careers/index.html', status: 200, html: 'new careers', remotes: ['careers'] }];
    const merged = mergePages(rendered, { dir: live, meta: LIVE }, ['/', '/careers', '/product/tv']);
    expect(merged.map((p) => [p.path, p.html])).toEqual([
      ['/careers', 'new careers'],
      ['/', 'old index.html'],
      ['/product/tv', 'old product/tv/index.html'],
    ]);
    expect(merged[2]).toMatchObject({ status: 200, remotes: ['product', 'catalogue'] });
  });
});

it('finds the remote that owns an address in a remotes file', () => {
  const remotes = { $api: 'x', catalogue: { entry: 'c', prefixes: ['', 'services'] }, careers: { entry: 'k', prefixes: ['careers'] } };
  expect(['/', '/services/media', '/careers', '/help'].map((p) => ownerIn(remotes, p))).toEqual(['catalogue', 'catalogue', 'careers', null]);
});

describe('fetching release files while rendering', () => {
  it('reads the release files from disk and passes anything else on', async () => {
    const root = path.join(dir, 'releases');
    mkdirSync(path.join(root, 'catalogue', '1'), { recursive: true });
    writeFileSync(path.join(root, 'catalogue', '1', 'mf-manifest.json'), '{"name":"catalogue"}');
    const network: unknown[] = [];
    const fetch = fetchLocally({ 'https://site.example/releases/': root }, async (url) => {
      network.push(url);
      return new Response('from the network');
    });
    expect(await (await fetch('https://site.example/releases/catalogue/1/mf-manifest.json')).json()).toEqual({ name: 'catalogue' });
    expect((await fetch(new URL('https://site.example/releases/catalogue/2/mf-manifest.json'))).status).toBe(404);
    expect((await fetch('https://site.example/releases/../../etc/passwd')).status).toBe(404);
    expect(await (await fetch('https://cdn.example/x.js')).text()).toBe('from the network');
    expect(network).toEqual(['https://cdn.example/x.js']);
  });
});
