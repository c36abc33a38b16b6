import { slugify, type CatalogueCategory, type CatalogueItem, type CatalogueTab, type TabId } from '@storefront/types';
import { CATEGORY_IMAGES, TAB_IMAGES, type ImageKey } from './images';

/**
 * The whole catalogue, fixed in the front end and owned by this app. Prices (whole rupees) and
 * ratings (one decimal) are written here once: the same item shows the same numbers everywhere.
 */

interface ItemSpec {
  name: string;
  price: number;
  rating: number;
  description: string;
  /** Defaults to the category's picture. */
  image?: ImageKey;
  subItems?: ItemSpec[];
}

/** A category's picture is the one named by its slug. */
interface CategorySpec {
  name: string;
  items: ItemSpec[];
}

interface TabSpec {
  id: TabId;
  name: string;
  categories: CategorySpec[];
}

const SPOTLIGHT: TabSpec = {
  id: 'spotlight',
  name: 'Spotlight',
  categories: [
    {
      name: 'Media',
      items: [
        { name: 'Television Ad Placement', price: 185000, rating: 4.6, description: 'Prime-time and regional TV slots planned, negotiated and booked across Hindi and regional channels, with a post-campaign reach report.' },
        { name: 'Radio Jingle Campaign', price: 45000, rating: 4.4, description: 'A 30-second jingle written, voiced and mixed in our studio, then aired on FM stations in your chosen cities for four weeks.' },
        { name: 'Newspaper Print Ads', price: 60000, rating: 4.2, description: 'Ad design and placement in leading English and vernacular dailies, with size and page position matched to your budget.' },
        { name: 'Outdoor Billboard Booking', price: 120000, rating: 4.5, description: 'Hoardings, bus shelters and metro panels booked in high-footfall locations, including printing, mounting and photo proof.' },
        { name: 'Cinema Screen Advertising', price: 75000, rating: 4.3, description: 'Your ad on multiplex screens before the feature, targeted by city, screen and film genre, for two to four weeks.' },
      ],
    },
    {
      name: 'Advertising',
      items: [
        { name: 'Brand Identity Design', price: 55000, rating: 4.8, description: 'Logo, colour palette, typography and a brand guide your team and printers can follow, with three rounds of revisions.' },
        { name: 'Creative Ad Campaign', price: 95000, rating: 4.7, description: 'One big idea carried across print, digital and outdoor formats: concept, copy, key visuals and adaptations.' },
        { name: 'Google Search Ads Management', price: 25000, rating: 4.5, description: 'Keyword research, ad copy, landing-page advice and weekly bid tuning for one month of Google Search campaigns.' },
        { name: 'Meta Ads Management', price: 22000, rating: 4.4, description: 'Facebook and Instagram campaigns set up, audience-tested and optimised for leads or sales, with a monthly report.' },
        { name: 'Programmatic Display Ads', price: 70000, rating: 4.1, description: 'Banner and video ads bought in real time across premium Indian news and entertainment sites, with brand-safety filters.' },
      ],
    },
    {
      name: 'Marketing',
      items: [
        { name: 'Social Media Management', price: 30000, rating: 4.6, description: 'Twenty posts a month across Instagram, Facebook and LinkedIn: calendar, design, captions, community replies and insights.' },
        { name: 'SEO Growth Package', price: 28000, rating: 4.3, description: 'Technical audit, on-page fixes, local listings and four quality articles a month to grow your organic traffic.' },
        { name: 'Email Marketing Automation', price: 18000, rating: 4.2, description: 'Welcome, abandoned-cart and newsletter journeys designed, written and automated on the platform you already use.' },
        { name: 'WhatsApp Business Campaign', price: 15000, rating: 4.5, description: 'Opt-in lists, approved message templates and broadcast campaigns on the WhatsApp Business API, with click tracking.' },
        { name: 'Content Marketing Retainer', price: 40000, rating: 4.4, description: 'Blogs, case studies and LinkedIn articles written by our editors to bring in and nurture business leads every month.' },
      ],
    },
    {
      name: 'Events',
      items: [
        { name: 'Corporate Event Management', price: 250000, rating: 4.7, description: 'Annual days, dealer meets and offsites planned end to end: venue, stage, sound, hospitality and run-of-show.' },
        { name: 'Product Launch Event', price: 300000, rating: 4.6, description: 'A launch built around your product reveal: press invites, stage design, AV, influencers and live social coverage.' },
        {
          name: 'Shows',
          price: 350000,
          rating: 4.8,
          image: 'shows',
          description: 'Fashion shows, talent hunts and award nights produced by our events team. View the formats we run.',
          subItems: [
            { name: 'Fashion Show', price: 450000, rating: 4.7, image: 'fashion-show', description: 'Ramp, lighting, choreography, models and backstage crew for a designer or brand fashion show of up to 40 looks.' },
            { name: 'Talent Show', price: 280000, rating: 4.5, image: 'talent-show', description: 'Auditions, judges, stage, hosting and prize ceremony for a city or campus talent hunt carrying your brand.' },
            { name: 'Awards Night', price: 520000, rating: 4.8, image: 'awards-night', description: 'Nominations, jury process, trophies, red carpet and a televised-style ceremony for your industry awards.' },
          ],
        },
        { name: 'Brand Activation Roadshow', price: 180000, rating: 4.4, description: 'A branded van or kiosk touring malls, colleges and markets in five cities, with promoters, sampling and lead capture.' },
        { name: 'Trade Exhibition Stall', price: 150000, rating: 4.3, description: 'Stall design, fabrication, graphics and staffing for trade fairs such as IITF, with a visitor-lead register.' },
      ],
    },
    {
      name: 'Entertainment',
      items: [
        { name: 'Celebrity Endorsement', price: 900000, rating: 4.6, description: 'Shortlisting, negotiation and contracts for a film, TV or sports celebrity to front your campaign, with a shoot day.' },
        { name: 'Live Concert Sponsorship', price: 400000, rating: 4.5, description: 'Title or associate sponsorship of a live music concert, with stage branding, on-ground stalls and artist mentions.' },
        { name: 'Stand-up Comedy Night', price: 160000, rating: 4.4, description: 'A branded comedy evening with two known comics, venue, ticketing and highlight clips for your social channels.' },
        { name: 'Brand Integration in Films', price: 650000, rating: 4.2, description: 'Your product placed naturally into a Hindi or regional feature film or OTT title, with usage rights for promotion.' },
      ],
    },
  ],
};

