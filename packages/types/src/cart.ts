import { slugify } from './slug';
import { toQuantity } from './quantity';

/** Choices a visitor makes for a service (colour, size, …); part of a cart line's identity. */
export type CartOptions = Record<string, string>;

/** What a remote hands to the cart: one service, as the catalogue describes it. */
export interface CartItem {
  /** The item's slug; two lines with the same id and options are one line. */
  id: string;
  name: string;
  description: string;
  /** Whole rupees. */
  price: number;
  /** Image URLs; the first is shown. */
  images: string[];
  options?: CartOptions;
}

/** A line in the cart: the item and how many. Stored as an array under local storage key `cart`. */
export interface CartLine extends CartItem {
  quantity: number;
}

/** The key that identifies a line: the same service with the same options is the same line. */
export function lineKey(item: Pick<CartItem, 'id' | 'options'>): string {
  const options = item.options ?? {};
  const parts = Object.keys(options)
    .sort()
    .map((k) => `${k}=${options[k]}`);
  return [item.id, ...parts].join('|');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readOptions(value: unknown): CartOptions | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * One stored cart entry, read defensively: entries written by older versions (no id, no
 * quantity, no options) still load; an entry without a usable name or price is dropped.
 */
export function readCartLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const name = typeof value.name === 'string' ? value.name.trim() : '';
  const price = typeof value.price === 'number' ? value.price : Number(value.price);
  if (!name || !Number.isFinite(price) || price < 0) return null;
  const id = typeof value.id === 'string' && value.id ? value.id : slugify(name);
  const images = Array.isArray(value.images) ? value.images.filter((i): i is string => typeof i === 'string') : [];
  const options = readOptions(value.options);
  return {
    id,
    name,
    description: typeof value.description === 'string' ? value.description : '',
    price,
    images,
    quantity: toQuantity(value.quantity ?? 1),
    ...(options ? { options } : {}),
  };
}

/** Price times quantity over every line; tax and delivery are not included. */
export function subtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}
