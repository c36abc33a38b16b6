import type { FastifyInstance } from 'fastify';
import type { Repository } from '../db/repository';

export const HEALTH_PATH = '/api/health';
export const READY_PATH = '/api/ready';

/**
 * For start scripts, monitors and balancers. Liveness: the process answers. Readiness: it can
 * also use its database. Redis is reported but does not make the process unready: without it
 * the process still serves (limits fall back), and a balancer that dropped every process over it
 * would take the site down. Neither is rate-limited, so polling at start cannot lock it out.
 */
export default async function health(app: FastifyInstance, { repository }: { repository: Repository }): Promise<void> {
  app.get(HEALTH_PATH, { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get(READY_PATH, { config: { rateLimit: false } }, async (request, reply) => {
    const redis = app.sharedRedis;
    const [database, shared] = await Promise.all([
      repository.ping().then(
        () => 'ok' as const,
        (err: unknown) => {
          request.log.warn({ err }, 'database not ready');
          return 'unavailable' as const;
        },
      ),
      redis &&
        (redis.client.status === 'ready'
          ? redis
              .send((client) => client.ping())
              .then(
                () => 'ok' as const,
                () => 'unavailable' as const,
              )
          : ('unavailable' as const)),
    ]);
    const body = { status: database === 'ok' ? 'ready' : 'unavailable', database, ...(shared && { redis: shared }) };
    return reply.code(database === 'ok' ? 200 : 503).send(body);
  });
}
