import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLocally, mergePages, ownerIn, pagesSharingRemotes, pathsToRender, runRenderJob } from './releasePages';
import type { PagesJson } from '../pages/folder';
import type { RemotesFile } from '../remotesFile';

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
    expect(pathsToRender(LIVE, declared, ['catalogue'])).toEqual([
      '/',
      '/services/media',
      '/product/tv',
      '/careers/new',
    ]);
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
    const rendered = [
      { path: '/careers', file: 'careers/index.html', status: 200, html: 'new careers', remotes: ['careers'] },
    ];
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
  const remotes = {
    $api: 'x',
    catalogue: { entry: 'c', prefixes: ['', 'services'] },
    careers: { entry: 'k', prefixes: ['careers'] },
  };
  expect(['/', '/services/media', '/careers', '/help'].map((p) => ownerIn(remotes, p))).toEqual([
    'catalogue',
    'catalogue',
    'careers',
    null,
  ]);
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
    expect(await (await fetch('https://site.example/releases/catalogue/1/mf-manifest.json')).json()).toEqual({
      name: 'catalogue',
    });
    expect((await fetch(new URL('https://site.example/releases/catalogue/2/mf-manifest.json'))).status).toBe(404);
    expect((await fetch('https://site.example/releases/../../etc/passwd')).status).toBe(404);
    expect(await (await fetch('https://cdn.example/x.js')).text()).toBe('from the network');
    expect(network).toEqual(['https://cdn.example/x.js']);
  });
});

describe('a render job', () => {
  // A host build whose Node entry renders what the remotes file says: each remote's `pages`, a
  // remote with `down` cannot be listed, and the pages in `unreachableAt` cannot be rendered.
  const HOST_ENTRY = `
class PageRenderError extends Error {
  constructor(path, kind, options) { super(options.message ?? path + ' did not render', options); this.path = path; this.kind = kind; }
}
const remotes = (file) => Object.entries(file).filter(([key]) => !key.startsWith('$'));
const ownerOf = (file, url) => remotes(file).find(([, r]) => r.prefixes.includes(url.split('/')[1] ?? ''));
module.exports = {
  PageRenderError,
  async listPages(file) {
    const pages = [];
    for (const [, remote] of remotes(file)) {
      if (remote.down) throw new PageRenderError('/' + remote.prefixes[0], 'unreachable', { cause: new Error('its server is down') });
      pages.push(...remote.pages.map((path) => ({ path })));
    }
    return { pages, clientOnly: [], aliases: [] };
  },
  async renderPage(url, file) {
    const owner = ownerOf(file, url);
    if (owner?.[1].unreachableAt?.includes(url)) throw new PageRenderError(url, 'unreachable', { cause: new Error('its chunk did not load') });
    return { markup: 'new ' + url, modules: owner && url !== '/404' ? [owner[0] + '/Routes'] : [] };
  },
  headTags: () => '<title>page</title>',
  sitemapXml: () => '',
  robotsTxt: () => '',
  pageAssets: () => ({ styles: [], scripts: [] }),
  NOT_FOUND_HEAD: { path: '/404' },
};`;
  const ORIGIN = 'http://remotes.test/';
  const fetched = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = fetched;
  });

  /** A host build, the remotes' manifests, and a live folder where every page says "old". */
  function site(live: Record<string, string[]>) {
    const root = mkdtempSync(path.join(dir, 'job-'));
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    };
    write('host/server/main.cjs', HOST_ENTRY);
    write('host/index.html', '<html><head><title>site</title></head><body><div id="root"></div></body></html>');
    for (const remote of ['catalogue', 'careers']) write(`remotes/${remote}/mf-manifest.json`, '{}');
    const pages: PagesJson['pages'] = { '/404': { file: '404.html', status: 404, remotes: [] } };
    for (const [urlPath, remotes] of Object.entries(live)) {
      const file = urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`;
      pages[urlPath] = { file, status: 200, remotes };
      write(`live/${file}`, `old ${urlPath}`);
    }
    write('live/404.html', 'old /404');
    write('live/pages.json', JSON.stringify({ pages }));
    write('live/remotes.json', '{}');
    return root;
  }
  const remotesJson = (catalogue: object = {}, careers: object = {}) => ({
    catalogue: {
      entry: `${ORIGIN}catalogue/mf-manifest.json`,
      prefixes: ['', 'services'],
      pages: ['/', '/services/media'],
      ...catalogue,
    },
    careers: { entry: `${ORIGIN}careers/mf-manifest.json`, prefixes: ['careers'], pages: ['/careers'], ...careers },
  });
  const job = (root: string, apps: string[], remotes: RemotesFile) => ({
    apps,
    remotesJson: remotes,
    hostDir: path.join(root, 'host'),
    previousDir: path.join(root, 'live'),
    outDir: path.join(root, 'out'),
    folders: { [ORIGIN]: path.join(root, 'remotes') },
  });
  /** Each published page's text: what the host rendered in #root, or the old HTML kept. */
  const published = (root: string) => {
    const { pages } = JSON.parse(readFileSync(path.join(root, 'out', 'pages.json'), 'utf8')) as PagesJson;
    const text = (html: string) => /<div id="root"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? html;
    return Object.fromEntries(
      Object.entries(pages).map(([p, { file }]) => [p, text(readFileSync(path.join(root, 'out', file), 'utf8'))]),
    );
  };
  const LIVE = { '/': ['catalogue'], '/services/media': ['catalogue'], '/careers': ['careers'] };

  it.each([
    {
      what: 'leaves out a remote whose pages cannot be listed: its pages keep their previous HTML',
      promoted: 'catalogue',
      remotes: () => remotesJson({}, { down: true }),
      old: ['/careers'],
    },
    {
      what: 'keeps the previous HTML of the pages sharing the remotes of a page that cannot be rendered, and renders the rest',
      promoted: 'host',
      remotes: () => remotesJson({ unreachableAt: ['/services/media'] }),
      old: ['/', '/services/media'],
    },
  ])('$what', async ({ promoted, remotes, old }) => {
    const root = site(LIVE);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await runRenderJob(job(root, [promoted], remotes()));
    const pages = ['/', '/services/media', '/careers', '/404'];
    expect(published(root)).toEqual(
      Object.fromEntries(pages.map((page) => [page, `${old.includes(page) ? 'old' : 'new'} ${page}`])),
    );
  });

  it('is refused, naming the page, when the remote being promoted cannot be listed', async () => {
    const root = site(LIVE);
    await expect(runRenderJob(job(root, ['careers'], remotesJson({}, { down: true })))).rejects.toThrow(
      /^Refused: \/careers did not render: its server is down\. Nothing was published\.$/,
    );
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  });
});
