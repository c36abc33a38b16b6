import { readStoredJson, writeStoredJson } from '@storefront/shell';

/** Local storage key of the wishlist: an array of item slugs. */
export const WISHLIST_KEY = 'wishlist';

/** The stored wishlist slugs; corrupt or missing data, or storage that throws, is an empty list. */
export function readWishlist(storage?: Pick<Storage, 'getItem'>): string[] {
  const value = readStoredJson(WISHLIST_KEY, storage);
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((slug): slug is string => typeof slug === 'string' && slug !== ''))];
}

/** Adds or removes a slug and stores the list; gives whether the slug is now on the wishlist. */
export function setWishlisted(slug: string, on: boolean, storage?: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const others = readWishlist(storage).filter((s) => s !== slug);
  writeStoredJson(WISHLIST_KEY, on ? [...others, slug] : others, storage);
  return on;
}
