import { appConfig } from '@storefront/build';

export default appConfig({
  name: 'inbox',
  dir: import.meta.dirname,
  title: 'Inbox | Brandwala Media',
  exposes: { './Routes': './src/Routes.tsx' },
});
