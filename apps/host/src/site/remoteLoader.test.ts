import { describe, expect, it, vi } from 'vitest';
import { SHELL_CONTRACT_VERSION } from '@storefront/shell/host';
import { parseSiteConfig, type SiteConfig } from './config';
import { RemoteLoader, checkContract, type FederationRuntime } from './remoteLoader';

const PAGE = { search: '', href: 'http://localhost:3000/' };

function fakeRuntime(modules: Record<string, unknown> = {}) {
  return {
    registerRemotes: vi.fn<FederationRuntime['registerRemotes']>(),
    loadRemote: vi.fn(async (request: string) => modules[request]) as FederationRuntime['loadRemote'],
  };
}

function configs(...files: unknown[]) {
  const queue = files.map((file) => parseSiteConfig(file, PAGE.href));
  return vi.fn(async (): Promise<SiteConfig> => {
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (!next) throw new Error('remotes.json answered 500');
    return next;
  });
}

describe('RemoteLoader', () => {
  it('registers every remote remotes.json names and builds the route table from their prefixes', async () => {
    const runtime = fakeRuntime();
    const loader = new RemoteLoader({
      fetchConfig: configs({ cart: { entry: 'http://c/v1.json', prefixes: ['cart'] } }),
      runtime,
      page: PAGE,
    });
    const site = await loader.site();
    expect(site.routes.get('cart')).toBe('cart');
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'cart', entry: 'http://c/v1.json' }]);
  });

  it('on Retry reads remotes.json again, drops the old code and registers the release now live', async () => {
    const runtime = fakeRuntime();
    const scope: Record<string, unknown> = { rspackChunkcart: [[['old-chunk'], {}]] };
    const fetchConfig = configs(
      { cart: { entry: 'http://c/v1.json', prefixes: ['cart'] } },
      { cart: { entry: 'http://c/v2.json', prefixes: ['cart'] } },
    );
    const loader = new RemoteLoader({ fetchConfig, runtime, page: PAGE, scope });
    await loader.site();
    const before = loader.pagesOf('cart');

    await loader.reload('cart');

    expect(fetchConfig).toHaveBeenCalledTimes(2);
    expect(scope.rspackChunkcart).toBeUndefined();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'cart', entry: 'http://c/v2.json' }], {
      force: true,
    });
    expect((await loader.site()).config.remotes.cart?.entry).toBe('http://c/v2.json');
    expect(loader.pagesOf('cart')).not.toBe(before);
  });

  it('on Retry with remotes.json unreadable, loads the last known entry afresh', async () => {
    const runtime = fakeRuntime();
    let calls = 0;
    const fetchConfig = vi.fn(async () => {
      if (calls++ === 0) return parseSiteConfig({ cart: { entry: 'http://c/v1.json', prefixes: ['cart'] } }, PAGE.href);
      throw new Error('remotes.json answered 503');
    });
    const loader = new RemoteLoader({ fetchConfig, runtime, page: PAGE, scope: {} });
    await loader.site();
    await loader.reload('cart');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'cart', entry: 'http://c/v1.json' }], {
      force: true,
    });
  });

  it('tells listeners when the live site changes', async () => {
    const loader = new RemoteLoader({
      fetchConfig: configs({ cart: 'http://c/v1.json' }),
      runtime: fakeRuntime(),
      page: PAGE,
      scope: {},
    });
    const listener = vi.fn();
    loader.subscribe(listener);
    await loader.reload('cart');
    expect(listener).toHaveBeenCalled();
  });

  it('loads pages after checking the contract; a remote remotes.json does not name is refused', async () => {
    const Pages = () => null;
    const runtime = fakeRuntime({
      'cart/contract': { default: { shellContract: SHELL_CONTRACT_VERSION } },
      'cart/Routes': { default: Pages },
    });
    const loader = new RemoteLoader({ fetchConfig: configs({ cart: 'http://c/v1.json' }), runtime, page: PAGE });
    expect(await loader.loadRoutes('cart')).toBe(Pages);
    await expect(loader.loadModule('careers/Routes')).rejects.toThrow('remotes.json does not name the careers remote');
  });

  it('records the modules it loaded, once each, and not those that failed (what a rendered page used)', async () => {
    const runtime = fakeRuntime({ 'product/Routes': { default: () => null }, 'catalogue/data': {} });
    const loader = new RemoteLoader({
      fetchConfig: configs({ product: 'http://p/m.json', catalogue: 'http://c/m.json', cart: 'http://c/m.json' }),
      runtime,
      page: PAGE,
    });
    await loader.loadModule('product/Routes');
    await loader.loadModule('catalogue/data');
    await loader.loadModule('catalogue/data');
    await expect(loader.loadModule('cart/Routes')).rejects.toThrow('did not expose');
    expect(loader.loadedModules()).toEqual(['product/Routes', 'catalogue/data']);
  });

  it('gives up on a remote slower than its timeout', async () => {
    const runtime = { registerRemotes: vi.fn(), loadRemote: () => new Promise<never>(() => undefined) };
    const loader = new RemoteLoader({
      fetchConfig: configs({ cart: 'http://c/v1.json' }),
      runtime,
      page: PAGE,
      timeoutMs: 20,
    });
    await expect(loader.loadModule('cart/Routes')).rejects.toThrow('The cart remote took longer than 20 ms');
  });

  it('uses the default api origin when remotes.json cannot be read', async () => {
    const loader = new RemoteLoader({ fetchConfig: configs(), runtime: fakeRuntime(), page: PAGE });
    expect(await loader.apiOrigin()).toBe('http://localhost:4000');
  });
});

describe('contract check', () => {
  it('accepts a remote built for the contract this host provides', () => {
    expect(() => checkContract('cart', { shellContract: SHELL_CONTRACT_VERSION })).not.toThrow();
  });

  it('refuses another version, or none, with a message saying what to deploy', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => checkContract('careers', { shellContract: 99 })).toThrow(
      /careers remote was built for shell contract 99/,
    );
    expect(() => checkContract('careers', undefined)).toThrow(/shell contract \(none\)/);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
