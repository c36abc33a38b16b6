import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseSiteConfig } from './config';
import { buildRouteTable, ownerOf } from './routeTable';

// The route table built the way the site builds it: from every remote's own declaration
// (apps/<remote>/routes.json), as the release scripts publish them in remotes.json.
const appsDir = path.resolve(import.meta.dirname, '../../..');
const declared = Object.fromEntries(
  readdirSync(appsDir)
    .filter((app) => existsSync(path.join(appsDir, app, 'routes.json')))
    .map((app) => [
      app,
      {
        entry: `http://localhost/${app}/mf-manifest.json`,
        ...JSON.parse(readFileSync(path.join(appsDir, app, 'routes.json'), 'utf8')),
      },
    ]),
);
const table = buildRouteTable(parseSiteConfig(declared, 'http://localhost/').remotes);

describe('ownerOf: the host maps top-level prefixes to the remotes that declare them', () => {
  it.each([
    ['/', 'catalogue'],
    ['/services', 'catalogue'],
    ['/services/media', 'catalogue'],
    ['/media', 'catalogue'],
    ['/fashion', 'catalogue'],
    ['/podcast', 'catalogue'],
    ['/search', 'catalogue'],
    ['/product/hoarding-campaign', 'product'],
    ['/cart', 'cart'],
    ['/checkout', 'cart'],
    ['/careers', 'careers'],
    ['/company/profile', 'company'],
    ['/company/anything/below', 'company'],
    ['/join-us', 'company'],
    ['/help', 'company'],
    ['/partners/store', 'company'],
    ['/refund-policy', 'company'],
    ['/payment', 'company'],
    ['/testimonials', 'company'],
    ['/location', 'company'],
  ])('%s -> %s', (path, owner) => {
    expect(ownerOf(path, table)).toBe(owner);
  });

  it.each(['/servies/podcast', '/nope', '/toString', '/__proto__', '/constructor', '/cartx'])(
    '%s belongs to no remote (404)',
    (path) => {
      expect(ownerOf(path, table)).toBeNull();
    },
  );

  it('gives a new prefix to the remote that declares it, with no change in the host', () => {
    const more = buildRouteTable({
      ...parseSiteConfig(declared, 'http://localhost/').remotes,
      careers: { entry: 'http://x/m.json', prefixes: ['careers', 'studio-booking'] },
    });
    expect(ownerOf('/studio-booking/slots', more)).toBe('careers');
  });

  it('keeps a prefix claimed twice with the first remote, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const clash = buildRouteTable({
      catalogue: { entry: 'http://x/a.json', prefixes: ['help'] },
      company: { entry: 'http://x/b.json', prefixes: ['help'] },
    });
    expect(ownerOf('/help', clash)).toBe('catalogue');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/help is claimed by catalogue and company'));
  });
});
