import { appConfig } from '@storefront/rspack-config';

export default appConfig({
  name: 'host',
  dir: import.meta.dirname,
  host: true,
  title: 'Brandwala Media | Advertising, Marketing & Media Services',
});
