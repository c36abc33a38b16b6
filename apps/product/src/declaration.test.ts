import { describe, expect, it } from 'vitest';
import type { LoadRemoteModule } from '@storefront/shell';
import { pageHeadProblems } from '@storefront/ui/head';
import type { CatalogueShareImagesModule } from '@storefront/types';
import declaration from './declaration';
import { prefixes } from '../routes.json';
import { fakeCatalogue, item } from './data/testData';

const tv = item('Television Ad Placement', 185000, {
  description:
    'Prime-time and regional TV slots planned, negotiated and booked across Hindi and regional channels, with a post-campaign reach report.',
});
const awards = item('Awards Night', 520000, {
  description:
    'Nominations, jury process, trophies, red carpet and a televised-style ceremony for your industry awards.',
  parentSlug: 'shows',
});
const long = item('Ad Film Production', 450000, { description: 'A television-quality ad film, '.repeat(8) });

const ORIGIN = 'https://www.brandwala.in';

/** A loadRemoteModule with the catalogue's data (and its link-preview pictures, when given), recording what was asked. */
function withCatalogue(items = [tv, awards, long], shareImages?: Record<string, string>) {
  const requests: string[] = [];
  const { module } = fakeCatalogue(items);
  const shares: CatalogueShareImagesModule | undefined = shareImages && { shareImageOf: (image) => shareImages[image] };
  const loadRemoteModule = (<T>(request: string) => {
    requests.push(request);
    if (request === 'catalogue/data') return Promise.resolve(module as T);
    if (request === 'catalogue/shareImages' && shares) return Promise.resolve(shares as T);
    return Promise.reject(new Error(`${request} is not available`));
  }) as LoadRemoteModule;
  return { loadRemoteModule, siteOrigin: ORIGIN, requests };
}

describe("the product remote's declared pages", () => {
  it('are one page per item the catalogue data lists, named after it, with its description and price in rupees', async () => {
    const context = withCatalogue();
    const pages = await declaration.pages(context);
    expect(context.requests).toEqual(['catalogue/data', 'catalogue/shareImages']);
    expect(pages.map((page) => page.path)).toEqual([
      '/product/television-ad-placement',
      '/product/awards-night',
      '/product/ad-film-production',
    ]);
    expect(pages[0]).toEqual({
      path: '/product/television-ad-placement',
      title: 'Television Ad Placement | Brandwala Media',
      description: `${tv.description} Price: ₹1,85,000.`,
      image: 'https://cdn.example/television-ad-placement.svg',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Television Ad Placement',
          description: tv.description,
          image: tv.images,
          sku: 'television-ad-placement',
          category: 'Media',
          url: 'https://www.brandwala.in/product/television-ad-placement',
          offers: {
            '@type': 'Offer',
            price: 185000,
            priceCurrency: 'INR',
            availability: 'https://schema.org/InStock',
            url: 'https://www.brandwala.in/product/television-ad-placement',
          },
        },
      ],
      breadcrumbs: [
        { name: 'Services', path: '/services' },
        { name: 'Media', path: '/services/media' },
        { name: 'Television Ad Placement', path: '/product/television-ad-placement' },
      ],
    });
  });

  it("show the item's share picture in link previews, first among its pictures in the JSON-LD", async () => {
    const [page] = await declaration.pages(withCatalogue([tv], { [tv.image]: 'https://cdn.example/media.jpg' }));
    expect(page!.image).toBe('https://cdn.example/media.jpg');
    expect(page!.jsonLd?.[0]).toMatchObject({ image: ['https://cdn.example/media.jpg', ...tv.images] });
  });

  it('cut a long description, never the price', async () => {
    const pages = await declaration.pages(withCatalogue());
    expect(pages[2]!.description).toMatch(/^A television-quality ad film, .+ television-quality… Price: ₹4,50,000\.$/);
    expect(pages[2]!.description.length).toBeLessThanOrEqual(160);
  });

  it('have unique paths below the prefixes of routes.json, and titles and descriptions within bounds', async () => {
    expect(pageHeadProblems(await declaration.pages(withCatalogue()), prefixes)).toEqual([]);
  });

  it('reject, naming the catalogue, when the catalogue is down', async () => {
    const down = (() => Promise.reject(new Error('catalogue timed out'))) as LoadRemoteModule;
    const failure = declaration.pages({ loadRemoteModule: down, siteOrigin: ORIGIN });
    await expect(failure).rejects.toThrow(
      'The product pages are listed from catalogue/data, which could not be loaded',
    );
    await expect(failure).rejects.toMatchObject({ cause: new Error('catalogue timed out') });
  });

  it('reject clearly when the live catalogue predates items()', async () => {
    const { module } = fakeCatalogue([tv]);
    const { items: _items, ...old } = module;
    const loadRemoteModule = (<T>() => Promise.resolve(old as T)) as LoadRemoteModule;
    await expect(declaration.pages({ loadRemoteModule, siteOrigin: ORIGIN })).rejects.toThrow(
      'catalogue/data has no items(): release the catalogue again',
    );
  });
});