const E_MALL: TabSpec = {
  id: 'e-mall',
  name: 'E-Mall',
  categories: [
    {
      name: 'Fashion',
      items: [
        { name: 'Fashion Catalogue Shoot', price: 85000, rating: 4.7, description: 'Studio shoot of up to 60 looks with models, stylist, make-up artist and retouched images ready for your store.' },
        { name: 'Lookbook Campaign', price: 110000, rating: 4.6, description: 'A seasonal lookbook shot on location, designed as a print booklet and a scrolling web story.' },
        { name: 'Designer Label Launch', price: 240000, rating: 4.5, description: 'Launch plan for a new label: trunk show, fashion press, influencer previews and launch-week social campaign.' },
        { name: 'Fashion Influencer Collab', price: 65000, rating: 4.4, description: 'Ten fashion creators style your collection in reels and posts, with usage rights for your own ads.' },
      ],
    },
    {
      name: 'Food',
      items: [
        { name: 'Restaurant Launch Campaign', price: 90000, rating: 4.6, description: 'Opening-week buzz for a new restaurant: food bloggers tasting, local ads, delivery-app listings and signage.' },
        { name: 'Food Photography', price: 35000, rating: 4.8, description: 'Styled photographs of up to 30 dishes for your menu, website and delivery apps, shot in your kitchen.' },
        { name: 'Menu Design & Print', price: 20000, rating: 4.3, description: 'A readable, appetising menu designed around your best sellers, printed on wipe-clean stock.' },
        { name: 'Food Delivery App Promotion', price: 30000, rating: 4.2, description: 'Listing optimisation, offers and sponsored placement on the major food delivery apps for one month.' },
      ],
    },
    {
      name: 'Makeup',
      items: [
        { name: 'Beauty Brand Launch', price: 210000, rating: 4.5, description: 'Launch of a cosmetics or skincare line: positioning, packaging review, beauty press and creator seeding.' },
        { name: 'Makeup Tutorial Series', price: 75000, rating: 4.6, description: 'Six short tutorials with a professional artist using your products, edited for YouTube and Instagram.' },
        { name: 'Bridal Makeup Portfolio Shoot', price: 48000, rating: 4.7, description: 'A bridal portfolio shoot for make-up artists and salons, with models, jewellery styling and edited photos.' },
        { name: 'Cosmetics Sampling Drive', price: 120000, rating: 4.1, description: 'Product samples handed out with trained promoters in malls and colleges, with feedback and lead capture.' },
      ],
    },
    {
      name: 'Travel',
      items: [
        { name: 'Destination Marketing', price: 260000, rating: 4.5, description: 'A campaign that sells a destination to Indian travellers: films, creator trips, travel-fair presence and ads.' },
        { name: 'Hotel Promo Video', price: 90000, rating: 4.7, description: 'A two-minute film of your property with drone shots, rooms, food and experiences, plus three short cut-downs.' },
        { name: 'Travel Vlogger Collab', price: 80000, rating: 4.4, description: 'Hosted stays for travel creators with agreed reels, stories and a long-form vlog about your property or tour.' },
        { name: 'Tour Package Ads', price: 35000, rating: 4.2, description: 'Search and social ads for your tour packages, with seasonal offers and a WhatsApp enquiry flow.' },
      ],
    },
    {
      name: 'Health',
      items: [
        { name: 'Clinic Digital Marketing', price: 32000, rating: 4.5, description: 'Google Business profile, local search ads and patient-friendly posts for clinics and hospitals, within medical ad rules.' },
        { name: 'Wellness Brand Campaign', price: 140000, rating: 4.4, description: 'A campaign for ayurveda, nutrition or wellness products: claims review, creative, creators and retail displays.' },
        { name: 'Health Awareness Drive', price: 95000, rating: 4.6, description: 'Screening camps and awareness walks with hospitals or NGOs, with media coverage and volunteer branding.' },
        { name: 'Fitness Studio Promotion', price: 26000, rating: 4.3, description: 'Trial-class offers, transformation stories and local ads to fill the batches of a gym or yoga studio.' },
      ],
    },
  ],
};

