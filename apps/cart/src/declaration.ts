// The cart's pages and their heads, exposed as './declaration' for page titles, the sitemap and the
// server render (docs/decisions/0009-route-ownership-declared-by-remotes.md). No React, no CSS.
import type { PageHead, RouteDeclaration } from '@storefront/shell';
import { pageTitle } from '@storefront/ui/head';

const CART_PAGES: readonly PageHead[] = [
  {
    path: '/cart',
    title: pageTitle('Your Cart'),
    description:
      'The Brandwala Media services you have chosen, with their quantities and a subtotal in rupees, ready to send to us as an enquiry.',
  },
  {
    path: '/checkout',
    title: pageTitle('Checkout'),
    description:
      'Send your cart to Brandwala Media as an enquiry with your name, email and phone. Nothing is charged now: we confirm prices and dates when we reply.',
  },
];

const declaration: RouteDeclaration = {
  pages: async () => [...CART_PAGES],
};

export default declaration;
