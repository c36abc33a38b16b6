import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { HOST } from '@storefront/site/apps';
import { LAUNCH_OPTIONS } from '../scripts/perf/chromium';

// The api started for the tests keeps its data in a fresh folder, which the tests' export reads
// (set once here; the test workers inherit it). To reuse a running site, start it with the same
// DATA_DIR: `DATA_DIR=/tmp/x E2E_API_DATA=/tmp/x pnpm serve` and `E2E_API_DATA=/tmp/x pnpm e2e`.
const apiData = (process.env.E2E_API_DATA ??= mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-api-')));

export default defineConfig({
  testDir: '.',
  // Started by its own config (dev-remote.config.ts): its servers need the ports this suite's take.
  testIgnore: '**/dev-remote.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '../test-results',
  use: {
    baseURL: HOST.origin,
    // Tracing every test costs CI a fifth of its browser time (docs/performance.md#ci-time): on CI,
    // where a failed test runs again, the retry is traced; elsewhere each failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // The site's service worker answers a page's requests itself once it controls the page, and
    // Playwright's page.route() does not see what a worker fetches: the suites that inject failures
    // with it run without the worker. The worker's own suites (offline.spec.ts and its kin) allow it.
    serviceWorkers: 'block',
    launchOptions: LAUNCH_OPTIONS,
  },
  // The production builds, each app on its own port, and the api, as `pnpm start` serves them.
  webServer: {
    command: 'node --import tsx scripts/serve.ts',
    cwd: '..',
    // Every request of a run comes from one address: sign-ups, log-ins, page-view reports, forms
    // and the signed-in pages' calls. Two workers go past what one visitor may send (60 page-view
    // reports a minute: a report.spec case lost its report to a 429; 60 other requests a minute:
    // a newsletter.spec case, beside My account's and the inbox's, was told "Too many requests").
    // The throttles themselves have service tests.
    env: { DATA_DIR: apiData, AUTH_RATE_LIMIT: '1000', RUM_RATE_LIMIT: '100000', FORMS_PER_MINUTE: '100000' },
    url: `${HOST.origin}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
