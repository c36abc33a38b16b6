import { defineConfig } from '@playwright/test';
import { REMOTES } from '@storefront/site/apps';
import base from './playwright.config';

// `pnpm e2e:dev-remote`: the browser test of `pnpm dev:remote catalogue` (dev-remote.spec.ts). Its
// servers take the ports the suite's own (`pnpm serve`) take, the host's and the catalogue's among
// them, so it runs in an invocation of its own, after the suite (scripts/check.sh), never beside it.
const catalogue = REMOTES.find((remote) => remote.name === 'catalogue');
if (!catalogue) throw new Error('apps.json has no catalogue remote');

export default defineConfig({
  ...base,
  testMatch: '**/dev-remote.spec.ts',
  testIgnore: [],
  // Its tests save edits in one remote's sources: one at a time.
  fullyParallel: false,
  workers: 1,
  // The command itself, as a remote's developer starts it. Ready when the catalogue's dev server
  // answers: the first build of a loaded machine can take a minute or more.
  webServer: {
    command: 'node --import tsx scripts/dev-remote.ts catalogue',
    cwd: '..',
    env: { DATA_DIR: process.env.E2E_API_DATA ?? '' },
    url: `${catalogue.origin}/mf-manifest.json`,
    // Never another server on these ports (a `pnpm serve` left running): it has no dev server to test.
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
