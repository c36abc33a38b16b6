import { readStored, writeStoredJson } from '@storefront/shell';
import { parseProductSnapshot, PRODUCT_KEY, type ProductSnapshot } from '@storefront/types';

/**
 * The product snapshot the catalogue saved (local storage key `product`) if it is the item this
 * page shows. Missing, corrupt or wrong-shaped data, another item's snapshot, or storage that
 * throws: null, never an exception.
 */
export function readSnapshotFor(id: string, storage?: Pick<Storage, 'getItem'>): ProductSnapshot | null {
  const snapshot = parseProductSnapshot(readStored(PRODUCT_KEY, storage));
  if (!snapshot) return null;
  return snapshot.slug.toLowerCase() === id.trim().toLowerCase() ? snapshot : null;
}

/** Saves the snapshot of the item shown (docs/product.md#storage-keys). Storage that throws is ignored. */
export function writeSnapshot(snapshot: ProductSnapshot, storage?: Pick<Storage, 'setItem'>): void {
  writeStoredJson(PRODUCT_KEY, snapshot, storage);
}
