import { appConfig } from '@storefront/rspack-config';

export default appConfig({
  name: 'cart',
  dir: import.meta.dirname,
  title: 'Cart | Brandwala Media',
  exposes: { './Routes': './src/Routes.tsx' },
});
