import { appConfig } from '@storefront/rspack-config';

export default appConfig({
  name: 'careers',
  dir: import.meta.dirname,
  title: 'Careers | Brandwala Media',
  exposes: { './Routes': './src/Routes.tsx' },
});
