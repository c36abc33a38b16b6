import type { IconName } from '@storefront/ui/icon';
import type { PartnerTypeId } from '@storefront/types';

/** A partner type (docs/product.md#join-us-and-partners): title, description, color, icon, benefits. */
export interface PartnerType {
  id: PartnerTypeId;
  title: string;
  description: string;
  /** Dark enough for white text (WCAG AA). */
  color: string;
  icon: IconName;
  benefits: string[];
}

export const PARTNER_TYPES: PartnerType[] = [
  {
    id: 'bda',
    title: 'BDA Partner',
    description: 'Become a Business Development Associate: bring brands to us and earn on every campaign they book.',
    color: '#2f2a8f',
    icon: 'briefcase',
    benefits: ['Up to 25% commission', 'Exclusive training', 'Build your own team'],
  },
  {
    id: 'store',
    title: 'Store Partner',
    description:
      'Open a Brandwala store in your city and offer our advertising and media services to local businesses.',
    color: '#b8410b',
    icon: 'store',
    benefits: ['Premium location', 'Complete business setup', 'Marketing support'],
  },
  {
    id: 'studio',
    title: 'Studio Partner',
    description: 'Run a Brandwala studio for podcasts, shoots and shows, with bookings from our clients and platform.',
    color: '#6b2fa3',
    icon: 'camera',
    benefits: ['Professional equipment', 'Expert training', 'Booking platform access'],
  },
  {
    id: 'delivery',
    title: 'Delivery Partner',
    description: 'Deliver print, promotional material and event kits for our campaigns across your area.',
    color: '#17653a',
    icon: 'truck',
    benefits: ['Flexible schedule', 'Weekly payments', 'Bonus incentives'],
  },
];

/**
 * The footer's /partners/{slug} links: store and delivery by name, abp (the footer's ABP Partner)
 * for the BDA partner; each type's own id works too.
 */
export const PARTNER_SLUGS: Readonly<Record<string, PartnerTypeId>> = {
  store: 'store',
  delivery: 'delivery',
  abp: 'bda',
  bda: 'bda',
  studio: 'studio',
};

export function partnerFromSlug(slug: string | undefined): PartnerType | null {
  const id = slug ? PARTNER_SLUGS[slug.toLowerCase()] : undefined;
  return PARTNER_TYPES.find((p) => p.id === id) ?? null;
}
