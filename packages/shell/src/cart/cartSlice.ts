import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lineKey, subtotal, toQuantity, type CartItem, type CartLine } from '@storefront/types';

export interface CartState {
  lines: CartLine[];
}

export const initialCartState: CartState = { lines: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Adds a service; the same service with the same options adds to that line's quantity. */
    added(state, action: PayloadAction<{ item: CartItem; quantity?: unknown }>) {
      const { item } = action.payload;
      const quantity = toQuantity(action.payload.quantity ?? 1);
      const key = lineKey(item);
      const existing = state.lines.find((line) => lineKey(line) === key);
      if (existing) existing.quantity = toQuantity(existing.quantity + quantity);
      else state.lines.push({ ...item, quantity });
    },
    removed(state, action: PayloadAction<string>) {
      state.lines = state.lines.filter((line) => lineKey(line) !== action.payload);
    },
    /** Any typed value is accepted and follows the quantity rule (non-numeric or below 1 becomes 1). */
    quantitySet(state, action: PayloadAction<{ key: string; quantity: unknown }>) {
      const line = state.lines.find((l) => lineKey(l) === action.payload.key);
      if (line) line.quantity = toQuantity(action.payload.quantity);
    },
    cleared(state) {
      state.lines = [];
    },
    /** Replaces the lines, e.g. when another tab changed the stored cart. */
    replaced(state, action: PayloadAction<CartLine[]>) {
      state.lines = action.payload;
    },
  },
  selectors: {
    selectLines: (state) => state.lines,
    selectLineCount: (state) => state.lines.length,
    selectSubtotal: (state) => subtotal(state.lines),
  },
});

export const { added, removed, quantitySet, cleared, replaced } = cartSlice.actions;
export const { selectLines, selectLineCount, selectSubtotal } = cartSlice.selectors;
