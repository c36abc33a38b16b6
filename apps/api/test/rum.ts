/** Page-view reports as the site's beacon sends them: for the api's tests and its scripts. */
import type { AppReport } from '@storefront/types/rum';

/** One app's part of a page view at `release`: no failure, fallback, retry or error unless `over` says so. */
export const appReport = (app: string, release: string, over: Partial<AppReport> = {}): AppReport => ({
  app,
  release,
  failures: 0,
  fallback: false,
  retriesOk: 0,
  retriesFailed: 0,
  errors: 0,
  ...over,
});
