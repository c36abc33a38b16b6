import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { lineKey, subtotal, toQuantity, type CartItem, type CartLine } from '@storefront/types';

export interface CartState {
  lines: CartLine[];
}

export const initialCartState: CartState = { lines: [] };

/** Adds a service; the same service with the same options adds to that line's quantity. */
export const added = createAction<{ item: CartItem; quantity?: unknown }>('cart/added');
/** Removes the line with this key (lineKey). */
export const removed = createAction<string>('cart/removed');
/** Any typed value is accepted and follows the quantity rule (non-numeric or below 1 becomes 1). */
export const quantitySet = createAction<{ key: string; quantity: unknown }>('cart/quantitySet');
export const cleared = createAction('cart/cleared');
/** Replaces the lines, e.g. when another tab changed the stored cart. */
export const replaced = createAction<CartLine[]>('cart/replaced');

/**
 * The cart's reducer, written without immer: createSlice would bring immer (about 5 KB gzip)
 * into every page's first load for five small updates. Redux Toolkit still makes the store and
 * the typed actions (docs/decisions/0008-cart-reducer-without-immer.md).
 */
function reducer(state: CartState = initialCartState, action: UnknownAction): CartState {
  if (added.match(action)) {
    const { item } = action.payload;
    const quantity = toQuantity(action.payload.quantity ?? 1);
    const key = lineKey(item);
    if (!state.lines.some((line) => lineKey(line) === key)) return { lines: [...state.lines, { ...item, quantity }] };
    return {
      lines: state.lines.map((line) =>
        lineKey(line) === key ? { ...line, quantity: toQuantity(line.quantity + quantity) } : line,
      ),
    };
  }
  if (removed.match(action)) return { lines: state.lines.filter((line) => lineKey(line) !== action.payload) };
  if (quantitySet.match(action)) {
    const { key, quantity } = action.payload;
    return {
      lines: state.lines.map((line) => (lineKey(line) === key ? { ...line, quantity: toQuantity(quantity) } : line)),
    };
  }
  if (cleared.match(action)) return state.lines.length ? { lines: [] } : state;
  if (replaced.match(action)) return { lines: action.payload };
  return state;
}

export const selectLines = (state: { cart: CartState }) => state.cart.lines;
export const selectLineCount = (state: { cart: CartState }) => state.cart.lines.length;
export const selectSubtotal = (state: { cart: CartState }) => subtotal(state.cart.lines);

/** The cart's piece of the store, as createSlice would name it (docs/decisions/0008-cart-reducer-without-immer.md). */
export const cartSlice = { name: 'cart' as const, reducer, getInitialState: () => initialCartState };
