// Every picture of the catalogue ships with the app (no outside host): small SVG illustrations in
// one file, imported so the build hashes it and serves it with a long cache. A picture is a view of
// that file (`illustrations.svg#media`): the browser builds one SVG document for a page's twenty
// pictures instead of one each, work that kept a phone's main thread from starting the page.
import illustrations from '../assets/illustrations.svg';
import type { TabId } from '@storefront/types';

/** The picture drawn by the `<view id>` of that name in illustrations.svg. */
const picture = (id: string) => `${illustrations}#${id}`;

/** The home page's own picture (560x420). */
export const HERO_IMAGE = picture('hero');

/** Natural size of every catalogue illustration (16:10). */
export const IMAGE_WIDTH = 320;
export const IMAGE_HEIGHT = 200;

const CATEGORIES = [
  'media',
  'advertising',
  'marketing',
  'events',
  'entertainment',
  'shows',
  'fashion-show',
  'talent-show',
  'awards-night',
  'fashion',
  'food',
  'makeup',
  'travel',
  'health',
  'podcast',
  'tv-shows',
  'web-series',
  'shorts',
  'film',
  'sports',
  'album',
  'photoshoot',
  'festive-campaigns',
  'influencer-marketing',
  'meme-marketing',
  'ar-metaverse',
] as const;

export type ImageKey = (typeof CATEGORIES)[number];

/** One picture per category (and per Shows sub-item), by slug. */
export const CATEGORY_IMAGES = Object.fromEntries(CATEGORIES.map((key) => [key, picture(key)])) as Record<
  ImageKey,
  string
>;

/** A second picture per tab, the second image of each item's gallery. */
export const TAB_IMAGES: Record<TabId, string> = {
  spotlight: picture('tab-spotlight'),
  'e-mall': picture('tab-e-mall'),
  studio: picture('tab-studio'),
  trending: picture('tab-trending'),
};
