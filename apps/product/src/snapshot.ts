import { parseProductSnapshot, PRODUCT_KEY, type ProductSnapshot } from '@storefront/types';

/**
 * The product snapshot the catalogue saved (local storage key `product`) if it is the item this
 * page shows. Missing, corrupt or wrong-shaped data, another item's snapshot, or storage that
 * throws: null, never an exception.
 */
export function readSnapshotFor(id: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ProductSnapshot | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(PRODUCT_KEY) ?? null;
  } catch (error) {
    console.warn('Could not read the stored product.', error);
    return null;
  }
  const snapshot = parseProductSnapshot(raw);
  if (!snapshot) return null;
  return snapshot.slug.toLowerCase() === id.trim().toLowerCase() ? snapshot : null;
}

/** Saves the snapshot of the item shown (docs/product.md#storage-keys). Storage that throws is ignored. */
export function writeSnapshot(snapshot: ProductSnapshot, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(PRODUCT_KEY, JSON.stringify(snapshot));
  } catch (error) {
    console.warn('Could not store the product.', error);
  }
}
