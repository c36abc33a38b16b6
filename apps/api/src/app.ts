import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { CV_MAX_BYTES } from '@storefront/types/forms';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Repository } from './db/repository';
import { endpointMethods } from './endpoints';
import { SqliteRepository } from './db/sqlite-repository';
import { HttpError, handleError, minutesUntil } from './errors';
import { installStrictJsonParser } from './json-body';
import { DEFAULT_PASSWORD_COST, type PasswordCost } from './passwords';
import { authRoutes } from './routes/auth';
import { formRoutes } from './routes/forms';

export interface AppOptions {
  config: Config;
  /** The clock; tests move it forward to expire tokens and throttles. */
  now?: () => Date;
  /** scrypt cost for new passwords; tests lower it for speed. */
  passwordCost?: PasswordCost;
  /** Storage; by default the SQLite file in config.dataDir. */
  repository?: Repository;
  logger?: FastifyServerOptions['logger'];
  /** Per address: login and signup together, and every other route. */
  rateLimits?: { auth?: { max: number; timeWindowMs: number }; global?: { max: number; timeWindowMs: number } };
  /** Per account: failed logins allowed in a window before a 429. */
  loginThrottle?: { maxFailures: number; windowMs: number };
}

export const HEALTH_PATH = '/api/health';

/** JSON bodies are small forms; an enquiry of 100 cart lines is well under this. */
export const JSON_BODY_LIMIT = 64 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const repo = options.repository ?? SqliteRepository.open(config.dataDir);
  const ctx: AppContext = {
    repo,
    now: options.now ?? (() => new Date()),
    passwordCost: options.passwordCost ?? DEFAULT_PASSWORD_COST,
    tokenTtlMs: config.tokenTtlHours * 3600_000,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    loginThrottle: options.loginThrottle ?? { maxFailures: 5, windowMs: 15 * 60_000 },
    authRateLimit: options.rateLimits?.auth ?? { max: config.authRateLimit, timeWindowMs: 15 * 60_000 },
  };
  const globalLimit = options.rateLimits?.global ?? { max: 60, timeWindowMs: 60_000 };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    // Both poisoning keys are refused outright rather than silently dropped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // On close: idle keep-alive sockets go at once; requests in flight are answered first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.addHook('onClose', async () => repo.close());
  app.setErrorHandler(handleError);
  installStrictJsonParser(app);

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
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: true,
    max: globalLimit.max,
    timeWindow: globalLimit.timeWindowMs,
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many requests. Try again in ${minutesUntil(context.ttl)}.`),
  });
  await app.register(multipart, {
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: 12, headerPairs: 50 },
  });

  // For start scripts and monitors: answers once the database is open and routes are ready.
  // Not rate-limited, so polling at start cannot lock it out.
  app.get(HEALTH_PATH, { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  const methods = endpointMethods(app);
  await app.register(authRoutes, ctx);
  await app.register(formRoutes, ctx);

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const allowed = methods.get(pathname);
    if (allowed) {
      reply.code(405).header('allow', allowed).send({ error: `Use ${allowed} for ${pathname}.` });
    } else {
      reply.code(404).send({ error: 'There is nothing at this address.' });
    }
  });
  return app;
}
