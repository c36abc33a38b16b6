import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, type CartItem } from '@storefront/types';
import {
  added,
  cartSlice,
  cleared,
  quantitySet,
  removed,
  replaced,
  selectLineCount,
  selectSubtotal,
  type CartState,
} from './cartSlice';

const reduce = cartSlice.reducer;
const banner: CartItem = {
  id: 'hoarding-campaign',
  name: 'Hoarding Campaign',
  description: 'City hoardings',
  price: 120000,
  images: [],
};
const reel: CartItem = {
  id: 'reel-shoot',
  name: 'Reel Shoot',
  description: 'Short video',
  price: 15000,
  images: ['/r.svg'],
};

function state(...items: [CartItem, number][]): CartState {
  return items.reduce((s, [item, quantity]) => reduce(s, added({ item, quantity })), cartSlice.getInitialState());
}

describe('cart slice', () => {
  it('adds a service as a line with quantity 1 by default', () => {
    const s = reduce(undefined, added({ item: banner }));
    expect(s.lines).toEqual([{ ...banner, quantity: 1 }]);
  });

  it('adds to the quantity of the same service with the same options instead of a second line', () => {
    const s = state([banner, 2], [banner, 3]);
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0]?.quantity).toBe(5);
  });

  it('keeps the same service with other options as its own line', () => {
    const s = state([{ ...banner, options: { colour: 'Brown' } }, 1], [{ ...banner, options: { colour: 'Black' } }, 1]);
    expect(s.lines).toHaveLength(2);
  });

  it('applies the quantity rule to the added quantity', () => {
    expect(state([banner, 0]).lines[0]?.quantity).toBe(1);
    expect(reduce(undefined, added({ item: banner, quantity: 'abc' })).lines[0]?.quantity).toBe(1);
    expect(state([banner, MAX_QUANTITY], [banner, 5]).lines[0]?.quantity).toBe(MAX_QUANTITY);
  });

  it('sets a quantity by the line key, keeping other lines as they are', () => {
    let s = state([banner, 1], [reel, 4]);
    s = reduce(s, quantitySet({ key: 'hoarding-campaign', quantity: '3' }));
    expect(s.lines.map((l) => l.quantity)).toEqual([3, 4]);
  });

  it.each([
    ['0', 1],
    ['-4', 1],
    ['abc', 1],
    ['', 1],
    ['2.7', 2],
    [9, 9],
  ])('turns a typed quantity %j into %j', (typed, expected) => {
    const s = reduce(state([banner, 5]), quantitySet({ key: 'hoarding-campaign', quantity: typed }));
    expect(s.lines[0]?.quantity).toBe(expected);
  });

  it('keeps the other quantities when a line is removed or added (the original reset them to 1)', () => {
    let s = state([banner, 3], [reel, 4]);
    s = reduce(s, removed('hoarding-campaign'));
    expect(s.lines).toEqual([{ ...reel, quantity: 4 }]);
    s = reduce(s, added({ item: banner }));
    expect(s.lines.map((l) => l.quantity)).toEqual([4, 1]);
  });

  it('ignores a quantity or removal for a line that is not there', () => {
    const before = state([banner, 2]);
    expect(reduce(before, quantitySet({ key: 'nope', quantity: 9 }))).toEqual(before);
    expect(reduce(before, removed('nope'))).toEqual(before);
  });

  it('clears and replaces', () => {
    expect(reduce(state([banner, 2]), cleared()).lines).toEqual([]);
    expect(reduce(undefined, replaced([{ ...reel, quantity: 2 }])).lines).toHaveLength(1);
  });

  it('counts services and sums price x quantity', () => {
    const root = { cart: state([banner, 2], [reel, 3]) };
    expect(selectLineCount(root)).toBe(2);
    expect(selectSubtotal(root)).toBe(2 * 120000 + 3 * 15000);
  });
});
