import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCdnServer } from './cdn';
import { listen } from './staticServer';

let root: string;
let server: Server;
let get: (address: string) => Promise<Response>;

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'cdn-'));
  write('host/1/index.html', '<div id="root"></div>');
  write('host/1/main.0123456789.js', 'host()');
  write('host/current.json', JSON.stringify({ release: '1' }));
  write('remotes.json', '{"stale":true}');
  write('pages/a/index.html', '<h1>Home, rendered</h1>');
  write('pages/a/404.html', '<h1>Page Not Found</h1>');
  write(
    'pages/a/remotes.json',
    JSON.stringify({ catalogue: { entry: '/releases/catalogue/1/mf-manifest.json', prefixes: [''] } }),
  );
  write(
    'pages/a/pages.json',
    JSON.stringify({
      clientOnly: ['/inbox'],
      pages: {
        '/': { file: 'index.html', status: 200, remotes: ['catalogue'] },
        '/404': { file: '404.html', status: 404, remotes: [] },
      },
    }),
  );
  write('pages/current.json', JSON.stringify({ release: 'a' }));
  server = await listen(createCdnServer(root), 0);
  const { port } = server.address() as AddressInfo;
  get = (p: string) => fetch(`http://127.0.0.1:${port}${p}`);
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the CDN with a live pages folder', () => {
  it('serves the pages, the 404 page and clientOnly pages with their security headers', async () => {
    const home = await get('/');
    expect(await home.text()).toBe('<h1>Home, rendered</h1>');
    expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const unknown = await get('/about-us.php');
    expect([unknown.status, await unknown.text()]).toEqual([404, '<h1>Page Not Found</h1>']);
    expect(await (await get('/inbox/3')).text()).toBe('<div id="root"></div>');
  });

  it("serves the remotes.json the pages were rendered with, and the host's files", async () => {
    expect(await (await get('/remotes.json')).json()).toHaveProperty('catalogue');
    const script = await get('/main.0123456789.js');
    expect([script.status, script.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect((await get('/missing.js')).status).toBe(404);
  });

  it('never serves a pages folder under /releases/', async () => {
    expect((await get('/releases/pages/a/index.html')).status).toBe(404);
  });
});

describe('the CDN while a canary runs', () => {
  const as = (p: string, bucket: number) => fetchWith(p, `sf_bucket=${bucket}`);
  let fetchWith: (p: string, cookie: string) => Promise<Response>;
  const entryOf = async (reply: Promise<Response>) =>
    ((await (await reply).json()) as { catalogue: { entry: string } }).catalogue.entry;
  beforeAll(() => {
    const { port } = server.address() as AddressInfo;
    fetchWith = (p, cookie) => fetch(`http://127.0.0.1:${port}${p}`, { headers: { cookie } });
    write('pages/b/index.html', '<h1>Home, canary</h1>');
    write('pages/b/404.html', '<h1>Page Not Found</h1>');
    write(
      'pages/b/remotes.json',
      JSON.stringify({ catalogue: { entry: '/releases/catalogue/2/mf-manifest.json', prefixes: [''] } }),
    );
    write(
      'pages/b/pages.json',
      JSON.stringify({
        pages: {
          '/': { file: 'index.html', status: 200, remotes: ['catalogue'] },
          '/404': { file: '404.html', status: 404, remotes: [] },
        },
      }),
    );
    write('canary.json', JSON.stringify({ app: 'catalogue', release: '2', live: '1', pages: 'b', share: 25 }));
  });
  afterAll(() => rmSync(path.join(root, 'canary.json')));

  it('puts a first visitor in a bucket with a cookie on the page, never on a file', async () => {
    const home = await get('/');
    expect(home.headers.get('set-cookie')).toMatch(
      /^sf_bucket=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
    );
    expect(home.headers.get('vary')).toContain('Cookie');
    expect((await get('/main.0123456789.js')).headers.get('set-cookie')).toBe(null);
    expect((await fetchWith('/', 'sf_bucket=7')).headers.get('set-cookie')).toBe(null);
  });

  it('serves a bucket below the share the canary pages and remotes.json, every other bucket the live ones', async () => {
    expect(await (await as('/', 24)).text()).toBe('<h1>Home, canary</h1>');
    // The host release of the page, for the page's report.
    expect((await as('/', 24)).headers.get('server-timing')).toBe('host;desc="1"');
    expect(await entryOf(as('/remotes.json', 0))).toContain('/2/');
    expect(await (await as('/', 25)).text()).toBe('<h1>Home, rendered</h1>');
    expect(await entryOf(as('/remotes.json', 99))).toContain('/1/');
    expect((await get('/releases/canary.json')).status).toBe(404);
    // A canary file spoilt by hand is no canary: the live pages, never an error.
    const kept = readFileSync(path.join(root, 'canary.json'), 'utf8');
    write('canary.json', '{"app": "catalo');
    expect(await (await as('/', 3)).text()).toBe('<h1>Home, rendered</h1>');
    write('canary.json', kept);
    // A cookie that is no bucket is replaced, not trusted.
    expect((await fetchWith('/', 'sf_bucket=-3')).headers.get('set-cookie')).toMatch(/^sf_bucket=\d/);
  });
});
