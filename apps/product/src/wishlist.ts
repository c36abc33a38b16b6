/** Local storage key of the wishlist: an array of item slugs. */
export const WISHLIST_KEY = 'wishlist';

/** The stored wishlist slugs; corrupt or missing data, or storage that throws, is an empty list. */
export function readWishlist(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(WISHLIST_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((slug): slug is string => typeof slug === 'string' && slug !== ''))];
  } catch {
    return [];
  }
}

/** Adds or removes a slug and stores the list; gives whether the slug is now on the wishlist. */
export function setWishlisted(slug: string, on: boolean, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): boolean {
  const others = readWishlist(storage).filter((s) => s !== slug);
  const next = on ? [...others, slug] : others;
  try {
    storage?.setItem(WISHLIST_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('Could not store the wishlist.', error);
  }
  return on;
}
