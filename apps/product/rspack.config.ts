import { appConfig } from '@storefront/rspack-config';

export default appConfig({
  name: 'product',
  dir: import.meta.dirname,
  title: 'Product | Brandwala Media',
  exposes: { './Routes': './src/Routes.tsx' },
});
