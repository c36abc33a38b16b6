// The browser the scripts and the e2e tests drive, and its flags, said once: Debian's Chromium
// where it is installed (CI and these machines), the caller's own browser elsewhere.
import { existsSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';

/** /usr/bin/chromium when installed, otherwise undefined (Playwright's or Lighthouse's own choice). */
export const CHROMIUM_PATH: string | undefined = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

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

/**
 * Playwright's own `--disable-features` (1.65.1, its chromiumSwitches.ts). Chromium keeps only the
 * last `--disable-features` of a command line, so a list of ours must repeat Playwright's;
 * chromium.test.ts checks this one against the installed Playwright.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Every new window (each new context) otherwise builds the browser's own omnibox pop-up, a WebUI of
 * about 400 chrome:// scripts and styles in a renderer of its own, while the page under test loads:
 * on two cores it took 0.5-0.7 s of the CPU a slowed phone's page start is measured with.
 */
const BROWSER_UI_FEATURES = [
  'WebUIOmniboxPopup',
  'OmniboxFullPopupWebUIContent',
  'OmniboxAimPopupWebUIContent',
  'OmniboxEverywhereComposebox',
];

/** Playwright's launch options for that browser: `chromium.launch(LAUNCH_OPTIONS)`, `use.launchOptions`. */
export const LAUNCH_OPTIONS: { executablePath?: string; args: string[] } = {
  ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
  args: [...CHROMIUM_ARGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`],
};

/**
 * The mobile profile the measuring scripts load pages on (Lighthouse's mobile throttling): the CPU
 * slowed 4x, and a slow 4G network (150 ms round trip, 1.6 Mbit/s down, 750 Kbit/s up).
 */
export const MOBILE = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};

/**
 * Puts a page on the mobile profile through the DevTools protocol, before it navigates: the CPU
 * slowed, and the network too unless `network: false`.
 * @param cdp  the page's session (`context.newCDPSession(page)`)
 */
export async function emulateMobile(cdp: CDPSession, { network = true }: { network?: boolean } = {}): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  if (!network) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE.network);
}
