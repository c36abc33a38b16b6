import { describe, expect, it } from 'vitest';
import { assetTags, type RemoteManifest } from './assets';

const manifest = (publicPath = 'auto'): RemoteManifest => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'Routes', assets: { js: { sync: ['routes.1.js'] }, css: { sync: ['routes.1.css'], async: ['page.2.css'] } } },
    { name: 'data', assets: { js: { sync: ['data.3.js'] }, css: { sync: [], async: [] } } },
    { name: 'contract', assets: { js: { sync: ['contract.4.js'] }, css: { sync: [], async: [] } } },
  ],
});

describe('assetTags', () => {
  it("links the styles of every module the page loaded and preloads the page remote's entry and first chunks", () => {
    const tags = assetTags(['product/contract', 'product/Routes', 'catalogue/data'], {
      product: { url: 'https://cdn.example/product/1.0.0/mf-manifest.json', manifest: manifest() },
      catalogue: { url: 'https://cdn.example/catalogue/2.0.0/mf-manifest.json', manifest: manifest() },
    });
    expect(tags.split('\n')).toEqual([
      '<link rel="preload" as="script" href="https://cdn.example/product/1.0.0/remoteEntry.js">',
      '<link rel="preload" as="script" href="https://cdn.example/product/1.0.0/routes.1.js">',
      '<link rel="stylesheet" href="https://cdn.example/product/1.0.0/routes.1.css">',
      '<link rel="stylesheet" href="https://cdn.example/product/1.0.0/page.2.css">',
    ]);
  });

  it("uses the manifest's public path when it names one, and skips what no manifest describes", () => {
    const tags = assetTags(['cart/Routes', 'careers/Routes'], {
      cart: { url: 'https://a.example/cart/mf-manifest.json', manifest: manifest('https://b.example/c/') },
    });
    expect(tags).toContain('href="https://b.example/c/remoteEntry.js"');
    expect(tags).not.toContain('careers');
  });

  it('is empty for a page that loaded no remote (the 404 page)', () => {
    expect(assetTags([], {})).toBe('');
  });
});
