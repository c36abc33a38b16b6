import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The methods of every route's path, filled as the routes are registered (register this plugin
 * before them), so a wrong method at a known address gets a 405 naming the right ones: the form
 * endpoints, the staff routes (`:id` paths too), health and readiness. Returns the `Allow` value for a path.
 */
export function routeMethods(app: FastifyInstance): (pathname: string) => string | undefined {
  const routes: { url: string; pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    // Fastify adds a HEAD route beside each GET; GET is the one to name.
    for (const m of Array.isArray(method) ? method : [method]) {
      if (m === 'HEAD' || url.includes('*')) continue;
      let route = routes.find((r) => r.url === url);
      if (!route) {
        const pattern = new RegExp(`^${url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);
        routes.push((route = { url, pattern, methods: new Set() }));
      }
      route.methods.add(m);
    }
  });
  return (pathname) => {
    const found = routes.find((r) => r.pattern.test(pathname));
    return found && [...found.methods].sort().join(', ');
  };
}

/** An unknown address is a 404; a known one asked with the wrong method, a 405 with `Allow`. Both rate-limited. */
export default fp(
  async (app) => {
    const allowed = routeMethods(app);
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
  },
  { name: 'not-found', dependencies: ['rate-limit'] },
);
