import http from 'node:http';
import path from 'node:path';
import { Redis } from 'ioredis';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { CV_MAX_BYTES } from '@storefront/types/forms';
import type { Config } from './config';
import type { AppContext } from './context';
import { openRepository } from './db/open';
import type { Repository } from './db/repository';
import { endpointMethods } from './endpoints';
import { HttpError, handleError, minutesUntil } from './errors';
import { installFormParser, installStrictJsonParser } from './json-body';
import { databaseLoginFailures, redisLoginFailures } from './login-failures';
import { DEFAULT_PASSWORD_COST, type PasswordCost } from './passwords';
import { authRoutes } from './routes/auth';
import { formRoutes } from './routes/forms';
import { staffRoutes } from './routes/staff';

export interface AppOptions {
  config: Config;
  /** The clock; tests move it forward to expire tokens and throttles. */
  now?: () => Date;
  /** scrypt cost for new passwords; tests lower it for speed. */
  passwordCost?: PasswordCost;
  /** Storage; by default the database config names (embedded in config.dataDir, or DATABASE_URL). */
  repository?: Repository;
  /** Embedded only: a ready data dir copied on first use (tests skip initdb with it). */
  databaseTemplate?: string;
  /** Prefix of the rate-limit keys in Redis (tests give each app its own). */
  redisPrefix?: string;
  logger?: FastifyServerOptions['logger'];
  /** Per address: login and signup together, and every other route. */
  rateLimits?: { auth?: { max: number; timeWindowMs: number }; global?: { max: number; timeWindowMs: number } };
  /** Per account: failed logins allowed in a window before a 429. */
  loginThrottle?: { maxFailures: number; windowMs: number };
}

export const HEALTH_PATH = '/api/health';
export const READY_PATH = '/api/ready';

/** JSON bodies are small forms; an enquiry of 100 cart lines is well under this. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** TRUST_PROXY as a hop count: the nearest `n` proxies may set the client address. */
const hops = (n: number) => (_address: string, hop: number) => hop < n;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const repo =
    options.repository ??
    (await openRepository({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir, template: options.databaseTemplate }));
  // Shared counters (rate limits, log-in lockout) for every api process on one Redis. An
  // unreachable Redis fails fast (no queue): the limiter then lets requests through rather than
  // refusing every form, and a log-in answers 503 "try again".
  const redisPrefix = options.redisPrefix ?? 'storefront:';
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 }) : null;
  redis?.on('error', () => {}); // reconnects on its own; /api/ready reports it meanwhile
  // Without a queue, commands sent before the first connect would fail: wait for it (briefly).
  if (redis)
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  const ctx: AppContext = {
    repo,
    now: options.now ?? (() => new Date()),
    passwordCost: options.passwordCost ?? DEFAULT_PASSWORD_COST,
    tokenTtlMs: config.tokenTtlHours * 3600_000,
    incomingDir: path.join(config.dataDir, 'incoming'),
    loginThrottle: options.loginThrottle ?? { maxFailures: config.lockoutFailures, windowMs: config.lockoutMinutes * 60_000 },
    loginFailures: redis ? redisLoginFailures(redis, redisPrefix) : databaseLoginFailures(repo),
    authRateLimit: options.rateLimits?.auth ?? { max: config.authRateLimit, timeWindowMs: config.authWindowMinutes * 60_000 },
  };
  const globalLimit = options.rateLimits?.global ?? { max: config.formsPerMinute, timeWindowMs: 60_000 };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    serverFactory: (handler) => {
      // A whole request must arrive within requestTimeout (a body at 1 byte/s is cut), and a
      // connection that goes quiet mid-request within bodyTimeout. Node checks the first only
      // every connectionsCheckingInterval (30 s by default), too seldom for short deadlines.
      const server = http.createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
          connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
        },
        handler,
      );
      server.setTimeout(config.bodyTimeoutMs);
      return server;
    },
    // Both poisoning keys are refused outright rather than silently dropped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // On close: idle keep-alive sockets go at once; requests in flight are answered first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.addHook('onClose', async () => {
    await repo.close();
    redis?.disconnect();
  });
  app.setErrorHandler(handleError);
  installStrictJsonParser(app);
  installFormParser(app);
  // The site's origins: a public form's post from elsewhere is refused, and its HTML answer links back to one.
  app.decorate('siteOrigins', config.siteOrigins);

  // A JSON api: nothing to render, so the strictest content policy; the site on another
  // localhost port is same-site, which the resource policy allows.
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: false,
  });
  await app.register(cors, {
    origin: config.siteOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization'],
    // The staff downloads' file names (a CV, the inbox's CSV), which the page saves them under.
    exposedHeaders: ['content-disposition'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: true,
    max: globalLimit.max,
    timeWindow: globalLimit.timeWindowMs,
    ...(redis ? { redis, nameSpace: `${redisPrefix}rate:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many requests. Try again in ${minutesUntil(context.ttl)}.`),
  });
  await app.register(multipart, {
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: 12, headerPairs: 50 },
  });

  // For start scripts and monitors: answers once the database is open and routes are ready.
  // Not rate-limited, so polling at start cannot lock it out.
  // Liveness: the process answers. Readiness (below): it can also use its database (and Redis).
  app.get(HEALTH_PATH, { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get(READY_PATH, { config: { rateLimit: false } }, async (request, reply) => {
    const checks: Record<string, string> = {};
    await Promise.all([
      repo.ping().then(
        () => void (checks.database = 'ok'),
        (err: unknown) => {
          request.log.warn({ err }, 'database not ready');
          checks.database = 'unavailable';
        },
      ),
      redis?.ping().then(
        () => void (checks.redis = 'ok'),
        () => void (checks.redis = 'unavailable'),
      ),
    ]);
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', ...checks });
  });
  const methods = endpointMethods(app);
  await app.register(authRoutes, ctx);
  await app.register(formRoutes, ctx);
  await app.register(staffRoutes, ctx);

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const allowed = methods.get(pathname);
    if (allowed) {
      reply
        .code(405)
        .header('allow', allowed)
        .send({ error: `Use ${allowed} for ${pathname}.` });
    } else {
      reply.code(404).send({ error: 'There is nothing at this address.' });
    }
  });
  return app;
}
