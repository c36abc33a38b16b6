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
    expect(summaryOf({ kind: 'enquiry', data: enquiry, newsletter: null })).toBe(
      'Hoarding Campaign (size: Large) × 1 @ ₹2,10,000; Reel Shoot × 2 @ ₹15,000 (sub total ₹2,40,000)',
    );
  });

  it('says what the other kinds are about', () => {
    expect(summaryOf({ kind: 'help', data: { query: 'Technology', message: 'Call me' }, newsletter: null })).toBe(
      'Technology: Call me',
    );
    expect(summaryOf({ kind: 'job', data: { position: 'copywriter' }, newsletter: null })).toBe(
      'Application: copywriter',
    );
  });

  it('says where a newsletter sign-up is with the list: only a confirmed address is on it', () => {
    const signup = (newsletter: 'pending' | 'confirmed' | 'left' | null) =>
      summaryOf({ kind: 'newsletter', data: { email: 'a@example.in', source: 'footer' }, newsletter });
    expect(signup('pending')).toBe('Newsletter sign-up (footer): waiting for confirmation');
    expect(signup('confirmed')).toBe('Newsletter sign-up (footer): on the list (confirmed)');
    expect(signup('left')).toBe('Newsletter sign-up (footer): left the list');
    expect(signup(null)).toBe('Newsletter sign-up (footer): not confirmed');
  });
});
