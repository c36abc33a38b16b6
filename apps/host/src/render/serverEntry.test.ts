import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../site/config';
import { forServer, serverEntry } from './serverEntry';

describe('serverEntry', () => {
  it.each([
    ['http://localhost:3001/mf-manifest.json', 'http://localhost:3001/server/remoteEntry.js'],
    [
      'https://cdn.example.in/catalogue/0.2.0-1a2b3c/mf-manifest.json',
      'https://cdn.example.in/catalogue/0.2.0-1a2b3c/server/remoteEntry.js',
    ],
  ])('%s -> %s', (manifest, entry) => {
    expect(serverEntry(manifest)).toBe(entry);
  });

  it('replaces every remote entry and keeps prefixes and settings', () => {
    const config = parseSiteConfig(
      {
        $api: 'http://localhost:4000',
        catalogue: { entry: 'http://localhost:3001/mf-manifest.json', prefixes: ['', 'services'] },
      },
      'http://localhost:3000/',
    );
    expect(forServer(config)).toEqual({
      ...config,
      remotes: { catalogue: { entry: 'http://localhost:3001/server/remoteEntry.js', prefixes: ['', 'services'] } },
    });
  });
});
