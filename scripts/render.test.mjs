import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOST } from './apps.mjs';
import { fileOf, hostStartOf, pageFile, pageHtml, siteOriginOf, startTags, styleTag, withSiteConfig, writePagesFolder } from './render.mjs';

describe('render', () => {
  it.each([
    ['/', 'index.html'],
    ['/services/media', 'services/media/index.html'],
    ['/careers/', 'careers/index.html'],
    ['/search?q=tv', 'search/index.html'],
  ])('writes %s to %s', (urlPath, file) => {
    expect(pageFile('/out', urlPath)).toBe(path.join('/out', file));
    expect(fileOf(urlPath)).toBe(file);
  });

  it('writes the 404 page to 404.html', () => {
    expect(fileOf('/404')).toBe('404.html');
  });

  it("puts the markup inside the template's #root, taken literally", () => {
    const template = '<html><body><div id="root"></div><script src="/main.js"></script></body></html>';
    expect(pageHtml(template, '<h1>$& costs ₹1</h1>')).toBe(
      '<html><body><div id="root"><h1>$& costs ₹1</h1></div><script src="/main.js"></script></body></html>',
    );
  });

  it("puts the page's head in place of the template's title and description, and drops the JavaScript notice", () => {
    const template =
      '<html><head><meta name="description" content="Generic."><title>Site</title><script src="/main.js"></script></head>' +
      '<body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body></html>';
    expect(pageHtml(template, '<h1>Careers</h1>', '<title>Careers</title>\n<meta name="description" content="Jobs.">')).toBe(
      '<html><head><title>Careers</title>\n<meta name="description" content="Jobs."><script src="/main.js"></script></head>' +
        '<body><div id="root"><h1>Careers</h1></div></body></html>',
    );
  });

  it('marks a page served at other addresses with the address it was rendered for', () => {
    const template = '<html><body><div id="root"></div></body></html>';
    expect(pageHtml(template, '<h1>Page Not Found</h1>', '', '/404')).toBe(
      '<html><body><div id="root" data-rendered-for="/404"><h1>Page Not Found</h1></div></body></html>',
    );
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageHtml('<html><body></body></html>', '<h1>x</h1>')).toThrow(/no empty <div id="root">/);
  });

  it("takes the site's origin from $siteOrigin, else the host's local origin", () => {
    expect(siteOriginOf({ $siteOrigin: 'https://www.brandwala.in/' })).toBe('https://www.brandwala.in');
    expect(siteOriginOf({ $siteOrigin: 'javascript:alert(1)' })).toBe(HOST.origin);
    expect(siteOriginOf({})).toBe(HOST.origin);
  });
});

