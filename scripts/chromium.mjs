// The browser the scripts and the e2e tests drive, and its flags, said once: Debian's Chromium
// where it is installed (CI and these machines), the caller's own browser elsewhere.
import { existsSync } from 'node:fs';

/** /usr/bin/chromium when installed, otherwise undefined (Playwright's or Lighthouse's own choice). */
export const CHROMIUM_PATH = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/** No sandbox (containers), no GPU, and no background traffic that would add noise to measurements. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for that browser: `chromium.launch(LAUNCH_OPTIONS)`, `use.launchOptions`. */
export const LAUNCH_OPTIONS = { ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}), args: CHROMIUM_ARGS };
