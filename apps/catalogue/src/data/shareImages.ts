// The pictures link previews show, exposed as 'catalogue/shareImages' for the pages' heads: the
// render step loads it, no page in the browser does, so these URLs cost visitors nothing.
import advertisingShare from '../assets/share/advertising.jpg';
import albumShare from '../assets/share/album.jpg';
import arMetaverseShare from '../assets/share/ar-metaverse.jpg';
import awardsNightShare from '../assets/share/awards-night.jpg';
import entertainmentShare from '../assets/share/entertainment.jpg';
import eventsShare from '../assets/share/events.jpg';
import fashionShare from '../assets/share/fashion.jpg';
import fashionShowShare from '../assets/share/fashion-show.jpg';
import festiveCampaignsShare from '../assets/share/festive-campaigns.jpg';
import filmShare from '../assets/share/film.jpg';
import foodShare from '../assets/share/food.jpg';
import healthShare from '../assets/share/health.jpg';
import influencerMarketingShare from '../assets/share/influencer-marketing.jpg';
import makeupShare from '../assets/share/makeup.jpg';
import marketingShare from '../assets/share/marketing.jpg';
import mediaShare from '../assets/share/media.jpg';
import memeMarketingShare from '../assets/share/meme-marketing.jpg';
import photoshootShare from '../assets/share/photoshoot.jpg';
import podcastShare from '../assets/share/podcast.jpg';
import shortsShare from '../assets/share/shorts.jpg';
import showsShare from '../assets/share/shows.jpg';
import sportsShare from '../assets/share/sports.jpg';
import talentShowShare from '../assets/share/talent-show.jpg';
import travelShare from '../assets/share/travel.jpg';
import tvShowsShare from '../assets/share/tv-shows.jpg';
import webSeriesShare from '../assets/share/web-series.jpg';
import type { CatalogueShareImagesModule } from '@storefront/types';
import { CATEGORY_IMAGES, type ImageKey } from './images';

/**
 * Each illustration as link previews take it (1200x630 JPEG; none of WhatsApp, LinkedIn, X or
 * Facebook shows an SVG), drawn from the illustrations by scripts/share-images.ts.
 */
export const SHARE_IMAGES: Record<ImageKey, string> = {
  media: mediaShare,
  advertising: advertisingShare,
  marketing: marketingShare,
  events: eventsShare,
  entertainment: entertainmentShare,
  shows: showsShare,
  'fashion-show': fashionShowShare,
  'talent-show': talentShowShare,
  'awards-night': awardsNightShare,
  fashion: fashionShare,
  food: foodShare,
  makeup: makeupShare,
  travel: travelShare,
  health: healthShare,
  podcast: podcastShare,
  'tv-shows': tvShowsShare,
  'web-series': webSeriesShare,
  shorts: shortsShare,
  film: filmShare,
  sports: sportsShare,
  album: albumShare,
  photoshoot: photoshootShare,
  'festive-campaigns': festiveCampaignsShare,
  'influencer-marketing': influencerMarketingShare,
  'meme-marketing': memeMarketingShare,
  'ar-metaverse': arMetaverseShare,
};

const BY_IMAGE = new Map<string, string>(
  Object.entries(CATEGORY_IMAGES).map(([key, image]) => [image, SHARE_IMAGES[key as ImageKey]]),
);

export const shareImageOf: CatalogueShareImagesModule['shareImageOf'] = (image) => BY_IMAGE.get(image);
