import { describe, expect, it } from 'vitest';
import { lineKey, subtotal } from './cart';

describe('cart lines', () => {
  it('keys a line by service and options, whatever the order of the options', () => {
    expect(lineKey({ id: 'a' })).toBe('a');
    expect(lineKey({ id: 'a', options: { size: 'Large', colour: 'Tan' } })).toBe(
      lineKey({ id: 'a', options: { colour: 'Tan', size: 'Large' } }),
    );
    expect(lineKey({ id: 'a', options: { colour: 'Tan' } })).not.toBe(
      lineKey({ id: 'a', options: { colour: 'Brown' } }),
    );
  });

  it('sums price x quantity', () => {
    const base = { description: '', images: [] };
    expect(subtotal([])).toBe(0);
    expect(
      subtotal([
        { ...base, id: 'a', name: 'A', price: 120000, quantity: 2 },
        { ...base, id: 'b', name: 'B', price: 999, quantity: 3 },
      ]),
    ).toBe(242997);
  });
});
