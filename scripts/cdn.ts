// pnpm start:releases: the live releases served as one origin (@storefront/site/cdn), with the api
// beside it as `pnpm start` runs it, so forms submit from the releases too, and the release guard
// (`pnpm guard`) watching any canary.
import { HOST } from '@storefront/site/apps';
import { createCdnServer } from '@storefront/site/cdn';
import { releasesDir } from '@storefront/site/releases';
import { API_URL, startApi, startGuard } from './api';

const port = Number(process.env.PORT ?? HOST.port);
await startApi().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`The api: ${API_URL}/`);
startGuard();
createCdnServer().listen(port, 'localhost', () => {
  console.log(`Serving the live releases from ${releasesDir()} on http://localhost:${port}/`);
});
