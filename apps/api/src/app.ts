import http from 'node:http';
import path from 'node:path';
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
import { routeMethods } from './endpoints';
import { HttpError, handleError, minutesUntil } from './errors';
import { installFormParser, installStrictJsonParser } from './json-body';
import { loginFailures } from './services/login-failures';
import { DEFAULT_PASSWORD_COST, type PasswordCost } from './services/passwords';
import { sharedRateStore } from './rate-store';
import { connectRedis, type SharedRedis } from './services/shared-redis';
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
  // Shared counters (per-address limits, the log-in lockout) for every api process on one
  // Redis. Optional and never required: while it is away each counter falls back (rate-store.ts,
  // login-failures.ts) and the process stays in service.
  const redisPrefix = options.redisPrefix ?? 'storefront:';
  let redis: SharedRedis | null = null;
  try {
    redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
  } catch (err) {
    await repo.close();
    throw err;
  }

  const ctx: AppContext = {
    repo,
    now: options.now ?? (() => new Date()),
    passwordCost: options.passwordCost ?? DEFAULT_PASSWORD_COST,
    tokenTtlMs: config.tokenTtlHours * 3600_000,
    incomingDir: path.join(config.dataDir, 'incoming'),
    loginThrottle: options.loginThrottle ?? { maxFailures: config.lockoutFailures, windowMs: config.lockoutMinutes * 60_000 },
    loginFailures: loginFailures(repo, redis, redisPrefix),
    authRateLimit: options.rateLimits?.auth ?? { max: config.authRateLimit, timeWindowMs: config.authWindowMinutes * 60_000 },
  };
  const globalLimit = options.rateLimits?.global ?? { max: config.formsPerMinute, timeWindowMs: 60_000 };
  app.addHook('onClose', async () => {
    await repo.close();
    redis?.close();
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
    store: sharedRateStore(redis, `${redisPrefix}rate:`),
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many requests. Try again in ${minutesUntil(context.ttl)}.`),
  });
  await app.register(multipart, {
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: 12, headerPairs: 50 },
  });

  // Before any route: it records them all, for the 405s below.
  const allowed = routeMethods(app);

  // For start scripts and monitors: answers once the database is open and routes are ready.
  // Not rate-limited, so polling at start cannot lock it out.
  // Liveness: the process answers. Readiness: it can also use its database. Redis is reported
  // but does not make the process unready: without it the process still serves (limits fall
  // back), and a balancer that dropped every process over it would take the site down.
  app.get(HEALTH_PATH, { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get(READY_PATH, { config: { rateLimit: false } }, async (request, reply) => {
    const [database, shared] = await Promise.all([
      repo.ping().then(
        () => 'ok' as const,
        (err: unknown) => {
          request.log.warn({ err }, 'database not ready');
          return 'unavailable' as const;
        },
      ),
      redis &&
        (redis.client.status === 'ready'
          ? redis.client.ping().then(
              () => 'ok' as const,
              () => 'unavailable' as const,
            )
          : ('unavailable' as const)),
    ]);
    const body = { status: database === 'ok' ? 'ready' : 'unavailable', database, ...(shared && { redis: shared }) };
    return reply.code(database === 'ok' ? 200 : 503).send(body);
  });
  await app.register(authRoutes, ctx);
  await app.register(formRoutes, ctx);
  await app.register(staffRoutes, ctx);

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const allow = allowed(pathname);
    if (allow) {
      reply
        .code(405)
        .header('allow', allow)
        .send({ error: `Use ${allow} for ${pathname}.` });
    } else {
      reply.code(404).send({ error: 'There is nothing at this address.' });
    }
  });
  return app;
}
