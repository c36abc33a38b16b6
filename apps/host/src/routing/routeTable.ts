import type { RemoteName } from '@storefront/shell';

/**
 * The host knows URL prefixes, not pages: each top-level path segment belongs to one remote,
 * which owns every route below it. Adding a page under a prefix needs no change here.
 */
export const PREFIX_OWNERS: Readonly<Record<string, RemoteName>> = {
  '': 'catalogue',
  services: 'catalogue',
  media: 'catalogue',
  fashion: 'catalogue',
  podcast: 'catalogue',
  search: 'catalogue',
  product: 'product',
  cart: 'cart',
  checkout: 'cart',
  careers: 'careers',
  company: 'company',
  'join-us': 'company',
  help: 'company',
  partners: 'company',
  'refund-policy': 'company',
  payment: 'company',
  testimonials: 'company',
  location: 'company',
};

/** The remote that owns a path, or null when no one does (the host's 404). */
export function ownerOf(pathname: string): RemoteName | null {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return Object.hasOwn(PREFIX_OWNERS, first) ? (PREFIX_OWNERS[first] ?? null) : null;
}
