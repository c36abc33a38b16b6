// Prints every web app's local origin, comma-separated: the browsers the api accepts under `pnpm dev`,
// where each remote also runs on its own page.
import { APPS } from '@storefront/site/apps';

console.log(APPS.map((a) => a.origin).join(','));
