import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, toQuantity } from './quantity';

describe('toQuantity (cart quantity rule)', () => {
  it.each([
    [1, 1],
    [3, 3],
    ['7', 7],
    [' 12 ', 12],
    [2.9, 2],
    ['4.5', 4],
    [0, 1],
    [-5, 1],
    ['0', 1],
    ['', 1],
    ['abc', 1],
    ['1e2', 100],
    [NaN, 1],
    [Infinity, 1],
    [null, 1],
    [undefined, 1],
    [{}, 1],
    [[], 1],
    [MAX_QUANTITY + 1, MAX_QUANTITY],
    ['100000000', MAX_QUANTITY],
  ])('%j -> %j', (input, expected) => {
    expect(toQuantity(input)).toBe(expected);
  });
});
