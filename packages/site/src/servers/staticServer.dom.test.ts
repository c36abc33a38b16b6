import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from './staticServer';

const TEMPLATE =
  '<!doctype html><html><body><div id="root"></div><script defer src="/main.0123456789.js"></script></body></html>';
const page = (text: string) => TEMPLATE.replace('<div id="root"></div>', `<div id="root"><h1>${text}</h1></div>`);

/** A host build as the render step leaves it: its files, and the pages folder beside them. */
function hostBuild({ rendered = true } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write('index.html', TEMPLATE);
  write('main.0123456789.js', 'console.log("host")');
  // Told apart from the file by its text: the server must send this one as it is, not compress the file.
  write('main.0123456789.js.br', brotliCompressSync('console.log("host, compressed at build")'));
  write('remotes.json', '{}');
  if (rendered) {
    const remotes = {
      $api: 'http://api.example',
      $previewOrigins: ['https://preview.example'],
      catalogue: { entry: 'https://cdn.example/catalogue/mf-manifest.json', prefixes: [''] },
    };
    write('pages/remotes.json', JSON.stringify(remotes));
    write(
      'pages/index.html',
      page('Home').replace('</body>', '<script type="application/ld+json">{"@type":"Organization"}</script></body>'),
    );
    write('pages/careers/index.html', page('Careers').replace('</body>', '<script>window.x=1</script></body>'));
    write('pages/404.html', page('Page Not Found'));
    write('pages/sitemap.xml', '<urlset></urlset>');
    write('pages/robots.txt', 'User-agent: *');
    write(
      'pages/pages.json',
      JSON.stringify({
        siteOrigin: 'https://site.example',
        renderedAt: '2026-11-23T00:00:00Z',
        clientOnly: ['/inbox'],
        pages: {
          '/': { file: 'index.html', status: 200, remotes: ['catalogue'] },
          '/careers': { file: 'careers/index.html', status: 200, remotes: ['careers'] },
          '/404': { file: '404.html', status: 404, remotes: [] },
        },
      }),
    );
  }
  return dir;
}

interface Serving {
  server: Server;
  port: number;
  get: (address: string) => Promise<Response>;
}

async function serving(
  dir: string,
  options: Omit<Parameters<typeof createStaticServer>[1], 'spa'> = {},
): Promise<Serving> {
  const server = await listen(createStaticServer(dir, { spa: true, ...options }), 0);
  const { port } = server.address() as AddressInfo;
  return { server, port, get: (p: string) => fetch(`http://127.0.0.1:${port}${p}`, { redirect: 'manual' }) };
}

