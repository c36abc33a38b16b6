import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { ENDPOINTS, validateForm, type CheckedBodyOf, type CheckedRequestOf, type EndpointName, type FormEndpointName } from '@storefront/types/forms';
import { refuseForeignFormPost, requireJson, requireJsonOrForm, validationError } from './errors';
import { isPublicForm, typedValuesOf } from './form-page';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes registered from the endpoint table. */
    endpoint?: EndpointName;
  }
}

/** The values checked with the endpoint's schema: the clean data, or a 400 naming every field in error. */
export function checked<N extends FormEndpointName>(name: N, values: unknown): CheckedRequestOf<N> {
  const result = validateForm(ENDPOINTS[name].request, values);
  if (!result.ok) throw validationError(result.errors);
  return result.data as CheckedRequestOf<N>;
}

/**
 * Registers one endpoint of the table at its method and path. A JSON form must come as JSON and
 * is checked with its schema before the handler runs, so the handler gets the clean data; the
 * others get nothing (the job application reads its parts, then calls `checked`).
 */
export function endpointRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  options: Omit<RouteShorthandOptions, 'preHandler'>,
  handler: (data: CheckedBodyOf<N>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const endpoint: (typeof ENDPOINTS)[EndpointName] = ENDPOINTS[name];
  const json = 'request' in endpoint && !('multipart' in endpoint);
  // The public forms also take a browser's own post (urlencoded, or the job's multipart), from the site only.
  const open = isPublicForm(name);
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, endpoint: name },
    ...(open && { onRequest: refuseForeignFormPost }),
    ...(json && { preHandler: open ? requireJsonOrForm : requireJson }),
    handler: (request, reply) => {
      if (!json) return handler(undefined as CheckedBodyOf<N>, request, reply);
      if (open) request.typedValues = typedValuesOf(request.body);
      return handler(checked(name as FormEndpointName, request.body) as CheckedBodyOf<N>, request, reply);
    },
  });
}

/**
 * The methods of every route's path, filled as the routes are registered (call it first), so a
 * wrong method at a known address gets a 405 naming the right ones: the form endpoints, the
 * staff routes (`:id` paths too), health and readiness. Returns the `Allow` value for a path.
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
