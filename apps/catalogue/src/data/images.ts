// Every picture of the catalogue ships with the app (no outside host): small SVG illustrations,
// imported so the build hashes them and serves them with a long cache.
import advertising from '../assets/img/advertising.svg';
import album from '../assets/img/album.svg';
import arMetaverse from '../assets/img/ar-metaverse.svg';
import awardsNight from '../assets/img/awards-night.svg';
import entertainment from '../assets/img/entertainment.svg';
import events from '../assets/img/events.svg';
import fashionShow from '../assets/img/fashion-show.svg';
import fashion from '../assets/img/fashion.svg';
import festiveCampaigns from '../assets/img/festive-campaigns.svg';
import film from '../assets/img/film.svg';
import food from '../assets/img/food.svg';
import health from '../assets/img/health.svg';
import influencerMarketing from '../assets/img/influencer-marketing.svg';
import makeup from '../assets/img/makeup.svg';
import marketing from '../assets/img/marketing.svg';
import media from '../assets/img/media.svg';
import memeMarketing from '../assets/img/meme-marketing.svg';
import photoshoot from '../assets/img/photoshoot.svg';
import podcast from '../assets/img/podcast.svg';
import shorts from '../assets/img/shorts.svg';
import shows from '../assets/img/shows.svg';
import sports from '../assets/img/sports.svg';
import tabEMall from '../assets/img/tab-e-mall.svg';
import tabSpotlight from '../assets/img/tab-spotlight.svg';
import tabStudio from '../assets/img/tab-studio.svg';
import tabTrending from '../assets/img/tab-trending.svg';
import talentShow from '../assets/img/talent-show.svg';
import travel from '../assets/img/travel.svg';
import tvShows from '../assets/img/tv-shows.svg';
import webSeries from '../assets/img/web-series.svg';
import type { TabId } from '@storefront/types';

/** Natural size of every catalogue illustration (16:10). */
export const IMAGE_WIDTH = 320;
export const IMAGE_HEIGHT = 200;

/** One picture per category (and per Shows sub-item), by slug. */
export const CATEGORY_IMAGES = {
  media,
  advertising,
  marketing,
  events,
  entertainment,
  shows,
  'fashion-show': fashionShow,
  'talent-show': talentShow,
  'awards-night': awardsNight,
  fashion,
  food,
  makeup,
  travel,
  health,
  podcast,
  'tv-shows': tvShows,
  'web-series': webSeries,
  shorts,
  film,
  sports,
  album,
  photoshoot,
  'festive-campaigns': festiveCampaigns,
  'influencer-marketing': influencerMarketing,
  'meme-marketing': memeMarketing,
  'ar-metaverse': arMetaverse,
} as const;

export type ImageKey = keyof typeof CATEGORY_IMAGES;

/** A second picture per tab, the second image of each item's gallery. */
export const TAB_IMAGES: Record<TabId, string> = {
  spotlight: tabSpotlight,
  'e-mall': tabEMall,
  studio: tabStudio,
  trending: tabTrending,
};
