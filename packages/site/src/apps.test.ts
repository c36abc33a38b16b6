import { describe, expect, it } from 'vitest';
import apps from '../apps.json' with { type: 'json' };
import { API, APPS, HOST, REMOTE_NAMES, REMOTES, appNamed } from './apps';

describe('the apps', () => {
  it('are those of apps.json: one host named "host", one api named "api", every other app a remote', () => {
    for (const [name, { kind }] of Object.entries(apps)) {
      expect(kind, name).toBe(name === 'host' || name === 'api' ? name : 'remote');
    }
    expect(HOST).toMatchObject({
      name: 'host',
      kind: 'host',
      port: apps.host.port,
      origin: `http://localhost:${apps.host.port}`,
    });
    expect(API).toMatchObject({
      name: 'api',
      kind: 'api',
      port: apps.api.port,
      origin: `http://localhost:${apps.api.port}`,
    });
  });

  it('list the web apps and the remotes in the order of apps.json', () => {
    expect(APPS.map((app) => app.name)).toEqual(Object.keys(apps).filter((name) => name !== 'api'));
    expect(APPS).toContain(HOST);
    expect(REMOTES.map((app) => app.name)).toEqual(REMOTE_NAMES);
    expect(REMOTE_NAMES).toEqual(Object.keys(apps).filter((name) => name !== 'host' && name !== 'api'));
  });

  it('give an app by its name, with its label', () => {
    expect(appNamed('cart')).toEqual({
      name: 'cart',
      kind: 'remote',
      port: apps.cart.port,
      label: apps.cart.label,
      origin: `http://localhost:${apps.cart.port}`,
    });
  });
});
