import { afterEach, describe, expect, it, vi } from 'vitest';
import { added, quantitySet } from './cartSlice';
import { CART_KEY, loadCart, parseCart, saveCart } from './storage';
import { makePersistedStore } from './store';
import { SAMPLE_LINE } from '../testing';

const line = SAMPLE_LINE;

describe('reading the stored cart', () => {
  afterEach(() => localStorage.clear());

  it('gives an empty cart when nothing is stored', () => {
    expect(parseCart(null)).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"name":"x"}'],
    ['a number', '42'],
    ['a string', '"cart"'],
    ['null', 'null'],
  ])('gives an empty cart and logs the error when the value is %s', (_what, raw) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseCart(raw)).toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it('skips unreadable entries and keeps the good ones', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const raw = JSON.stringify([
      line,
      null,
      7,
      { name: '', price: 5 },
      { name: 'No price' },
      { name: 'Neg', price: -1 },
    ]);
    expect(parseCart(raw)).toEqual([line]);
  });

  it('loads entries written without id, quantity or options (older carts)', () => {
    const raw = JSON.stringify([{ name: 'Radio Spot', description: 'FM', price: 5000, images: ['/a.png'] }]);
    expect(parseCart(raw)).toEqual([
      { id: 'radio-spot', name: 'Radio Spot', description: 'FM', price: 5000, images: ['/a.png'], quantity: 1 },
    ]);
  });

  it('repairs a stored quantity that breaks the rule', () => {
    expect(parseCart(JSON.stringify([{ ...line, quantity: -3 }]))[0]?.quantity).toBe(1);
    expect(parseCart(JSON.stringify([{ ...line, quantity: 'x' }]))[0]?.quantity).toBe(1);
  });

  it('survives a storage that throws', () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadCart(broken)).toEqual([]);
    expect(() => saveCart([line], broken)).not.toThrow();
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('the persisted store', () => {
  afterEach(() => localStorage.clear());

  it('starts from the stored cart once loaded and saves every change as an array under "cart"', () => {
    localStorage.setItem(CART_KEY, JSON.stringify([line]));
    const store = makePersistedStore(localStorage);
    store.loadStored();
    expect(store.getState().cart.lines).toEqual([line]);
    store.dispatch(quantitySet({ key: 'reel-shoot', quantity: 5 }));
    store.dispatch(added({ item: { id: 'fm', name: 'FM', description: '', price: 100, images: [] } }));
    const saved = JSON.parse(localStorage.getItem(CART_KEY) ?? 'null');
    expect(Array.isArray(saved)).toBe(true);
    expect(saved.map((l: { quantity: number }) => l.quantity)).toEqual([5, 1]);
  });

  it('starts empty, without crashing, from a corrupt stored value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(CART_KEY, '][');
    const store = makePersistedStore(localStorage);
    store.loadStored();
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('starts empty, as the page was rendered, and reads the stored cart only when asked, once', () => {
    localStorage.setItem(CART_KEY, JSON.stringify([line]));
    const store = makePersistedStore(localStorage);
    expect(store.getState().cart.lines).toEqual([]);
    // Nothing is written back before the load: the stored cart is still there to be read.
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? 'null')).toEqual([line]);
    store.loadStored();
    expect(store.getState().cart.lines).toEqual([line]);
    localStorage.setItem(CART_KEY, '[]');
    store.loadStored();
    expect(store.getState().cart.lines).toEqual([line]);
  });

  it('reads the stored cart first when a change comes before the load, so the change adds to it', () => {
    localStorage.setItem(CART_KEY, JSON.stringify([line]));
    const store = makePersistedStore(localStorage);
    store.dispatch(added({ item: { id: 'fm', name: 'FM', description: '', price: 100, images: [] } }));
    expect(store.getState().cart.lines.map((l) => l.id)).toEqual(['reel-shoot', 'fm']);
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? 'null').map((l: { id: string }) => l.id)).toEqual([
      'reel-shoot',
      'fm',
    ]);
    store.loadStored();
    expect(store.getState().cart.lines).toHaveLength(2);
  });

  it('follows another tab once loaded; before, the load reads what the other tab stored', () => {
    const store = makePersistedStore(localStorage);
    const other = JSON.stringify([line]);
    localStorage.setItem(CART_KEY, other);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: other }));
    expect(store.getState().cart.lines).toEqual([]);
    store.loadStored();
    expect(store.getState().cart.lines).toEqual([line]);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: '[]' }));
    expect(store.getState().cart.lines).toEqual([]);
  });
});
