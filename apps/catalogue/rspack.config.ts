import { appConfig } from '@storefront/rspack-config';

export default appConfig({
  name: 'catalogue',
  dir: import.meta.dirname,
  title: 'Catalogue | Brandwala Media',
  exposes: {
    './Routes': './src/Routes.tsx',
    './data': './src/data/api.ts',
    './shareImages': './src/data/shareImages.ts',
  },
});