describe('the host with rendered pages', () => {
  let dir: string;
  let site: Serving;
  beforeAll(async () => {
    dir = hostBuild();
    site = await serving(dir);
  });
  afterAll(() => {
    site.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/', 200, 'Home'],
    ['/careers', 200, 'Careers'],
    ['/careers?tab=open', 200, 'Careers'],
    ['/404', 404, 'Page Not Found'],
    // Unknown addresses get the rendered 404 page with status 404, also where they look like files.
    ['/no-such-page', 404, 'Page Not Found'],
    ['/help.html', 404, 'Page Not Found'],
    ['/about-us.php', 404, 'Page Not Found'],
    ['/index.html', 404, 'Page Not Found'],
    ['/pages/index.html', 404, 'Page Not Found'],
  ])('%s answers %i with its rendered page', async (address, status, heading) => {
    const reply = await site.get(address);
    expect(reply.status).toBe(status);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(await reply.text()).toContain(`<h1>${heading}</h1>`);
  });

  it('serves a clientOnly page as the plain index.html, 200', async () => {
    for (const address of ['/inbox', '/inbox/42']) {
      const reply = await site.get(address);
      expect(reply.status).toBe(200);
      expect(await reply.text()).toBe(TEMPLATE);
    }
    expect((await site.get('/inboxes')).status).toBe(404);
  });

  it('redirects a trailing slash to the one URL of the page', async () => {
    const reply = await site.get('/careers/?tab=open');
    expect(reply.status).toBe(301);
    expect(reply.headers.get('location')).toBe('/careers?tab=open');
  });

  it('serves remotes.json, sitemap.xml and robots.txt from the pages folder', async () => {
    const remotes = await site.get('/remotes.json');
    expect(await remotes.json()).toMatchObject({ $api: 'http://api.example' });
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect(await (await site.get('/sitemap.xml')).text()).toBe('<urlset></urlset>');
    expect((await site.get('/sitemap.xml')).headers.get('content-type')).toContain('application/xml');
    expect(await (await site.get('/robots.txt')).text()).toBe('User-agent: *');
  });

  it("serves the host's assets, and a plain 404 for a missing one or the folder's raw files", async () => {
    const script = await site.get('/main.0123456789.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const missing of [
      '/main.9999999999.js',
      '/missing.css',
      '/logo.png',
      '/pages/pages.json',
      '/pages/remotes.json',
    ]) {
      const reply = await site.get(missing);
      expect(reply.status, missing).toBe(404);
      expect(reply.headers.get('content-type'), missing).toBe('text/plain; charset=utf-8');
    }
  });

  it("sends a file's Brotli form as it is to a browser that takes it, and the file itself to one that does not", async () => {
    const node = await site.get('/main.0123456789.js');
    const raw = (accept: string) =>
      new Promise<IncomingMessage>((resolve) =>
        http.get(
          { host: '127.0.0.1', port: site.port, path: '/main.0123456789.js', headers: { 'accept-encoding': accept } },
          resolve,
        ),
      );
    const brotli = await raw('gzip, deflate, br');
    expect([
      brotli.headers['content-encoding'],
      brotli.headers['content-type'],
      brotli.headers['cache-control'],
    ]).toEqual(['br', 'text/javascript', 'public, max-age=31536000, immutable']);
    expect(await node.text()).toBe('console.log("host, compressed at build")');
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends the file itself, not a Brotli form older than it (the file changed after the build)', async () => {
    const file = path.join(dir, 'main.0123456789.js');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    try {
      // (A query of its own: the test environment's fetch keeps earlier answers.)
      expect(await (await site.get('/main.0123456789.js?edited')).text()).toBe('console.log("host")');
    } finally {
      const now = new Date(Date.now() - 60_000);
      utimesSync(file, now, now);
    }
  });

  it('sends the security headers with every page, the CSP from the published remotes.json', async () => {
    const reply = await site.get('/');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = reply.headers.get('content-security-policy');
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example [^;]*https:\/\/preview\.example/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src [^;]*http:\/\/api\.example/);
    // JSON-LD is data: no hash. The careers page's inline script gets its own.
    expect(csp).not.toContain('sha256-');
    expect((await site.get('/careers')).headers.get('content-security-policy')).toMatch(/script-src [^;]*'sha256-/);
  });
});

describe('the host served by a development command (pnpm dev:remote)', () => {
  it("allows the dev server's socket it is given in its pages' connect-src, and production pages none", async () => {
    const dir = hostBuild();
    const socket = 'ws://localhost:3001/ws';
    const dev = await serving(dir, { environment: { devSockets: [socket] } });
    const live = await serving(dir);
    try {
      for (const address of ['/', '/careers', '/inbox', '/no-such-page']) {
        expect((await dev.get(address)).headers.get('content-security-policy'), address).toMatch(
          /connect-src [^;]* ws:\/\/localhost:3001\/ws(;|$)/,
        );
        expect((await live.get(address)).headers.get('content-security-policy'), address).not.toContain('ws:');
      }
    } finally {
      dev.server.close();
      live.server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the host without rendered pages (pnpm dev, a build not rendered yet)', () => {
  let dir: string;
  let site: Serving;
  beforeAll(async () => {
    dir = hostBuild({ rendered: false });
    site = await serving(dir);
  });
  afterAll(() => {
    site.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers index.html for any page address, and a plain 404 for a missing asset', async () => {
    for (const address of ['/', '/careers', '/help.html', '/about-us.php']) {
      const reply = await site.get(address);
      expect(reply.status, address).toBe(200);
      expect(await reply.text()).toBe(TEMPLATE);
    }
    expect((await site.get('/missing.js')).status).toBe(404);
  });
});
