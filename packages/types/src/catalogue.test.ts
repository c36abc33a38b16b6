import { describe, expect, it } from 'vitest';
import { parseProductSnapshot, readProductSnapshot, toProductSnapshot, type CatalogueItem } from './catalogue';

/** The fields an item and its snapshot have in common. */
const shared = {
  slug: 'podcast-production',
  name: 'Podcast Production',
  description: 'Per episode recording and editing.',
  image: '/assets/podcast.svg',
  images: ['/assets/podcast.svg', '/assets/tab-studio.svg'],
  price: 25000,
  categorySlug: 'podcast',
  categoryName: 'Podcast',
};

const item: CatalogueItem = { ...shared, rating: 4.7, tab: 'studio' };

describe('product snapshot', () => {
  it('is the item’s fields plus review (its rating) and price', () => {
    expect(toProductSnapshot(item)).toEqual({ ...shared, review: 4.7 });
  });

  it('reads back what was written', () => {
    const snapshot = toProductSnapshot(item);
    expect(parseProductSnapshot(JSON.stringify(snapshot))).toEqual(snapshot);
  });

  it.each([
    ['nothing stored', null],
    ['undefined', undefined],
    ['corrupt JSON', '{"name": "Podcast'],
    ['an empty string', ''],
    ['the text undefined', 'undefined'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a string', '"podcast-production"'],
    ['an array', '[{"slug":"a","name":"A","price":1}]'],
    ['no name', '{"slug":"a","price":100}'],
    ['a blank name', '{"slug":"a","name":"  ","price":100}'],
    ['a name that is not text', '{"slug":"a","name":{"x":1},"price":100}'],
    ['no slug or id', '{"name":"A","price":100}'],
    ['no price', '{"slug":"a","name":"A"}'],
    ['a price in text', '{"slug":"a","name":"A","price":"100"}'],
    ['a negative price', '{"slug":"a","name":"A","price":-5}'],
    ['a price that is not a number', '{"slug":"a","name":"A","price":null}'],
  ])('gives null for %s', (_label, raw) => {
    expect(parseProductSnapshot(raw as string | null | undefined)).toBeNull();
  });

  it('accepts an older snapshot with id instead of slug and a single image', () => {
    expect(parseProductSnapshot('{"id":"tv-ad","name":"TV Ad","price":1200,"image":"/a.svg","review":"4.25"}')).toEqual(
      {
        slug: 'tv-ad',
        name: 'TV Ad',
        description: '',
        image: '/a.svg',
        images: ['/a.svg'],
        price: 1200,
        review: 4.3,
      },
    );
  });

  it('drops a review outside 1 to 5 and images that are not text', () => {
    const read = readProductSnapshot({ slug: 'a', name: 'A', price: 10, review: 9, images: [3, null, '/x.svg'] });
    expect(read).toMatchObject({ review: 0, image: '/x.svg', images: ['/x.svg'] });
    expect(readProductSnapshot({ slug: 'a', name: 'A', price: 10, review: 'NaN' })?.review).toBe(0);
    expect(readProductSnapshot({ slug: 'a', name: 'A', price: 10 })?.images).toEqual([]);
  });
});