const STUDIO: TabSpec = {
  id: 'studio',
  name: 'Studio',
  categories: [
    {
      name: 'Podcast',
      items: [
        { name: 'Podcast Production', price: 25000, rating: 4.7, description: 'Per episode: studio recording, editing, mixing, show notes and publishing to Spotify, Apple Podcasts and YouTube.' },
        { name: 'Podcast Launch Package', price: 60000, rating: 4.5, description: 'Show concept, cover art, trailer and the first three episodes produced and launched with a promotion plan.' },
        { name: 'Video Podcast Setup', price: 80000, rating: 4.6, description: 'A three-camera video podcast shoot with lighting and set design, edited into a full episode and five clips.' },
        { name: 'Branded Podcast Series', price: 180000, rating: 4.4, description: 'A ten-episode series that tells your brand story through guests and experts, produced and promoted by us.' },
      ],
    },
    {
      name: 'TV Shows',
      items: [
        { name: 'TV Show Production', price: 1200000, rating: 4.5, description: 'Studio or outdoor production of a half-hour TV show: crew, sets, anchors, editing and broadcast-ready masters.' },
        { name: 'Reality Show Format', price: 800000, rating: 4.2, description: 'Development of a reality format with your brand at its heart: concept, rules, pilot shoot and channel pitch.' },
        { name: 'Talk Show Production', price: 450000, rating: 4.4, description: 'A talk show set, host and guests for a season of eight episodes, for TV or your own YouTube channel.' },
        { name: 'Show Sponsorship Package', price: 350000, rating: 4.3, description: 'Title or powered-by sponsorship on a running TV show, with in-show mentions, aston bands and promo tags.' },
      ],
    },
    {
      name: 'Web Series',
      items: [
        { name: 'Web Series Production', price: 1500000, rating: 4.6, description: 'Five episodes of scripted fiction produced by our studio: casting, shoot, edit, music and OTT-ready delivery.' },
        { name: 'Scriptwriting for Web Series', price: 150000, rating: 4.5, description: 'Story bible, episode outlines and full scripts for a short-format web series, by our writers room.' },
        { name: 'Branded Web Series', price: 900000, rating: 4.4, description: 'A fiction series in which your product plays a real part in the story, released on YouTube and social media.' },
        { name: 'Web Series Post-Production', price: 220000, rating: 4.3, description: 'Editing, colour grading, sound design and subtitles in English and Hindi for a finished series.' },
      ],
    },
    {
      name: 'Shorts',
      items: [
        { name: 'Instagram Reels Package', price: 25000, rating: 4.6, description: 'Eight reels a month: trend research, scripts, shoot, edits with captions and trending audio.' },
        { name: 'YouTube Shorts Package', price: 22000, rating: 4.4, description: 'Eight vertical shorts a month cut from your long videos or shot fresh, with titles and thumbnails.' },
        { name: 'Short Ad Films', price: 70000, rating: 4.5, description: 'Three 15- to 30-second ad films for social media and OTT pre-roll, from idea to final edit.' },
        { name: 'UGC Video Pack', price: 30000, rating: 4.3, description: 'Ten authentic customer-style videos by everyday creators reviewing and unboxing your product.' },
      ],
    },
    {
      name: 'Film',
      items: [
        { name: 'Corporate Film', price: 160000, rating: 4.6, description: 'A five-minute film about your company, people and work, for investors, recruits and your website.' },
        { name: 'Ad Film Production', price: 450000, rating: 4.7, description: 'A television-quality ad film: director, cast, location, shoot and post-production in 30- and 60-second cuts.' },
        { name: 'Documentary Film', price: 380000, rating: 4.5, description: 'A 20-minute documentary about your cause, founders or community, researched and shot on location.' },
        { name: 'Film Promotion Campaign', price: 500000, rating: 4.3, description: 'Trailer launch, press junkets, posters, social campaign and theatre activations for a film release.' },
      ],
    },
    {
      name: 'Sports',
      items: [
        { name: 'Sports Team Sponsorship', price: 600000, rating: 4.4, description: 'Jersey, kit and ground branding with a league team, with player appearances and match-day activations.' },
        { name: 'Cricket League Promotion', price: 350000, rating: 4.6, description: 'Promotion of a city or corporate cricket league: fixtures graphics, live streaming, commentary and ads.' },
        { name: 'Marathon Branding', price: 200000, rating: 4.3, description: 'Start-line arches, route signage, runner kits and an expo stall at a city marathon.' },
        { name: 'Athlete Endorsement', price: 750000, rating: 4.5, description: 'A national or state-level athlete as your brand face, with contract, shoot day and social posts.' },
      ],
    },
    {
      name: 'Album',
      items: [
        { name: 'Music Album Launch', price: 240000, rating: 4.5, description: 'Release plan, press, radio and playlist pitching, and a launch event for an independent album.' },
        { name: 'Music Video Production', price: 300000, rating: 4.7, description: 'Concept, director, location, choreography and edit for one music video, in 16:9 and vertical cuts.' },
        { name: 'Album Cover Design', price: 25000, rating: 4.6, description: 'Cover art, back cover and streaming canvas for an album or single, in three concepts.' },
        { name: 'Streaming Playlist Promotion', price: 40000, rating: 4.2, description: 'Curator pitching and ads that bring listeners to your tracks on Spotify, JioSaavn and YouTube Music.' },
      ],
    },
    {
      name: 'Photoshoot',
      items: [
        { name: 'Product Photoshoot', price: 30000, rating: 4.7, description: 'White-background and lifestyle photos of up to 25 products, retouched for e-commerce and ads.' },
        { name: 'Corporate Headshots', price: 18000, rating: 4.5, description: 'On-site headshots of up to 30 team members with a portable studio, retouched and delivered in two days.' },
        { name: 'E-commerce Catalogue Shoot', price: 55000, rating: 4.4, description: 'Model and flat-lay images sized for Amazon, Flipkart and Myntra listings, for up to 80 products.' },
        { name: 'Brand Lifestyle Photoshoot', price: 90000, rating: 4.6, description: 'A day on location with models and a stylist, producing lifestyle images for your website and campaigns.' },
      ],
    },
  ],
};

