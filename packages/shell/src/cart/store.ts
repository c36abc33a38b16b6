import { configureStore } from '@reduxjs/toolkit';
import type { CartLine } from '@storefront/types';
import { cartSlice, replaced, type CartState } from './cartSlice';
import { CART_KEY, loadCart, parseCart, saveCart } from './storage';

export function makeStore(preloadedState?: { cart: CartState }) {
  return configureStore({
    reducer: { [cartSlice.name]: cartSlice.reducer },
    ...(preloadedState ? { preloadedState } : {}),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** The page's store: its cart is the visitor's stored one only once `loadStored()` has run. */
export interface PersistedStore extends AppStore {
  /** Reads the stored cart into the store (once; later calls do nothing). */
  loadStored(): void;
  /** The state the page was rendered with (no visitor, an empty cart): what hydration must find. */
  renderedState: RootState;
}

/**
 * The store the page runs on. It starts empty, as the page was rendered in Node (no visitor, no
 * storage), and hydration reads that state (`renderedState`); ShellProviders calls `loadStored()` as
 * soon as the host's part works. From then on every change is saved back to local storage, and changes made in another
 * tab are picked up. A change before the load (a click React replays while a remote's area is still
 * hydrating) reads the stored cart first, so it adds to the visitor's cart instead of replacing it.
 */
export function makePersistedStore(storage?: Storage): PersistedStore {
  const store = makeStore();
  const renderedState = store.getState();
  const { dispatch } = store;
  // What local storage holds as far as this page knows; null until the stored cart was read.
  let saved: CartLine[] | null = null;
  const loadStored = () => {
    if (saved) return;
    saved = loadCart(storage);
    dispatch(replaced(saved));
  };
  store.subscribe(() => {
    const lines = store.getState().cart.lines;
    if (saved && lines !== saved) {
      saved = lines;
      saveCart(lines, storage);
    }
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      // Before the load there is nothing to follow: the load reads what is stored then.
      if (event.key !== CART_KEY || !saved) return;
      const lines = parseCart(event.newValue);
      saved = lines;
      dispatch(replaced(lines));
    });
  }
  const readFirst = ((action: Parameters<AppDispatch>[0]) => {
    loadStored();
    return dispatch(action);
  }) as AppDispatch;
  return { ...store, dispatch: readFirst, loadStored, renderedState };
}
