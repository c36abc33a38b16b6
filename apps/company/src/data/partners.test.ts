import { describe, expect, it } from 'vitest';
import { PARTNER_TYPES, partnerFromSlug } from './partners';

describe('partner types', () => {
  it('are the four of docs/product.md#join-us-and-partners with their benefits', () => {
    expect(PARTNER_TYPES.map((p) => [p.title, p.benefits])).toEqual([
      ['BDA Partner', ['Up to 25% commission', 'Exclusive training', 'Build your own team']],
      ['Store Partner', ['Premium location', 'Complete business setup', 'Marketing support']],
      ['Studio Partner', ['Professional equipment', 'Expert training', 'Booking platform access']],
      ['Delivery Partner', ['Flexible schedule', 'Weekly payments', 'Bonus incentives']],
    ]);
  });

  it.each([
    ['store', 'Store Partner'],
    ['delivery', 'Delivery Partner'],
    ['abp', 'BDA Partner'],
    ['ABP', 'BDA Partner'],
    ['bda', 'BDA Partner'],
    ['studio', 'Studio Partner'],
  ])('/partners/%s is the %s', (slug, title) => {
    expect(partnerFromSlug(slug)?.title).toBe(title);
  });

  it.each(['', 'admin', 'toString', '__proto__', undefined])('%j is no partner', (slug) => {
    expect(partnerFromSlug(slug)).toBeNull();
  });
});
