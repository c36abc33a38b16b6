import { slugify, type CarouselCard, type ParentCategory } from '@storefront/types';
import { CATEGORY_IMAGES, type ImageKey } from './images';

/**
 * The home page's strips. Light on purpose: the home page needs these cards only, not the
 * catalogue's items, which load with the catalogue pages.
 */

export interface HomeStrip {
  id: 'e-mall' | 'spotlight' | 'studio' | 'trending';
  title: string;
  /** Where See All goes. */
  seeAll: string;
  cards: CarouselCard[];
}

/** The button each card shows, by the tab it belongs to. */
export const CARD_BUTTONS: Record<ParentCategory, string> = {
  'e-mall': 'Buy Now',
  spotlight: 'Explore',
  studio: 'Watch Now',
};

function card(category: string, image: ImageKey, price: number, parentCategory: ParentCategory): CarouselCard {
  return {
    category,
    price,
    imageUrl: CATEGORY_IMAGES[image],
    whatsappMessage: `Hi Brandwala Media, I'm interested in your ${category} services. Please share the details.`,
    parentCategory,
  };
}

/** Where a card goes: /services/{slug of its category}. */
export function cardHref(c: CarouselCard): string {
  return `/services/${slugify(c.category)}`;
}

/** Each tab's cards, in the order its strip shows them: the category, its picture and its base rate. */
const TAB_CARDS: readonly CarouselCard[] = (
  [
    ['e-mall', 'Fashion', 'fashion', 120000],
    ['e-mall', 'Food', 'food', 130000],
    ['e-mall', 'Makeup', 'makeup', 100000],
    ['e-mall', 'Travel', 'travel', 200000],
    ['e-mall', 'Health', 'health', 150000],
    ['spotlight', 'Media', 'media', 120000],
    ['spotlight', 'Advertising', 'advertising', 130000],
    ['spotlight', 'Marketing', 'marketing', 100000],
    ['spotlight', 'Events', 'events', 200000],
    ['spotlight', 'Entertainment', 'entertainment', 150000],
    ['studio', 'Podcast', 'podcast', 120000],
    ['studio', 'TV Shows', 'tv-shows', 130000],
    ['studio', 'Web Series', 'web-series', 100000],
    ['studio', 'Shorts', 'shorts', 200000],
    ['studio', 'Film', 'film', 150000],
    ['studio', 'Sports', 'sports', 120000],
    ['studio', 'Album', 'album', 130000],
    ['studio', 'Photoshoots', 'photoshoot', 150000],
  ] as const
).map(([tab, category, image, price]) => card(category, image, price, tab));

/** A strip of cards, by category (a tab's own strip names its cards in TAB_CARDS' order). */
function strip(id: HomeStrip['id'], title: string, seeAll: string, categories?: string[]): HomeStrip {
  const cards = categories
    ? categories.map((category) => TAB_CARDS.find((c) => c.category === category)!)
    : TAB_CARDS.filter((c) => c.parentCategory === id);
  return { id, title, seeAll, cards };
}

export const HOME_STRIPS: readonly HomeStrip[] = [
  strip('e-mall', 'E-Mall', '/services/fashion-lifestyle'),
  strip('spotlight', 'Spotlight', '/services/media'),
  // The original pointed at the misspelled /servies/podcast.
  strip('studio', 'Studio', '/services/podcast'),
  // Trending: cards of the tabs' strips, as those strips show them.
  strip('trending', 'Trending', '/services/entertainments', [
    'Entertainment',
    'Photoshoots',
    'Web Series',
    'Events',
    'Fashion',
    'Shorts',
    'Makeup',
  ]),
];
