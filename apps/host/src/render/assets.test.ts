import { describe, expect, it } from 'vitest';
import { pageAssets, type RemoteManifest } from './assets';

const manifest = (publicPath = 'auto'): RemoteManifest => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'Routes',
      assets: { js: { sync: ['routes.1.js'] }, css: { sync: ['routes.1.css'], async: ['page.2.css'] } },
    },
    { name: 'data', assets: { js: { sync: ['data.3.js'] }, css: { sync: [], async: [] } } },
    { name: 'contract', assets: { js: { sync: ['contract.4.js'] }, css: { sync: [], async: [] } } },
  ],
});

describe('pageAssets', () => {
  it("names the styles of every module the page loaded, and each remote's manifest, entry and the first chunks of what it loaded", () => {
    const assets = pageAssets(['product/contract', 'product/Routes', 'catalogue/data'], {
      product: { url: 'https://cdn.example/product/1.0.0/mf-manifest.json', manifest: manifest() },
      catalogue: { url: 'https://cdn.example/catalogue/2.0.0/mf-manifest.json', manifest: manifest() },
    });
    expect(assets).toEqual({
      styles: ['https://cdn.example/product/1.0.0/routes.1.css', 'https://cdn.example/product/1.0.0/page.2.css'],
      scripts: [
        'https://cdn.example/product/1.0.0/remoteEntry.js',
        'https://cdn.example/product/1.0.0/contract.4.js',
        'https://cdn.example/product/1.0.0/routes.1.js',
        'https://cdn.example/catalogue/2.0.0/remoteEntry.js',
        'https://cdn.example/catalogue/2.0.0/data.3.js',
      ],
    });
  });

  it("uses the manifest's public path for its chunks when it names one, and skips what no manifest describes", () => {
    const assets = pageAssets(['cart/Routes', 'careers/Routes'], {
      cart: { url: 'https://a.example/cart/mf-manifest.json', manifest: manifest('https://b.example/c/') },
    });
    // Its entry script beside the manifest (where the browser loads it), its chunks where the public path says.
    expect(assets.scripts[0]).toBe('https://a.example/cart/remoteEntry.js');
    expect(assets.scripts.slice(1).every((file) => file.startsWith('https://b.example/c/'))).toBe(true);
    expect(JSON.stringify(assets)).not.toContain('careers');
  });

  it("names the shared modules each loaded module consumes at once: the host's copy where it provides one, else the remote's", () => {
    const assets = pageAssets(
      ['careers/Routes'],
      {
        careers: {
          url: 'https://cdn.example/careers/1/mf-manifest.json',
          manifest: manifest(),
          shares: {
            exposes: { Routes: ['@storefront/ui/forms', '@storefront/ui/icon', 'react'], data: ['x'] },
            provides: { '@storefront/ui/forms': ['forms.5.js'], '@storefront/ui/icon': ['icon.6.js', 'icon.7.js'] },
          },
        },
      },
      { '@storefront/ui/forms': ['/111.a.js', '/492.b.js'], react: ['/551.c.js'] },
    );
    expect(assets.scripts).toEqual([
      'https://cdn.example/careers/1/remoteEntry.js',
      'https://cdn.example/careers/1/routes.1.js',
      '/111.a.js',
      '/492.b.js',
      'https://cdn.example/careers/1/icon.6.js',
      'https://cdn.example/careers/1/icon.7.js',
      '/551.c.js',
    ]);
  });

  it('reads a shares.json that is not what it should be as naming nothing', () => {
    for (const shares of [{}, { exposes: null }, { exposes: { Routes: 'react' } }] as never[]) {
      const assets = pageAssets(
        ['careers/Routes'],
        { careers: { url: 'https://cdn.example/careers/1/mf-manifest.json', manifest: manifest(), shares } },
        { react: ['/551.c.js'] },
      );
      expect(assets.scripts).toEqual([
        'https://cdn.example/careers/1/remoteEntry.js',
        'https://cdn.example/careers/1/routes.1.js',
      ]);
    }
  });

  it('is empty for a page that loaded no remote (the 404 page)', () => {
    expect(pageAssets([], {})).toEqual({ styles: [], scripts: [] });
  });
});
