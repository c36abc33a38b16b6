import { readCartLine, type CartLine } from '@storefront/types';
import { readStored, writeStoredJson } from '../storage';

/** Local storage key of the cart: a JSON array of lines (docs/product.md#storage-keys). */
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

export function loadCart(storage?: Pick<Storage, 'getItem'>): CartLine[] {
  return parseCart(readStored(CART_KEY, storage));
}

export function saveCart(lines: CartLine[], storage?: Pick<Storage, 'setItem'>): void {
  writeStoredJson(CART_KEY, lines, storage);
}
