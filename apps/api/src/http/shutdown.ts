import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ApiFailure } from '@storefront/types';
import { BUSY_ERROR } from './errors';

/**
 * A graceful stop in two steps. Draining: the port stays open and every new request (a new
 * connection or a kept-alive one) gets 503 with Retry-After and `Connection: close`, so a client
 * or a balancer hears "try another" instead of a refused connection, while the requests already
 * in flight finish, until the deadline cuts them. Then the caller closes the app (the port, the
 * database). Call before the app is ready (it adds a hook).
 */
export function drainOnStop(app: FastifyInstance) {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  app.server.on('request', (_request, response: ServerResponse) => {
    if (draining) return;
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    const body: ApiFailure = { error: BUSY_ERROR };
    return reply.code(503).header('retry-after', '2').header('connection', 'close').send(body);
  });
  return {
    /** Starts draining; resolves once the requests in flight are done, or cut at the deadline. */
    async drain(deadlineMs: number): Promise<{ cut: number }> {
      draining = true;
      const until = Date.now() + deadlineMs;
      while (inFlight.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      const cut = inFlight.size;
      if (cut > 0) app.server.closeAllConnections();
      return { cut };
    },
  };
}
