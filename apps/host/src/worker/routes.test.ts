import { describe, expect, it } from 'vitest';
import { cacheKindOf, isRemoteManifest, pageKey, titleOf, withKeptPages } from './routes';

const SITE = 'https://brandwala.example';
const get = (url: string, destination = 'script', mode = 'no-cors') => ({ method: 'GET', mode, destination, url });

describe("the site worker's routes", () => {
  it('keeps the pages of the site, network first', () => {
    expect(cacheKindOf(get(`${SITE}/help`, 'document', 'navigate'), SITE)).toBe('page');
    // Another site's page, and anything sent, are the browser's.
    expect(cacheKindOf(get('https://maps.example/search', 'document', 'navigate'), SITE)).toBeNull();
    expect(cacheKindOf({ ...get(`${SITE}/help`, 'document', 'navigate'), method: 'POST' }, SITE)).toBeNull();
  });

  it('keeps hashed files cache first, from the site or a remote, and the files naming releases network first', () => {
    expect(cacheKindOf(get(`${SITE}/main.0123456789.js`), SITE)).toBe('code');
    expect(cacheKindOf(get('https://cdn.example/catalogue/assets/a.0123abcdef.svg', 'image'), SITE)).toBe('code');
    expect(cacheKindOf(get('http://localhost:3001/remoteEntry.js'), SITE)).toBe('release');
    expect(cacheKindOf(get('http://localhost:3001/mf-manifest.json', '', 'cors'), SITE)).toBe('release');
    expect(cacheKindOf(get(`${SITE}/remotes.json`, '', 'cors'), SITE)).toBe('release');
  });

  it("leaves the api's answers alone: they are the visitor's own", () => {
    expect(cacheKindOf(get('https://api.example/api/session', '', 'cors'), SITE)).toBeNull();
    expect(cacheKindOf(get('https://api.example/api/staff/submissions?kind=help', '', 'cors'), SITE)).toBeNull();
    expect(cacheKindOf(get('not a url'), SITE)).toBeNull();
    expect(cacheKindOf(get('data:image/png;base64,AAAA', 'image'), SITE)).toBeNull();
  });

  it("knows a remote's manifest, whose files are kept with it, from the site's remotes.json", () => {
    expect(isRemoteManifest('http://localhost:3001/mf-manifest.json')).toBe(true);
    expect(isRemoteManifest(`${SITE}/releases/catalogue/7/mf-manifest.json?x=1`)).toBe(true);
    expect(isRemoteManifest(`${SITE}/remotes.json`)).toBe(false);
  });

  it('keeps a page by its path: its HTML is the same whatever the query', () => {
    expect(pageKey(`${SITE}/search?q=podcast#top`)).toBe(`${SITE}/search`);
  });

  it('lists the pages kept, by title, as plain links, escaped', () => {
    expect(titleOf('<title>Careers | Brandwala Media</title>', '/careers')).toBe('Careers');
    expect(titleOf('<title>Tom &amp; Jerry</title>', '/x')).toBe('Tom & Jerry');
    expect(titleOf('', '/product/x')).toBe('/product/x');
    const html = '<main><div data-offline-pages=""></div></main>';
    expect(withKeptPages(html, [{ path: '/help', title: 'Help <& support>' }])).toBe(
      '<main><div data-offline-pages=""><ul><li><a href="/help">Help &lt;&amp; support&gt;</a></li></ul></div></main>',
    );
    expect(withKeptPages(html, [])).toContain('None yet');
  });
});
