import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';

describe('formatRupees', () => {
  it('writes rupees with Indian digit grouping', () => {
    expect(formatRupees(120000)).toBe('₹1,20,000');
    expect(formatRupees(15000000)).toBe('₹1,50,00,000');
    expect(formatRupees(999)).toBe('₹999');
  });

  it('keeps paise when there are any, and none otherwise', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(1499.5)).toBe('₹1,499.5');
    expect(formatRupees(10.25)).toBe('₹10.25');
  });
});