const TRENDING: TabSpec = {
  id: 'trending',
  name: 'Trending',
  categories: [
    {
      name: 'Festive Campaigns',
      items: [
        { name: 'Diwali Campaign', price: 150000, rating: 4.8, description: 'A festive campaign with gifting offers, a Diwali film, social posts and in-store displays for the season.' },
        { name: 'Holi Brand Activation', price: 90000, rating: 4.4, description: 'Colour-safe Holi events in housing societies and colleges with your brand, music and social coverage.' },
        { name: 'Independence Day Campaign', price: 70000, rating: 4.3, description: 'A respectful patriotic campaign for 15 August: creative, social posts and a short film.' },
        { name: 'Wedding Season Promotion', price: 120000, rating: 4.5, description: 'Campaigns for the wedding season: bridal fairs, planner partnerships and targeted social ads.' },
      ],
    },
    {
      name: 'Influencer Marketing',
      items: [
        { name: 'Nano Influencer Campaign', price: 40000, rating: 4.5, description: 'Fifty creators with 5,000 to 20,000 followers each post about your brand in their own voice.' },
        { name: 'Celebrity Influencer Campaign', price: 500000, rating: 4.4, description: 'A top-tier creator or celebrity with millions of followers presents your product in a reel and stories.' },
        { name: 'Regional Creator Network', price: 85000, rating: 4.6, description: 'Creators who speak Tamil, Telugu, Marathi, Bengali and more carry your message to their home audiences.' },
        { name: 'Influencer Unboxing Series', price: 55000, rating: 4.3, description: 'Twelve creators unbox and review your product on camera, with honest first impressions.' },
      ],
    },
    {
      name: 'Meme Marketing',
      items: [
        { name: 'Meme Page Promotion', price: 35000, rating: 4.4, description: 'Your brand featured on popular meme pages with a combined reach of over five million followers.' },
        { name: 'Moment Marketing Pack', price: 45000, rating: 4.6, description: 'Fast, witty posts on the day of cricket wins, film releases and trending news, approved within hours.' },
        { name: 'Trending Audio Campaign', price: 30000, rating: 4.2, description: 'A catchy audio hook made for your brand and seeded with creators until it trends on reels.' },
        { name: 'Meme Template Design', price: 15000, rating: 4.1, description: 'Twenty branded meme templates your social team can reuse for months, in your brand style.' },
      ],
    },
    {
      // Deliberately empty: shows the Coming Soon state.
      name: 'AR & Metaverse',
      items: [],
    },
  ],
};

