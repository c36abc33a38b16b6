import { writeStoredJson } from '@storefront/shell';
import { PRODUCT_KEY, toProductSnapshot, type CatalogueItem } from '@storefront/types';

/**
 * Saves the product snapshot (local storage key `product`) before the product page opens. Storage
 * can be full or disabled; the product page then finds the item by its slug.
 */
export function saveProductSnapshot(item: CatalogueItem, storage?: Pick<Storage, 'setItem'>): void {
  writeStoredJson(PRODUCT_KEY, toProductSnapshot(item), storage);
}
