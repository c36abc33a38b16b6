import { appConfig } from '@storefront/build';

export default appConfig({
  name: 'cart',
  dir: import.meta.dirname,
  title: 'Cart | Brandwala Media',
  exposes: { './Routes': './src/Routes.tsx' },
});
