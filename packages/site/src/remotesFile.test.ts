import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API, HOST, REMOTES } from './apps';
import { composeRemotesFile, localRemotesFile, readRoutes, siteOriginOf, type RemoteEntry } from './remotesFile';
import { appDir } from './workspace';

const temp: string[] = [];
function folderWith(routes: unknown) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'routes-'));
  temp.push(dir);
  if (routes !== undefined) writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(routes));
  return dir;
}
afterEach(() => temp.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('composeRemotesFile', () => {
  it('writes the settings, then each remote with its entry and prefixes', () => {
    expect(
      composeRemotesFile({ $api: 'https://api.example.in' }, [
        { name: 'catalogue', entry: '/c/mf-manifest.json', prefixes: ['', 'services'] },
        { name: 'cart', entry: '/k/mf-manifest.json', prefixes: ['cart'] },
      ]),
    ).toEqual({
      $api: 'https://api.example.in',
      catalogue: { entry: '/c/mf-manifest.json', prefixes: ['', 'services'] },
      cart: { entry: '/k/mf-manifest.json', prefixes: ['cart'] },
    });
  });

  it.each([['help'], ['']])('refuses the prefix "%s" claimed twice, naming both remotes', (prefix) => {
    const remotes = [
      { name: 'company', entry: '/a.json', prefixes: ['company', prefix] },
      { name: 'careers', entry: '/b.json', prefixes: [prefix] },
    ];
    expect(() => composeRemotesFile({}, remotes)).toThrow(
      `The prefix "/${prefix}" is claimed by both company and careers`,
    );
  });
});

describe('readRoutes', () => {
  it('reads the prefixes a folder declares, or null without a routes.json', () => {
    expect(readRoutes(folderWith({ prefixes: ['', 'studio-booking'] }))).toEqual(['', 'studio-booking']);
    expect(readRoutes(folderWith(undefined))).toBeNull();
  });

  it.each([
    {},
    { prefixes: 'help' },
    { prefixes: ['/help'] },
    { prefixes: ['help/faq'] },
    { prefixes: ['Help'] },
    { prefixes: [1] },
  ])('refuses anything but top-level path segments: %j', (routes) => {
    expect(() => readRoutes(folderWith(routes))).toThrow('"prefixes" must list top-level path segments');
  });
});

describe('localRemotesFile', () => {
  it('puts every remote on its own port with the prefixes its source declares; the five never clash', () => {
    const file = localRemotesFile({}, { built: false });
    expect(file.$api).toBe(API.origin);
    expect(file.$previewOrigins).toEqual([]);
    expect(file.$siteOrigin).toBe(HOST.origin);
    for (const remote of REMOTES) {
      const { prefixes } = JSON.parse(readFileSync(path.join(appDir(remote), 'routes.json'), 'utf8'));
      expect(file[remote.name]).toEqual({ entry: `${remote.origin}/mf-manifest.json`, prefixes });
    }
  });

  it('keeps the settings and the entry URLs a hand edit put in the served file', () => {
    const previous = {
      $api: 'https://api.example.in',
      $previewOrigins: ['https://preview.example.in'],
      $siteOrigin: 'https://www.brandwala.in',
      cart: 'https://cdn.example.in/cart/mf-manifest.json',
      careers: { entry: 'https://cdn.example.in/careers/mf-manifest.json', prefixes: ['old'] },
    };
    const file = localRemotesFile(previous, { built: false });
    expect(file.$api).toBe('https://api.example.in');
    expect(file.$previewOrigins).toEqual(['https://preview.example.in']);
    expect(file.$siteOrigin).toBe('https://www.brandwala.in');
    expect((file.cart as RemoteEntry).entry).toBe('https://cdn.example.in/cart/mf-manifest.json');
    expect(file.careers).toEqual({ entry: 'https://cdn.example.in/careers/mf-manifest.json', prefixes: ['careers'] });
  });
});

describe('siteOriginOf', () => {
  it("takes the site's origin from $siteOrigin, else the host's local origin", () => {
    expect(siteOriginOf({ $siteOrigin: 'https://www.brandwala.in/' })).toBe('https://www.brandwala.in');
    expect(siteOriginOf({ $siteOrigin: 'javascript:alert(1)' })).toBe(HOST.origin);
    expect(siteOriginOf({})).toBe(HOST.origin);
  });
});
