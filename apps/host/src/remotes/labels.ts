import type { RemoteName } from '@storefront/shell/host';

/** What a remote's fallback calls its area ("… is not available right now"). */
export const AREA_LABELS: Record<RemoteName, string> = {
  catalogue: 'The catalogue',
  product: 'This product page',
  cart: 'Your cart page',
  careers: 'The careers page',
  company: 'This page',
};
