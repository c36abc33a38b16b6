import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, APPS, HOST } from '@storefront/site/apps';
import { DEFAULT_GUARD_SETTINGS, type GuardSettings } from './services/guard';

/** Everything the service reads from its environment (documented in apps/api/README.md). */
export interface Config {
  port: number;
  host: string;
  /** Browser origins allowed to call the api (CORS). */
  siteOrigins: string[];
  /** Where the database file and uploads/ live. */
  dataDir: string;
  tokenTtlHours: number;
  /** Logins and signups allowed per address in authWindowMinutes (together). */
  authRateLimit: number;
  authWindowMinutes: number;
  /** Every other request, per address, per minute (forms mostly). */
  formsPerMinute: number;
  /** Failed logins per account in lockoutMinutes before it is locked for the rest of that window. */
  lockoutFailures: number;
  lockoutMinutes: number;
  /** Page-view reports (POST /api/rum) per address per minute. */
  rumRateLimit: number;
  /** Page-view counts older than this many days are dropped. */
  rumRetentionDays: number;
  /** Proxies allowed to say the client's address (X-Forwarded-For): none, a hop count, or addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** A whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  /** A request whose connection sends nothing for this long is cut. */
  bodyTimeoutMs: number;
  /** On SIGTERM: requests still running after this are cut, then the process exits. */
  shutdownDeadlineMs: number;
  /** postgres://… runs on a PostgreSQL server; null runs the embedded engine in dataDir. */
  databaseUrl: string | null;
  /** redis://… shares rate limits between api processes; null keeps them in memory. */
  redisUrl: string | null;
  /** The local admin socket (export); only this machine's user can reach it. */
  adminSocket: string;
  /** smtp://user:password@host:587 or smtps://…: where mail is sent; null keeps it in the outbox. */
  smtpUrl: string | null;
  /** Who the site's mails come from. */
  mailFrom: { name: string; address: string };
  /** The site's public origin: every link in a mail's text points there. */
  siteUrl: string;
  /**
   * The api's public origin, as the site's remotes.json names it ($api): a newsletter mail's
   * List-Unsubscribe points there, since a mail program's one-click leave is a POST (RFC 8058).
   */
  apiUrl: string;
  /** How long a mail being sent is held by its sender: after that another may send it (the first died). */
  mailLeaseSeconds: number;
}

/** Who mails come from when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Brandwala Media <hello@brandwala.in>';

/** apps/api, wherever the command was started from. */
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The site's origins on a developer's machine (its port in apps.json). */
export const DEFAULT_SITE_ORIGINS = [HOST.origin, `http://127.0.0.1:${HOST.port}`];

/** Under `pnpm dev` (`main.ts --dev`) each remote also runs on its own page, so every web app's origin calls the api. */
export const DEV_SITE_ORIGINS = APPS.map((app) => app.origin);

export class ConfigError extends Error {}

/** The release guard's settings (`pnpm guard`, services/guard.ts), read from its environment. */
export interface GuardConfig {
  settings: GuardSettings;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (it is "${raw}")`);
  }
  return value;
}

function origins(raw: string | undefined, fallback: string[]): string[] {
  if (!raw?.trim()) return fallback;
  const list = raw
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of list) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new ConfigError(`SITE_ORIGINS has "${origin}", which is not an origin like ${DEFAULT_SITE_ORIGINS[0]}`);
    }
    if (url.origin !== origin) throw new ConfigError(`SITE_ORIGINS has "${origin}"; write it as ${url.origin}`);
  }
  return list;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a URL (expected ${protocols[0]}//…)`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}// (it starts with ${parsed.protocol})`);
  return raw;
}

/** MAIL_FROM: `Name <address@domain>` or a bare address. */
function mailFrom(raw: string | undefined): Config['mailFrom'] {
  const text = raw?.trim() || DEFAULT_MAIL_FROM;
  const match = /^(?:"?([^"<>\r\n]*?)"?\s*<([^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)>|([^<>\s@]+@[^<>\s@]+\.[^<>\s@]+))$/.exec(
    text,
  );
  if (!match) throw new ConfigError(`MAIL_FROM must be an address like ${DEFAULT_MAIL_FROM} (it is "${text}")`);
  return { name: (match[1] ?? '').trim(), address: (match[2] ?? match[3]) as string };
}

/** A public origin (SITE_URL, API_URL): http or https, no path; `fallback` when unset. */
function publicOrigin(name: string, raw: string | undefined, fallback: string, what: string): string {
  const text = raw?.trim().replace(/\/+$/, '');
  if (!text) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new ConfigError(`${name} is not a URL (expected https://… , ${what})`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== text)
    throw new ConfigError(`${name} must be an origin like https://www.example.in, with no path (it is "${text}")`);
  return text;
}

