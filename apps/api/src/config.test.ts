// @vitest-environment node
import path from 'node:path';
import { APPS, HOST } from '@storefront/site/apps';
import { describe, expect, it } from 'vitest';
import { ConfigError, PACKAGE_DIR, loadConfig, loadGuardConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: 'localhost',
      siteOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      dataDir: path.join(PACKAGE_DIR, 'data'),
      tokenTtlHours: 720,
      authRateLimit: 20,
      authWindowMinutes: 15,
      formsPerMinute: 60,
      lockoutFailures: 5,
      lockoutMinutes: 15,
      rumRateLimit: 60,
      rumRetentionDays: 30,
      trustProxy: false,
      requestTimeoutMs: 120_000,
      bodyTimeoutMs: 15_000,
      shutdownDeadlineMs: 10_000,
      databaseUrl: null,
      redisUrl: null,
      adminSocket: path.join(PACKAGE_DIR, 'data', 'admin.sock'),
      smtpUrl: null,
      mailFrom: { name: 'Brandwala Media', address: 'hello@brandwala.in' },
      siteUrl: 'http://localhost:3000',
      apiUrl: 'http://localhost:4000',
      mailLeaseSeconds: 300,
    });
    expect(PACKAGE_DIR.endsWith(path.join('apps', 'api'))).toBe(true);
  });

  it('lets every web app call under pnpm dev, where each remote also runs on its own page', () => {
    const { siteOrigins } = loadConfig({}, { development: true });
    expect(siteOrigins).toEqual(APPS.map((app) => app.origin));
    expect(siteOrigins).toContain(HOST.origin);
    expect(siteOrigins.length).toBeGreaterThan(2);
    expect(loadConfig({ SITE_ORIGINS: 'https://brandwala.in' }, { development: true }).siteOrigins).toEqual([
      'https://brandwala.in',
    ]);
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
      AUTH_WINDOW_MINUTES: '30',
      FORMS_PER_MINUTE: '120',
      LOCKOUT_FAILURES: '10',
      LOCKOUT_MINUTES: '60',
      RUM_RATE_LIMIT: '300',
      RUM_RETENTION_DAYS: '7',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      REQUEST_TIMEOUT_MS: '30000',
      BODY_TIMEOUT_MS: '5000',
      SHUTDOWN_DEADLINE_MS: '8000',
      DATABASE_URL: 'postgres://api@db.internal:5432/storefront',
      REDIS_URL: 'redis://cache.internal:6379',
      ADMIN_SOCKET: 'run/admin.sock',
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.in:465',
      MAIL_FROM: '"Brandwala Media" <hello@brandwala.in>',
      SITE_URL: 'https://www.brandwala.in/',
      API_URL: 'https://api.brandwala.in',
      MAIL_LEASE_SECONDS: '120',
    });
    expect(config).toEqual({
      port: 4100,
      host: '0.0.0.0',
      siteOrigins: ['https://brandwala.in', 'http://localhost:3000'],
      dataDir: '/srv/site/var/api',
      tokenTtlHours: 24,
      authRateLimit: 100,
      authWindowMinutes: 30,
      formsPerMinute: 120,
      lockoutFailures: 10,
      lockoutMinutes: 60,
      rumRateLimit: 300,
      rumRetentionDays: 7,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      requestTimeoutMs: 30_000,
      bodyTimeoutMs: 5000,
      shutdownDeadlineMs: 8000,
      databaseUrl: 'postgres://api@db.internal:5432/storefront',
      redisUrl: 'redis://cache.internal:6379',
      adminSocket: '/srv/site/run/admin.sock',
      smtpUrl: 'smtps://mailer:s3cret@smtp.example.in:465',
      mailFrom: { name: 'Brandwala Media', address: 'hello@brandwala.in' },
      siteUrl: 'https://www.brandwala.in',
      apiUrl: 'https://api.brandwala.in',
      mailLeaseSeconds: 120,
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ MAIL_FROM: 'team@brandwala.in' }).mailFrom).toEqual({ name: '', address: 'team@brandwala.in' });
  });

  it('refuses an SMTP_URL it cannot use, naming the variable and never echoing its password', () => {
    for (const raw of ['mail.example.in:587', 'http://mail.example.in', 'smtp://user:pw@:587', 'smtp://']) {
      let message = '';
      try {
        loadConfig({ SMTP_URL: raw });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/^SMTP_URL /);
      expect(message).not.toContain('pw');
    }
    expect(() => loadConfig({ MAIL_FROM: 'Brandwala <not an address>' })).toThrow(/^MAIL_FROM must be an address/);
    expect(() => loadConfig({ SITE_URL: 'https://brandwala.in/shop' })).toThrow(/^SITE_URL must be an origin/);
    expect(() => loadConfig({ API_URL: 'api.brandwala.in' })).toThrow(/^API_URL is not a URL/);
  });

  it.each([
    { API_PORT: 'abc' },
    { API_PORT: '70000' },
    { TOKEN_TTL_HOURS: '0' },
    { AUTH_RATE_LIMIT: '-1' },
    { SITE_ORIGINS: 'localhost:3000' },
    { SITE_ORIGINS: 'http://localhost:3000/app' },
    { DATABASE_URL: 'mysql://x' },
    { REDIS_URL: 'localhost:6379' },
    { TRUST_PROXY: 'proxy.internal' },
    { FORMS_PER_MINUTE: '0' },
    { REQUEST_TIMEOUT_MS: '5' },
    { RUM_RATE_LIMIT: '0' },
    { RUM_RETENTION_DAYS: '0' },
  ])('refuses %o with a clear message', (env) => expect(() => loadConfig(env)).toThrow(ConfigError));
});

describe('the release guard’s settings', () => {
  it('default to a plan of 10, 50 and 100% and a few hundred views, and refuse a plan that does not rise to 100', () => {
    expect(loadGuardConfig({})).toEqual({
      settings: {
        intervalSeconds: 30,
        minViews: 200,
        errorTolerancePoints: 2,
        vitalTolerancePercent: 20,
        holdMinutes: 10,
        plan: [10, 50, 100],
      },
    });
    expect(loadGuardConfig({ GUARD_PLAN: '5, 25,100', GUARD_MIN_VIEWS: '50' }).settings).toMatchObject({
      plan: [5, 25, 100],
      minViews: 50,
    });
    for (const bad of ['10,50', '50,10,100', '0,100', 'ten,100'])
      expect(() => loadGuardConfig({ GUARD_PLAN: bad })).toThrow(
        'GUARD_PLAN must be rising whole percents ending at 100',
      );
    expect(() => loadGuardConfig({ GUARD_INTERVAL_SECONDS: '0' })).toThrow(
      'GUARD_INTERVAL_SECONDS must be a whole number from 1 to 3600',
    );
  });
});
