import http from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openRepository } from './db/open';
import type { Repository } from './db/repository';
import { handleError } from './http/errors';
import type { MailSettings } from './mail/messages';
import { startSender, type Sender, type SenderSettings } from './mail/sender';
import { smtpTransport, type MailTransport } from './mail/transport';
import bodyParsers from './plugins/body-parsers';
import health from './plugins/health';
import multipart from './plugins/multipart';
import notFound from './plugins/not-found';
import rateLimit from './plugins/rate-limit';
import redis from './plugins/redis';
import security from './plugins/security';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { newsletterRoutes } from './routes/newsletter';
import type { AppContext } from './routes/context';
import { rumRoutes } from './routes/rum';
import { staffRoutes } from './routes/staff';
import { submissionRoutes } from './routes/submissions';
import { loginFailures } from './services/login-failures';
import { DEFAULT_PASSWORD_COST, type PasswordCost } from './services/passwords';

export { HEALTH_PATH, READY_PATH } from './plugins/health';

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
  /** How often page-view counts past their retention are dropped (tests shorten it). */
  rumPruneEveryMs?: number;
  /** The mail server (by default SMTP_URL's; none: mails wait in the outbox) and the sender's timings. */
  mail?: { transport?: MailTransport | null; sender?: Partial<SenderSettings> };
  /** The least time a forgot-password request takes to answer (default 400 ms; tests shorten it). */
  forgotFloorMs?: number;
}

/** Longer than the work of a known address takes (a mail rendered and written), so both answer alike. */
export const FORGOT_FLOOR_MS = 400;

/** JSON bodies are small forms; an enquiry of 100 cart lines is well under this. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** TRUST_PROXY as a hop count: the nearest `n` proxies may set the client address. */
const hops = (n: number) => (_address: string, hop: number) => hop < n;

/**
 * A request as the log shows it (Fastify's own fields): a mail link's token in the address (a
 * newsletter's one-click leave, ?token=) never reaches a log.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]token=)[^&#]*/gi, '$1(not logged)'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's own settings: body limit, proxies, timeouts, the refusals of poisoned JSON, closing. */
function serverOptions(config: Config, logger: AppOptions['logger']): FastifyServerOptions {
  return {
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { req: requestForLog, ...logger.serializers } }
        : (logger ?? false),
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
  };
}

/**
 * The outbox's sender for this process, from when the app is ready until it closes (before the
 * database): what the routes wake when they queue a mail.
 */
function mailSender(app: FastifyInstance, options: AppOptions, repo: Repository): AppContext['mail'] {
  const { config } = options;
  const settings: MailSettings = { from: config.mailFrom, siteUrl: config.siteUrl, apiUrl: config.apiUrl };
  const transport =
    options.mail?.transport !== undefined
      ? options.mail.transport
      : config.smtpUrl && smtpTransport(config.smtpUrl, config.mailFrom);
  let sender: Sender | null = null;
  app.addHook('onReady', async () => {
    if (!transport) {
      app.log.warn('no SMTP_URL: mails are kept in the outbox and sent once the api runs with one');
      return;
    }
    const leaseMs = config.mailLeaseSeconds * 1000;
    sender = startSender({
      outbox: repo,
      transport,
      now: options.now ?? (() => new Date()),
      log: app.log,
      // A send is cut well inside its lease, so no other sender takes a mail still being sent.
      settings: { leaseMs, sendDeadlineMs: Math.min(60_000, leaseMs / 2), ...options.mail?.sender },
    });
  });
  app.addHook('preClose', async () => sender?.stop());
  return { settings, wake: () => sender?.wake() };
}

/**
 * The api: its database (opened here unless given), then the plugins every route relies on, in
 * order (Redis, security headers and CORS, body parsers, rate limits, multipart, 404/405), then
 * health and the routes by area (auth, submissions, staff, page-view reports).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const repo =
    options.repository ??
    (await openRepository({
      databaseUrl: config.databaseUrl ?? undefined,
      dataDir: config.dataDir,
      template: options.databaseTemplate,
    }));
  const app = Fastify(serverOptions(config, options.logger));
  const redisPrefix = options.redisPrefix ?? 'storefront:';
  try {
    await app.register(redis, { url: config.redisUrl });
  } catch (err) {
    await repo.close();
    throw err;
  }
  app.addHook('onClose', async () => repo.close());
  app.setErrorHandler(handleError);

  await app.register(security, { siteOrigins: config.siteOrigins });
  await app.register(bodyParsers);
  const globalLimit = options.rateLimits?.global ?? { max: config.formsPerMinute, timeWindowMs: 60_000 };
  await app.register(rateLimit, { ...globalLimit, prefix: redisPrefix });
  await app.register(multipart);
  // Before any route: it records them all, for the 405s.
  await app.register(notFound);

  const mail = mailSender(app, options, repo);
  const ctx: AppContext = {
    repo,
    mail,
    now: options.now ?? (() => new Date()),
    passwordCost: options.passwordCost ?? DEFAULT_PASSWORD_COST,
    tokenTtlMs: config.tokenTtlHours * 3600_000,
    incomingDir: path.join(config.dataDir, 'incoming'),
    loginThrottle: options.loginThrottle ?? {
      maxFailures: config.lockoutFailures,
      windowMs: config.lockoutMinutes * 60_000,
    },
    loginFailures: loginFailures(repo, app.sharedRedis, redisPrefix),
    authRateLimit: options.rateLimits?.auth ?? {
      max: config.authRateLimit,
      timeWindowMs: config.authWindowMinutes * 60_000,
    },
    forgotFloorMs: options.forgotFloorMs ?? FORGOT_FLOOR_MS,
  };
  // The site's origins, for every route a browser posts a form to itself (browser-post.ts).
  app.decorate('siteOrigins', config.siteOrigins);
  await app.register(health, { repository: repo });
  await app.register(authRoutes, ctx);
  await app.register(submissionRoutes, ctx);
  await app.register(newsletterRoutes, ctx);
  await app.register(accountRoutes, ctx);
  await app.register(staffRoutes, ctx);
  await app.register(rumRoutes, {
    ...ctx,
    siteOrigins: config.siteOrigins,
    rateLimit: config.rumRateLimit,
    retentionDays: config.rumRetentionDays,
    pruneEveryMs: options.rumPruneEveryMs,
  });
  return app;
}
