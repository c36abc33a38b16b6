import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the service reads from its environment (documented in apps/api/README.md). */
export interface Config {
  port: number;
  host: string;
  /** Browser origins allowed to call the api (CORS). */
  siteOrigins: string[];
  /** Where the database file and uploads/ live. */
  dataDir: string;
  tokenTtlHours: number;
  /** Logins and signups allowed per address in 15 minutes. */
  authRateLimit: number;
}

/** apps/api, wherever the command was started from. */
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_SITE_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (it is "${raw}")`);
  }
  return value;
}

function origins(raw: string | undefined): string[] {
  if (!raw?.trim()) return DEFAULT_SITE_ORIGINS;
  const list = raw
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of list) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new ConfigError(`SITE_ORIGINS has "${origin}", which is not an origin like http://localhost:3000`);
    }
    if (url.origin !== origin) throw new ConfigError(`SITE_ORIGINS has "${origin}"; write it as ${url.origin}`);
  }
  return list;
}

/**
 * Reads the config. Relative DATA_DIR is taken from where the command was typed (pnpm sets
 * INIT_CWD; `pnpm --filter` itself runs scripts inside apps/api).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const startDir = env.INIT_CWD || process.cwd();
  const dataDir = env.DATA_DIR?.trim() ? path.resolve(startDir, env.DATA_DIR.trim()) : path.join(PACKAGE_DIR, 'data');
  return {
    port: integer(env, 'API_PORT', 4000, 0, 65535),
    host: env.API_HOST?.trim() || 'localhost',
    siteOrigins: origins(env.SITE_ORIGINS),
    dataDir,
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 720, 1, 24 * 366),
    authRateLimit: integer(env, 'AUTH_RATE_LIMIT', 20, 1, 100_000),
  };
}
