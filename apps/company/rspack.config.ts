import { appConfig } from '@storefront/rspack-config';

export default appConfig({
  name: 'company',
  dir: import.meta.dirname,
  title: 'Company | Brandwala Media',
  exposes: { './Routes': './src/Routes.tsx' },
});
