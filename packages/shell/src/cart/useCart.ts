import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { lineKey, type CartItem, type CartLine } from '@storefront/types';
import { added, cleared, quantitySet, removed, selectLineCount, selectLines, selectSubtotal } from './cartSlice';
import type { AppDispatch, RootState } from './store';

/** What a remote can do with the cart. The only way remotes reach the host's store. */
export interface CartApi {
  lines: CartLine[];
  /** Number of services (lines) in the cart. */
  count: number;
  /** Sum of price x quantity, whole rupees, tax and delivery excluded. */
  subtotal: number;
  add(item: CartItem, quantity?: unknown): void;
  remove(key: string): void;
  setQuantity(key: string, quantity: unknown): void;
  clear(): void;
  keyOf(line: CartItem): string;
}

/**
 * The cart, read by each component that uses it from the store itself (not passed down a context):
 * a change reaches only the parts of the page that already work. A remote's area still waiting for
 * its code is not touched, and hydrates from the cart the page was rendered with (the Provider's
 * `serverState`), then shows the visitor's (docs/decisions/0015-early-event-replay.md).
 */
export function useCart(): CartApi {
  const dispatch = useDispatch<AppDispatch>();
  const lines = useSelector((state: RootState) => selectLines(state));
  const count = useSelector((state: RootState) => selectLineCount(state));
  const total = useSelector((state: RootState) => selectSubtotal(state));
  return useMemo<CartApi>(
    () => ({
      lines,
      count,
      subtotal: total,
      add: (item, quantity) => dispatch(added({ item, quantity })),
      remove: (key) => dispatch(removed(key)),
      setQuantity: (key, quantity) => dispatch(quantitySet({ key, quantity })),
      clear: () => dispatch(cleared()),
      keyOf: lineKey,
    }),
    [lines, count, total, dispatch],
  );
}
