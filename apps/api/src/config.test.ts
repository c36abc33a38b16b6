// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, PACKAGE_DIR, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: 'localhost',
      siteOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      dataDir: path.join(PACKAGE_DIR, 'data'),
      tokenTtlHours: 720,
      authRateLimit: 20,
    });
    expect(PACKAGE_DIR.endsWith(path.join('apps', 'api'))).toBe(true);
  });

  it('reads every variable; a relative DATA_DIR is taken from where the command was typed', () => {
    const config = loadConfig({
      API_PORT: '4100',
      API_HOST: '0.0.0.0',
      SITE_ORIGINS: 'https://brandwala.in, http://localhost:3000/',
      DATA_DIR: 'var/api',
      INIT_CWD: '/srv/site',
      TOKEN_TTL_HOURS: '24',
      AUTH_RATE_LIMIT: '100',
    });
    expect(config).toEqual({
      port: 4100,
      host: '0.0.0.0',
      siteOrigins: ['https://brandwala.in', 'http://localhost:3000'],
      dataDir: '/srv/site/var/api',
      tokenTtlHours: 24,
      authRateLimit: 100,
    });
  });

  it.each([{ API_PORT: 'abc' }, { API_PORT: '70000' }, { TOKEN_TTL_HOURS: '0' }, { AUTH_RATE_LIMIT: '-1' }, { SITE_ORIGINS: 'localhost:3000' }, { SITE_ORIGINS: 'http://localhost:3000/app' }])(
    'refuses %o with a clear message',
    (env) => expect(() => loadConfig(env)).toThrow(ConfigError),
  );
});
