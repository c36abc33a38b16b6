import { appConfig } from '@storefront/build';

export default appConfig({
  name: 'careers',
  dir: import.meta.dirname,
  title: 'Careers | Brandwala Media',
  exposes: { './Routes': './src/Routes.tsx' },
});