/** SMTP_URL: smtp:// or smtps://, with a host; nodemailer reads the rest (user, password, port). */
function smtpUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  if (raw && !new URL(raw).hostname)
    throw new ConfigError('SMTP_URL has no host (expected smtp://user:password@host:587)');
  return raw;
}

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  const text = raw?.trim();
  if (!text || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [address, bits] = entry.split('/');
    if (!net.isIP(address ?? '') || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new ConfigError(
        `TRUST_PROXY has "${entry}": give proxy addresses or CIDR ranges (10.0.0.0/8), or a number of hops`,
      );
    }
  }
  return list;
}

/**
 * Reads the config. Relative DATA_DIR is taken from where the command was typed (pnpm sets
 * INIT_CWD; `pnpm --filter` itself runs scripts inside apps/api). `development`: the default
 * SITE_ORIGINS are every web app's (DEV_SITE_ORIGINS).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { development = false }: { development?: boolean } = {},
): Config {
  const startDir = env.INIT_CWD || process.cwd();
  const dataDir = env.DATA_DIR?.trim() ? path.resolve(startDir, env.DATA_DIR.trim()) : path.join(PACKAGE_DIR, 'data');
  return {
    port: integer(env, 'API_PORT', API.port, 0, 65535),
    host: env.API_HOST?.trim() || 'localhost',
    siteOrigins: origins(env.SITE_ORIGINS, development ? DEV_SITE_ORIGINS : DEFAULT_SITE_ORIGINS),
    dataDir,
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 720, 1, 24 * 366),
    authRateLimit: integer(env, 'AUTH_RATE_LIMIT', 20, 1, 100_000),
    authWindowMinutes: integer(env, 'AUTH_WINDOW_MINUTES', 15, 1, 24 * 60),
    formsPerMinute: integer(env, 'FORMS_PER_MINUTE', 60, 1, 1_000_000),
    lockoutFailures: integer(env, 'LOCKOUT_FAILURES', 5, 1, 1000),
    lockoutMinutes: integer(env, 'LOCKOUT_MINUTES', 15, 1, 24 * 60),
    rumRateLimit: integer(env, 'RUM_RATE_LIMIT', 60, 1, 1_000_000),
    rumRetentionDays: integer(env, 'RUM_RETENTION_DAYS', 30, 1, 3660),
    trustProxy: trustProxy(env.TRUST_PROXY),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 120_000, 100, 3_600_000),
    bodyTimeoutMs: integer(env, 'BODY_TIMEOUT_MS', 15_000, 100, 3_600_000),
    shutdownDeadlineMs: integer(env, 'SHUTDOWN_DEADLINE_MS', 10_000, 0, 600_000),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    adminSocket: env.ADMIN_SOCKET?.trim()
      ? path.resolve(startDir, env.ADMIN_SOCKET.trim())
      : path.join(dataDir, 'admin.sock'),
    smtpUrl: smtpUrl(env),
    mailFrom: mailFrom(env.MAIL_FROM),
    siteUrl: publicOrigin('SITE_URL', env.SITE_URL, HOST.origin, "the site's public origin"),
    apiUrl: publicOrigin('API_URL', env.API_URL, API.origin, "the api's public origin"),
    mailLeaseSeconds: integer(env, 'MAIL_LEASE_SECONDS', 300, 4, 24 * 3600),
  };
}

/** GUARD_PLAN: shares in percent, rising, ending at 100 ("10,50,100"). */
function plan(raw: string | undefined): number[] {
  if (!raw?.trim()) return DEFAULT_GUARD_SETTINGS.plan;
  const steps = raw.split(',').map((s) => Number(s.trim()));
  const rising = steps.every((s, i) => Number.isInteger(s) && s >= 1 && s <= 100 && (i === 0 || s > steps[i - 1]!));
  if (!rising || steps.at(-1) !== 100)
    throw new ConfigError(`GUARD_PLAN must be rising whole percents ending at 100, like 10,50,100 (it is "${raw}")`);
  return steps;
}

export function loadGuardConfig(env: NodeJS.ProcessEnv = process.env): GuardConfig {
  const d = DEFAULT_GUARD_SETTINGS;
  return {
    settings: {
      intervalSeconds: integer(env, 'GUARD_INTERVAL_SECONDS', d.intervalSeconds, 1, 3600),
      minViews: integer(env, 'GUARD_MIN_VIEWS', d.minViews, 1, 10_000_000),
      errorTolerancePoints: integer(env, 'GUARD_ERROR_TOLERANCE_POINTS', d.errorTolerancePoints, 0, 100),
      vitalTolerancePercent: integer(env, 'GUARD_VITAL_TOLERANCE_PERCENT', d.vitalTolerancePercent, 0, 1000),
      holdMinutes: integer(env, 'GUARD_HOLD_MINUTES', d.holdMinutes, 0, 7 * 24 * 60),
      plan: plan(env.GUARD_PLAN),
    },
  };
}
