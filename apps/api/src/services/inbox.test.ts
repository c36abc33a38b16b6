import { describe, expect, it } from 'vitest';
import { summaryOf } from './inbox';

describe('an item’s one-line summary', () => {
  it('writes an enquiry’s amounts in rupees, as the site does', () => {
    const enquiry = {
      lines: [
        { id: 'hoarding', name: 'Hoarding Campaign', price: 210000, quantity: 1, options: { size: 'Large' } },
        { id: 'reel', name: 'Reel Shoot', price: 15000, quantity: 2 },
      ],
      subtotal: 240000,
    };
    expect(summaryOf('enquiry', enquiry)).toBe(
      'Hoarding Campaign (size: Large) × 1 @ ₹2,10,000; Reel Shoot × 2 @ ₹15,000 (sub total ₹2,40,000)',
    );
  });

  it('says what the other kinds are about', () => {
    expect(summaryOf('help', { query: 'Technology', message: 'Call me' })).toBe('Technology: Call me');
    expect(summaryOf('job', { position: 'copywriter' })).toBe('Application: copywriter');
  });
});
