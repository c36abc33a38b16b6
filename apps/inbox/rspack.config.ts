import { appConfig } from '@storefront/rspack-config';

export default appConfig({
  name: 'inbox',
  dir: import.meta.dirname,
  title: 'Inbox | Brandwala Media',
  exposes: { './Routes': './src/Routes.tsx' },
});