describe('hostStartOf', () => {
  it("reads the host build's page styles and start scripts, and nothing for a build without the list", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
    try {
      expect(hostStartOf(dir)).toEqual({ styles: [], scripts: [] });
      writeFileSync(path.join(dir, 'page-styles.json'), JSON.stringify({ styles: ['/1.a.css', '/2.b.css'] }));
      expect(hostStartOf(dir)).toEqual({ styles: ['/1.a.css', '/2.b.css'], scripts: [] });
      writeFileSync(path.join(dir, 'page-styles.json'), JSON.stringify({ styles: ['/1.a.css'], scripts: ['/main.1.js', '/2.c.js'] }));
      expect(hostStartOf(dir)).toEqual({ styles: ['/1.a.css'], scripts: ['/main.1.js', '/2.c.js'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the tags of a page start', () => {
  it('inlines a stylesheet, with a link its loader finds but the browser does not fetch, and no source map comment', () => {
    expect(styleTag('https://cdn/c/1.css', '.a{color:red}\n/*# sourceMappingURL=1.css.map*/')).toBe(
      '<style data-href="https://cdn/c/1.css">.a{color:red}</style><link rel="stylesheet" href="https://cdn/c/1.css" disabled>',
    );
  });

  it('keeps a style from ending its element early', () => {
    expect(styleTag('/1.css', '.a::after{content:"</style><script>"}')).toContain('content:"<\\/style><script>"}</style>');
  });

  it('links a stylesheet that could not be read, or that names files relative to itself', () => {
    expect(styleTag('/1.css', undefined)).toBe('<link rel="stylesheet" href="/1.css">');
    expect(styleTag('/1.css', '.a{background:url(x.png)}')).toBe('<link rel="stylesheet" href="/1.css">');
    expect(styleTag('/1.css', '@import "x.css";')).toBe('<link rel="stylesheet" href="/1.css">');
  });

  it('preconnects to other origins, inlines the styles in order, preloads the scripts and the manifests as the runtime fetches them', () => {
    const tags = startTags({
      styles: [
        { href: '/host.css', css: ':root{--a:1}' },
        { href: 'https://cdn/c/1.css', css: '.b{}' },
      ],
      scripts: ['/main.1.js', 'https://cdn/c/remoteEntry.js', 'https://cdn/c/2.js'],
      manifests: ['https://cdn/c/mf-manifest.json'],
      siteOrigin: 'https://www.brandwala.in',
    });
    expect(tags.split('\n')).toEqual([
      '<link rel="preconnect" href="https://cdn">',
      '<style data-href="/host.css">:root{--a:1}</style><link rel="stylesheet" href="/host.css" disabled>',
      '<style data-href="https://cdn/c/1.css">.b{}</style><link rel="stylesheet" href="https://cdn/c/1.css" disabled>',
      '<link rel="preload" as="script" href="/main.1.js">',
      '<link rel="preload" as="script" href="https://cdn/c/remoteEntry.js">',
      '<link rel="preload" as="script" href="https://cdn/c/2.js">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://cdn/c/mf-manifest.json">',
    ]);
  });

  it('names no origin of the site itself to preconnect to', () => {
    expect(startTags({ styles: [], scripts: ['/releases/c/1/remoteEntry.js'], manifests: [], siteOrigin: 'https://www.brandwala.in' })).not.toContain(
      'preconnect',
    );
  });
});

describe('withSiteConfig', () => {
  const remotes = { $api: 'https://api.example', catalogue: { entry: 'https://cdn/c/</script>/mf-manifest.json', prefixes: [''] } };
  const carried = (html) => JSON.parse(/<script type="application\/json" id="sf-site-config">([^<]*)<\/script>/.exec(html)[1]);

  it('puts the remotes.json in the head as data that cannot end its element', () => {
    const html = withSiteConfig('<html><head><title>x</title></head><body></body></html>', remotes);
    expect(carried(html)).toEqual(remotes);
    expect(html).toContain('\\u003c/script>');
    expect(html.indexOf('sf-site-config')).toBeLessThan(html.indexOf('</head>'));
  });

  it('replaces the remotes.json a page carried with the one published now', () => {
    const once = withSiteConfig('<head></head>', { catalogue: 'https://cdn/c/1/mf-manifest.json' });
    const again = withSiteConfig(once, remotes);
    expect(carried(again)).toEqual(remotes);
    expect(again.match(/sf-site-config/g)).toHaveLength(1);
  });
});

describe('writePagesFolder', () => {
  const dirs = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const tmp = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pages-folder-'));
    dirs.push(dir);
    return path.join(dir, 'pages');
  };
  const page = (urlPath, html, remotes = ['catalogue']) => ({
    path: urlPath,
    file: fileOf(urlPath),
    status: urlPath === '/404' ? 404 : 200,
    html,
    remotes,
  });
  const site = (pages, complete = true) => ({
    pages,
    clientOnly: ['/inbox'],
    sitemap: '<urlset/>',
    robots: 'User-agent: *',
    siteOrigin: 'https://www.brandwala.in',
    complete,
  });
  const remotesJson = { $siteOrigin: 'https://www.brandwala.in', catalogue: { entry: 'https://cdn/c/mf-manifest.json', prefixes: [''] } };
  const read = (dir, file) => readFileSync(path.join(dir, file), 'utf8');

  it('writes every page, pages.json, the remotes.json it was rendered with, sitemap.xml and robots.txt', () => {
    const out = tmp();
    writePagesFolder(out, site([page('/', 'home'), page('/services/media', 'media'), page('/404', 'missing', [])]), remotesJson);
    expect(read(out, 'index.html')).toBe('home');
    expect(read(out, 'services/media/index.html')).toBe('media');
    expect(read(out, '404.html')).toBe('missing');
    expect(JSON.parse(read(out, 'remotes.json'))).toEqual(remotesJson);
    expect(read(out, 'sitemap.xml')).toBe('<urlset/>');
    expect(read(out, 'robots.txt')).toBe('User-agent: *');
    const pages = JSON.parse(read(out, 'pages.json'));
    expect(pages).toMatchObject({ siteOrigin: 'https://www.brandwala.in', clientOnly: ['/inbox'] });
    expect(Date.parse(pages.renderedAt)).not.toBeNaN();
    expect(pages.pages).toEqual({
      '/': { file: 'index.html', status: 200, remotes: ['catalogue'] },
      '/services/media': { file: 'services/media/index.html', status: 200, remotes: ['catalogue'] },
      '/404': { file: '404.html', status: 404, remotes: [] },
    });
  });

  it('replaces a complete folder whole: a page no longer declared is gone', () => {
    const out = tmp();
    writePagesFolder(out, site([page('/', 'home'), page('/old', 'old')]), remotesJson);
    writePagesFolder(out, site([page('/', 'home 2')]), remotesJson);
    expect(read(out, 'index.html')).toBe('home 2');
    expect(existsSync(path.join(out, 'old/index.html'))).toBe(false);
    expect(Object.keys(JSON.parse(read(out, 'pages.json')).pages)).toEqual(['/']);
    expect(existsSync(`${out}.next-${process.pid}`) || existsSync(`${out}.old-${process.pid}`)).toBe(false);
  });

  it('keeps the pages a partial render did not touch', () => {
    const out = tmp();
    writePagesFolder(out, site([page('/', 'home'), page('/careers', 'jobs', ['careers'])]), remotesJson);
    writePagesFolder(out, site([page('/', 'home 2')], false), remotesJson);
    expect(read(out, 'index.html')).toBe('home 2');
    expect(read(out, 'careers/index.html')).toBe('jobs');
    expect(JSON.parse(read(out, 'pages.json')).pages['/careers']).toEqual({ file: 'careers/index.html', status: 200, remotes: ['careers'] });
  });

  it('gives every page, the kept ones too, the remotes.json published with the folder', () => {
    const out = tmp();
    const promoted = { ...remotesJson, careers: { entry: 'https://cdn/careers/2/mf-manifest.json', prefixes: ['careers'] } };
    writePagesFolder(out, site([page('/', '<head></head>home'), page('/careers', '<head></head>jobs', ['careers'])]), remotesJson);
    writePagesFolder(out, site([page('/careers', '<head></head>jobs 2', ['careers'])], false), promoted);
    for (const file of ['index.html', 'careers/index.html']) {
      expect(read(out, file)).toContain(`<script type="application/json" id="sf-site-config">${JSON.stringify(promoted)}</script></head>`);
    }
  });
});
