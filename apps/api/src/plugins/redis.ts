import fp from 'fastify-plugin';
import { connectRedis, type SharedRedis } from '../services/shared-redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis for the counters every api process shares; null without REDIS_URL. */
    sharedRedis: SharedRedis | null;
  }
}

/**
 * Shared counters (per-address limits, the log-in lockout) for every api process on one Redis.
 * Optional and never required: while it is away each counter falls back (plugins/rate-limit.ts,
 * services/login-failures.ts) and the process stays in service.
 */
export default fp<{ url: string | null }>(
  async (app, { url }) => {
    const redis = url ? await connectRedis(url, app.log) : null;
    app.decorate('sharedRedis', redis);
    app.addHook('onClose', async () => redis?.close());
  },
  { name: 'redis' },
);
