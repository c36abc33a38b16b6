import { configureStore } from '@reduxjs/toolkit';
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

/**
 * The store the page runs on: the cart loaded from local storage, every change saved back,
 * and changes made in another tab picked up.
 */
export function makePersistedStore(storage?: Storage) {
  const store = makeStore({ cart: { lines: loadCart(storage) } });
  let saved = store.getState().cart.lines;
  store.subscribe(() => {
    const lines = store.getState().cart.lines;
    if (lines !== saved) {
      saved = lines;
      saveCart(lines, storage);
    }
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== CART_KEY) return;
      const lines = parseCart(event.newValue);
      saved = lines;
      store.dispatch(replaced(lines));
    });
  }
  return store;
}
