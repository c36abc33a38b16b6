// Test data shared by the unit tests: a small catalogue behind a fake 'catalogue/data' module.
import type { CatalogueDataModule, CatalogueItem } from '@storefront/types';

export function item(name: string, price: number, extra: Partial<CatalogueItem> = {}): CatalogueItem {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const image = `https://cdn.example/${slug}.svg`;
  return {
    slug,
    name,
    description: `${name} package`,
    image,
    images: [image, `https://cdn.example/${slug}-2.svg`, `https://cdn.example/${slug}-3.svg`],
    price,
    rating: 4.5,
    categorySlug: 'media',
    categoryName: 'Media',
    tab: 'spotlight',
    ...extra,
  };
}

export const tv = item('Television Ad Placement', 185000, { rating: 4.6 });
export const radio = item('Radio Jingle Campaign', 45000);
export const print = item('Newspaper Print Ads', 60000);
export const billboard = item('Outdoor Billboard Booking', 120000);
export const cinema = item('Cinema Screen Advertising', 90000);
export const ITEMS = [tv, radio, print, billboard, cinema];

/** A fake of the catalogue's exposed module over ITEMS, recording what was asked. */
export function fakeCatalogue(items: CatalogueItem[] = ITEMS) {
  const calls: string[] = [];
  const module: CatalogueDataModule = {
    findItem: (slug) => {
      calls.push(`findItem:${slug}`);
      return items.find((i) => i.slug === slug.toLowerCase());
    },
    relatedItems: (slug, n = 3) => {
      calls.push(`relatedItems:${slug}:${n}`);
      return items.filter((i) => i.slug !== slug).slice(0, n);
    },
    items: () => {
      calls.push('items');
      return items;
    },
  };
  return { module, calls };
}