/** The picture named by a category's slug. */
function categoryImage(category: CategorySpec): string {
  const image = CATEGORY_IMAGES[slugify(category.name) as ImageKey];
  if (!image) throw new Error(`No picture for the category ${category.name}`);
  return image;
}

function buildItem(spec: ItemSpec, category: CategorySpec, tab: TabSpec, parentSlug?: string): CatalogueItem {
  const image = spec.image ? CATEGORY_IMAGES[spec.image] : categoryImage(category);
  const slug = slugify(spec.name);
  const item: CatalogueItem = {
    slug,
    name: spec.name,
    description: spec.description,
    image,
    images: [image, TAB_IMAGES[tab.id]],
    price: spec.price,
    rating: spec.rating,
    categorySlug: slugify(category.name),
    categoryName: category.name,
    tab: tab.id,
    ...(parentSlug ? { parentSlug } : {}),
  };
  if (spec.subItems) item.subItems = spec.subItems.map((sub) => buildItem(sub, category, tab, slug));
  return item;
}

function buildTab(tab: TabSpec): CatalogueTab {
  return {
    id: tab.id,
    name: tab.name,
    categories: tab.categories.map(
      (category): CatalogueCategory => ({
        slug: slugify(category.name),
        name: category.name,
        image: categoryImage(category),
        tab: tab.id,
        items: category.items.map((item) => buildItem(item, category, tab)),
      }),
    ),
  };
}

/** The four tabs, in order: Spotlight, E-Mall, Studio, Trending. */
export const TABS: readonly CatalogueTab[] = [SPOTLIGHT, E_MALL, STUDIO, TRENDING].map(buildTab);

/**
 * Other names that lead to a category: links the original site used (home See All targets) and
 * the plural the home cards say. Each must name an existing category (checked by a test).
 */
export const CATEGORY_ALIASES: Readonly<Record<string, string>> = {
  'fashion-lifestyle': 'fashion',
  entertainments: 'entertainment',
  photoshoots: 'photoshoot',
};
