import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAUNCH_OPTIONS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium';

/** The features the installed Playwright disables itself (the list in its chromiumSwitches). */
function playwrightsOwn() {
  const require = createRequire(import.meta.url);
  const fromTest = path.dirname(require.resolve('@playwright/test/package.json'));
  const fromPlaywright = path.dirname(require.resolve('playwright/package.json', { paths: [fromTest] }));
  const core = path.dirname(require.resolve('playwright-core/package.json', { paths: [fromPlaywright] }));
  const bundle = readFileSync(path.join(core, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1] ?? '';
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([\w-]+)"/g)].map(([, feature]) => feature);
}

describe('the launch options', () => {
  it('keep every feature Playwright disables: the browser keeps only the last --disable-features', () => {
    const own = playwrightsOwn();
    expect(own.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(own));
    const switches = LAUNCH_OPTIONS.args.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]!.split('=')[1]!.split(',')).toEqual(expect.arrayContaining([...own, 'WebUIOmniboxPopup']));
  });
});
