import type { PageHead } from '@storefront/shell/host';
import { OFFLINE_PATH } from '@storefront/site/page-paths';
import { pageTitle } from '@storefront/ui/head';

/** The head of the host's offline page (docs/product.md#offline): never indexed. */
export const OFFLINE_HEAD: PageHead = {
  path: OFFLINE_PATH,
  title: pageTitle('You are offline'),
  description:
    'You are offline. The Brandwala Media pages you have already seen are kept on your phone; call us for a free consultation.',
  noindex: true,
};
