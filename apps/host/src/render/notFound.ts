import type { PageHead } from '@storefront/shell/host';
import { pageTitle } from '@storefront/ui/head';

/** The head of the host's 404 page (404.html, served at every unknown URL): never indexed. */
export const NOT_FOUND_HEAD: PageHead = {
  path: '/404',
  title: pageTitle('Page Not Found'),
  description:
    'This address is not a page of Brandwala Media. Return to the home page to browse our advertising, marketing and media services.',
  noindex: true,
};
