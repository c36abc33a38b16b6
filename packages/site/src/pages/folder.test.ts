import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemotesFile } from '../remotesFile';
import { fileOf, pageFile, withSiteConfig, writePagesFolder, type RenderedPage } from './folder';

describe('the files of a pages folder', () => {
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
});

describe('withSiteConfig', () => {
  const remotes = {
    $api: 'https://api.example',
    catalogue: { entry: 'https://cdn/c/</script>/mf-manifest.json', prefixes: [''] },
  };
  const carried = (html: string) =>
    JSON.parse(/<script type="application\/json" id="sf-site-config">([^<]*)<\/script>/.exec(html)![1]!);

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
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const tmp = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pages-folder-'));
    dirs.push(dir);
    return path.join(dir, 'pages');
  };
  const page = (urlPath: string, html: string, remotes = ['catalogue']): RenderedPage => ({
    path: urlPath,
    file: fileOf(urlPath),
    status: urlPath === '/404' ? 404 : 200,
    html,
    remotes,
  });
  const site = (pages: RenderedPage[], complete = true) => ({
    pages,
    clientOnly: ['/inbox'],
    sitemap: '<urlset/>',
    robots: 'User-agent: *',
    siteOrigin: 'https://www.brandwala.in',
    complete,
  });
  const remotesJson: RemotesFile = {
    $siteOrigin: 'https://www.brandwala.in',
    catalogue: { entry: 'https://cdn/c/mf-manifest.json', prefixes: [''] },
  };
  const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

  it('writes every page, pages.json, the remotes.json it was rendered with, sitemap.xml and robots.txt', () => {
    const out = tmp();
    writePagesFolder(
      out,
      site([page('/', 'home'), page('/services/media', 'media'), page('/404', 'missing', [])]),
      remotesJson,
    );
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
    expect(JSON.parse(read(out, 'pages.json')).pages['/careers']).toEqual({
      file: 'careers/index.html',
      status: 200,
      remotes: ['careers'],
    });
  });

  it('gives every page, the kept ones too, the remotes.json published with the folder', () => {
    const out = tmp();
    const promoted = {
      ...remotesJson,
      careers: { entry: 'https://cdn/careers/2/mf-manifest.json', prefixes: ['careers'] },
    };
    writePagesFolder(
      out,
      site([page('/', '<head></head>home'), page('/careers', '<head></head>jobs', ['careers'])]),
      remotesJson,
    );
    writePagesFolder(out, site([page('/careers', '<head></head>jobs 2', ['careers'])], false), promoted);
    for (const file of ['index.html', 'careers/index.html']) {
      expect(read(out, file)).toContain(
        `<script type="application/json" id="sf-site-config">${JSON.stringify(promoted)}</script></head>`,
      );
    }
  });
});
