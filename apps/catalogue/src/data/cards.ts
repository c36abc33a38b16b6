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

const TAB_STRIPS: readonly HomeStrip[] = [
  {
    id: 'e-mall',
    title: 'E-Mall',
    seeAll: '/services/fashion-lifestyle',
    cards: [
      card('Fashion', 'fashion', 120000, 'e-mall'),
      card('Food', 'food', 130000, 'e-mall'),
      card('Makeup', 'makeup', 100000, 'e-mall'),
      card('Travel', 'travel', 200000, 'e-mall'),
      card('Health', 'health', 150000, 'e-mall'),
    ],
  },
  {
    id: 'spotlight',
    title: 'Spotlight',
    seeAll: '/services/media',
    cards: [
      card('Media', 'media', 120000, 'spotlight'),
      card('Advertising', 'advertising', 130000, 'spotlight'),
      card('Marketing', 'marketing', 100000, 'spotlight'),
      card('Events', 'events', 200000, 'spotlight'),
      card('Entertainment', 'entertainment', 150000, 'spotlight'),
    ],
  },
  {
    id: 'studio',
    title: 'Studio',
    // The original pointed at the misspelled /servies/podcast.
    seeAll: '/services/podcast',
    cards: [
      card('Podcast', 'podcast', 120000, 'studio'),
      card('TV Shows', 'tv-shows', 130000, 'studio'),
      card('Web Series', 'web-series', 100000, 'studio'),
      card('Shorts', 'shorts', 200000, 'studio'),
      card('Film', 'film', 150000, 'studio'),
      card('Sports', 'sports', 120000, 'studio'),
      card('Album', 'album', 130000, 'studio'),
      card('Photoshoots', 'photoshoot', 150000, 'studio'),
    ],
  },
];

/** Trending: cards of the tabs' strips, in this order, as they stand there. */
const TRENDING = ['Entertainment', 'Photoshoots', 'Web Series', 'Events', 'Fashion', 'Shorts', 'Makeup'];

const tabCard = (category: string): CarouselCard => {
  const found = TAB_STRIPS.flatMap((strip) => strip.cards).find((c) => c.category === category);
  if (!found) throw new Error(`No card ${category} in the tabs' strips`);
  return found;
};

export const HOME_STRIPS: readonly HomeStrip[] = [
  ...TAB_STRIPS,
  { id: 'trending', title: 'Trending', seeAll: '/services/entertainments', cards: TRENDING.map(tabCard) },
];
