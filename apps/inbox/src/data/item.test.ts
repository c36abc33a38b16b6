import { describe, expect, it } from 'vitest';
import { enquiryLines, optionsText, plainFields } from './item';
import { fieldLabel, fieldText, formatWhen } from './labels';

const enquiry = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  lines: [
    { id: 'hoarding', name: 'Hoarding Campaign', price: 120000, quantity: 1, options: { size: 'Large' } },
    { id: 'reel', name: 'Reel Shoot', price: 15000, quantity: 2 },
  ],
  subtotal: 150000,
};

describe('an item’s fields', () => {
  it('lists every field but the lines and sub total, in order', () => {
    expect(plainFields(enquiry).map(([key]) => key)).toEqual(['name', 'email']);
  });

  it('reads an enquiry’s lines and sub total; other kinds have none', () => {
    expect(enquiryLines(enquiry)).toEqual({ lines: enquiry.lines, subtotal: 150000 });
    expect(enquiryLines({ query: 'Billing' })).toBeNull();
  });

  it('shows options as the cart does', () => {
    expect(optionsText({ size: 'Large', colour: 'Tan' })).toBe('size: Large, colour: Tan');
    expect(optionsText(undefined)).toBe('—');
  });

  it('labels keys and values in words', () => {
    expect(fieldLabel('contactNumber')).toBe('Contact number');
    expect(fieldLabel('partner_type')).toBe('Partner type');
    expect(fieldText(true)).toBe('Yes');
    expect(fieldText('')).toBe('—');
    expect(fieldText('<b>hi</b>')).toBe('<b>hi</b>');
    expect(fieldText({ a: 1 })).toBe('{"a":1}');
  });

  it('shows a time in Indian time', () => {
    expect(formatWhen('2026-11-23T14:45:00.000Z')).toMatch(/23 Nov 2026.*8:15\s?pm/i);
    expect(formatWhen('not a date')).toBe('not a date');
  });
});
