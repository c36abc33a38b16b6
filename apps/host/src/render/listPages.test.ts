import { describe, expect, it, vi, type Mock } from 'vitest';
import type { PageHead, RouteDeclaration } from '@storefront/shell/host';
import { parseSiteConfig } from '../site/config';
import type { RemoteLoader } from '../site/remoteLoader';
import { buildRouteTable } from '../site/routeTable';
import { DeclarationError, listPages } from './listPages';

const ORIGIN = 'https://www.brandwala.in';
const head = (path: string): PageHead => ({ path, title: path, description: `About ${path}` });

function loaderOf(file: unknown, declarations: Record<string, RouteDeclaration | Error>) {
  const config = parseSiteConfig(file, 'http://localhost/');
  const loadModule = vi.fn(async (request: string): Promise<unknown> => {
    const remote = request.split('/')[0] ?? '';
    const declaration = declarations[remote];
    if (!declaration || declaration instanceof Error) throw declaration ?? new Error(`no ${request}`);
    if (request.endsWith('/declaration')) return { default: declaration };
    return { items: () => ['x'] };
  }) as Mock<(request: string) => Promise<unknown>> & RemoteLoader['loadModule'];
  return { site: async () => ({ config, overrides: {}, routes: buildRouteTable(config.remotes) }), loadModule };
}

describe('listPages', () => {
  it('lists every page of every remote that owns a prefix, with its remote, and the browser-only prefixes', async () => {
    const loader = loaderOf(
      {
        catalogue: { entry: 'http://c/m.json', prefixes: ['', 'services'] },
        careers: { entry: 'http://k/m.json', prefixes: ['careers', 'inbox'] },
        cart: 'http://x/m.json',
      },
      {
        catalogue: {
          pages: async ({ siteOrigin }) => [
            head('/'),
            { ...head('/services/media'), image: `${siteOrigin}/media.svg` },
          ],
        },
        careers: {
          // A declaration may load another remote's data through the context.
          pages: async ({ loadRemoteModule }) => [
            head(
              `/careers${(await loadRemoteModule<{ items(): string[] }>('catalogue/data')).items().length ? '' : '/none'}`,
            ),
          ],
          clientOnly: ['/inbox'],
          aliases: { '/careers/all': '/careers', '/careers/x': '/nope', '/services/tv': '/services/media' },
        },
      },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { pages, clientOnly, aliases } = await listPages(loader, ORIGIN);
    // An alias must be the remote's own address and lead to one of its pages.
    expect(aliases).toEqual([{ path: '/careers/all', canonical: '/careers' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(pages.map((p) => [p.path, p.remote])).toEqual([
      ['/', 'catalogue'],
      ['/services/media', 'catalogue'],
      ['/careers', 'careers'],
    ]);
    expect(pages[1]?.image).toBe('https://www.brandwala.in/media.svg');
    expect(clientOnly).toEqual(['/inbox']);
    expect(loader.loadModule).not.toHaveBeenCalledWith('cart/declaration');
  });

  it('leaves out a page whose prefix remotes.json gives to another remote, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = loaderOf(
      {
        company: { entry: 'http://c/m.json', prefixes: ['help'] },
        careers: { entry: 'http://k/m.json', prefixes: ['careers'] },
      },
      {
        company: { pages: async () => [head('/help')] },
        careers: { pages: async () => [head('/careers'), head('/help')] },
      },
    );
    expect((await listPages(loader, ORIGIN)).pages.map((p) => p.path)).toEqual(['/help', '/careers']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('/help is declared by careers, but remotes.json gives it to company'),
    );
  });

  it('refuses a path declared twice', async () => {
    const loader = loaderOf(
      { careers: { entry: 'http://k/m.json', prefixes: ['careers'] } },
      { careers: { pages: async () => [head('/careers'), head('/careers')] } },
    );
    await expect(listPages(loader, ORIGIN)).rejects.toThrow('/careers is declared twice');
  });

  it('names the remote whose declaration failed, and its first address', async () => {
    const loader = loaderOf(
      { product: { entry: 'http://p/m.json', prefixes: ['product'] } },
      { product: new Error('connection refused') },
    );
    const error = await listPages(loader, ORIGIN).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeclarationError);
    expect(error).toMatchObject({
      remote: 'product',
      path: '/product',
      message: "The product remote's pages could not be listed",
    });
    expect((error as Error).cause).toEqual(new Error('connection refused'));
  });
});
