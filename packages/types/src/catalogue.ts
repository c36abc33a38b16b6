/**
 * The catalogue's domain: tabs, categories, items (services) and their sub-items, the home
 * carousel cards, the product snapshot the catalogue saves for the product page, and the
 * module the catalogue exposes to other apps at run time ('catalogue/data').
 */

/** The catalogue's top tabs, in the order they are shown. */
export const TAB_IDS = ['spotlight', 'e-mall', 'studio', 'trending'] as const;
export type TabId = (typeof TAB_IDS)[number];

/** The tab a home carousel card belongs to: e-mall, spotlight or studio (docs/product.md#home). */
export type ParentCategory = Exclude<TabId, 'trending'>;

/** One service the agency sells: a catalogue node with a price. Sub-items are items too. */
export interface CatalogueItem {
  /** slugify(name); unique across the whole catalogue; the product page's URL id. */
  slug: string;
  name: string;
  description: string;
  /** The first of `images`. */
  image: string;
  /** Image URLs, shipped with the catalogue; at least one. */
  images: string[];
  /** Whole rupees; fixed, the same on every visit and in every app. */
  price: number;
  /** 1.0 to 5.0, one decimal. */
  rating: number;
  /** Slug of the category the item is listed under. */
  categorySlug: string;
  categoryName: string;
  tab: TabId;
  /** For a sub-item: the slug of the item it belongs to (e.g. 'shows'). */
  parentSlug?: string;
  /** An item with sub-items opens a listing of them (/services/{slug}) instead of a product page. */
  subItems?: CatalogueItem[];
}

/** A sidebar entry of a tab. An empty `items` list shows 'Coming Soon'. */
export interface CatalogueCategory {
  /** slugify(name); the page is /services/{slug}. */
  slug: string;
  name: string;
  image: string;
  tab: TabId;
  items: CatalogueItem[];
}

export interface CatalogueTab {
  id: TabId;
  /** Spotlight, E-Mall, Studio, Trending. */
  name: string;
  categories: CatalogueCategory[];
}

/** A card of a home carousel (docs/product.md#home): it links to /services/{slugify(category)}. */
export interface CarouselCard {
  category: string;
  /** Base price in whole rupees (not displayed). */
  price: number;
  imageUrl: string;
  /** The message a WhatsApp enquiry about this category starts with. */
  whatsappMessage: string;
  parentCategory: ParentCategory;
}

/** Local storage key of the product snapshot (docs/product.md#storage-keys). */
export const PRODUCT_KEY = 'product';

/**
 * What the catalogue saves under local storage key `product` when an item is viewed: the item's
 * fields plus `review` (its rating, one decimal) and `price` (whole rupees).
 */
export interface ProductSnapshot
  extends
    Pick<CatalogueItem, 'slug' | 'name' | 'description' | 'image' | 'images' | 'price'>,
    Partial<Pick<CatalogueItem, 'categorySlug' | 'categoryName'>> {
  review: number;
}

/**
 * The module the catalogue exposes as 'catalogue/data' (loadRemote('catalogue/data')).
 * Only items that can be bought are found: an item with sub-items is a listing, not a product.
 */
export interface CatalogueDataModule {
  /** The item with this slug, or undefined. */
  findItem(slug: string): CatalogueItem | undefined;
  /** Up to n other items to suggest next to this one: same category first, then the same tab. */
  relatedItems(slug: string, n?: number): CatalogueItem[];
  /** Every item that can be bought, in catalogue order: one product page each. */
  items(): CatalogueItem[];
}

/**
 * What the catalogue exposes as 'catalogue/shareImages', for the pages' heads only (the render step
 * loads it; no page in the browser does): the picture a link preview shows for a catalogue picture,
 * a 1200x630 JPEG, since previews show no SVG.
 */
export interface CatalogueShareImagesModule {
  /** The JPEG for an item's or a category's `image`; undefined for a picture it has none for. */
  shareImageOf(image: string): string | undefined;
}

/** The snapshot of an item, as the catalogue writes it. */
export function toProductSnapshot(item: CatalogueItem): ProductSnapshot {
  return {
    slug: item.slug,
    name: item.name,
    description: item.description,
    image: item.image,
    images: [...item.images],
    price: item.price,
    review: item.rating,
    categorySlug: item.categorySlug,
    categoryName: item.categoryName,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * A stored snapshot read defensively: anything without a usable name, slug and price is null,
 * never an exception. The slug falls back to `id` (older writers); the images to `image`; a
 * review outside 1 to 5 is dropped to 0 (no rating shown).
 */
export function readProductSnapshot(value: unknown): ProductSnapshot | null {
  if (!isRecord(value)) return null;
  const name = text(value.name);
  const slug = text(value.slug) ?? text(value.id);
  const price = typeof value.price === 'number' ? value.price : NaN;
  if (!name || !slug || !Number.isFinite(price) || price < 0) return null;
  const listed = Array.isArray(value.images)
    ? value.images.filter((i): i is string => typeof i === 'string' && i !== '')
    : [];
  const image = text(value.image) ?? listed[0] ?? '';
  const images = listed.length ? listed : image ? [image] : [];
  const rawReview = typeof value.review === 'number' ? value.review : Number(value.review);
  const review = Number.isFinite(rawReview) && rawReview >= 1 && rawReview <= 5 ? Math.round(rawReview * 10) / 10 : 0;
  const categorySlug = text(value.categorySlug);
  const categoryName = text(value.categoryName);
  return {
    slug,
    name,
    description: typeof value.description === 'string' ? value.description : '',
    image,
    images,
    price,
    review,
    ...(categorySlug ? { categorySlug } : {}),
    ...(categoryName ? { categoryName } : {}),
  };
}

/** The stored snapshot from its JSON text: corrupt JSON or the wrong shape gives null. */
export function parseProductSnapshot(raw: string | null | undefined): ProductSnapshot | null {
  if (raw == null) return null;
  try {
    return readProductSnapshot(JSON.parse(raw));
  } catch {
    return null;
  }
}
