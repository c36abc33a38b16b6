import { readCartLine, type CartLine } from '@storefront/types';

/** Local storage key of the cart (docs/product.md#storage-keys): a JSON array of lines. */
export const CART_KEY = 'cart';

/** Reads the stored cart. Corrupt or non-array data gives an empty cart and logs why; bad entries are skipped. */
export function parseCart(raw: string | null): CartLine[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    console.error('Could not read the stored cart; starting with an empty cart.', error);
    return [];
  }
  if (!Array.isArray(value)) {
    console.error('The stored cart is not a list; starting with an empty cart.');
    return [];
  }
  const lines = value.map(readCartLine).filter((line): line is CartLine => line !== null);
  if (lines.length !== value.length) console.error(`Skipped ${value.length - lines.length} unreadable cart entries.`);
  return lines;
}

export function loadCart(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): CartLine[] {
  try {
    return parseCart(storage?.getItem(CART_KEY) ?? null);
  } catch (error) {
    // Storage itself can throw (disabled cookies, privacy modes).
    console.error('Could not open the stored cart; starting with an empty cart.', error);
    return [];
  }
}

export function saveCart(lines: CartLine[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(CART_KEY, JSON.stringify(lines));
  } catch (error) {
    console.error('Could not save the cart.', error);
  }
}
