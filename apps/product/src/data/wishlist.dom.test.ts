import { describe, expect, it, vi } from 'vitest';
import { readWishlist, setWishlisted, WISHLIST_KEY } from './wishlist';

describe('wishlist storage', () => {
  it.each([
    ['missing', null, []],
    ['corrupt JSON', '["a",', []],
    ['an object', '{"a":1}', []],
    ['mixed values', '["a", 3, null, "", "b", "a"]', ['a', 'b']],
  ])('reads %s defensively', (_label, raw, expected) => {
    if (raw !== null) localStorage.setItem(WISHLIST_KEY, raw);
    expect(readWishlist()).toEqual(expected);
  });

  it('adds and removes a slug without touching the others', () => {
    localStorage.setItem(WISHLIST_KEY, '["x"]');
    expect(setWishlisted('a', true)).toBe(true);
    expect(setWishlisted('a', true)).toBe(true);
    expect(readWishlist()).toEqual(['x', 'a']);
    expect(setWishlisted('a', false)).toBe(false);
    expect(readWishlist()).toEqual(['x']);
  });

  it('survives storage that throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readWishlist(broken)).toEqual([]);
    expect(setWishlisted('a', true, broken)).toBe(true);
  });
});
