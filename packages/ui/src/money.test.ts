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

  it('writes what Intl.NumberFormat en-IN writes, rounding to paise', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    for (const amount of [
      1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1234567890, 0.5, 0.125, 2.999, 99.004, 100000.1,
      -2500, -0.75,
    ]) {
      expect(formatRupees(amount)).toBe(intl.format(amount));
    }
  });
});
