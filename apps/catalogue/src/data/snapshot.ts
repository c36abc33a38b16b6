import { PRODUCT_KEY, toProductSnapshot, type CatalogueItem } from '@storefront/types';

/** Saves the product snapshot (local storage key `product`) before the product page opens. */
export function saveProductSnapshot(item: CatalogueItem, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(PRODUCT_KEY, JSON.stringify(toProductSnapshot(item)));
  } catch (error) {
    // Storage can be full or disabled; the product page then finds the item by its slug.
    console.warn('Could not save the product snapshot.', error);
  }
}
