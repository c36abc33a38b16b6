import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  ENDPOINTS,
  validateForm,
  type CheckedBodyOf,
  type CheckedRequestOf,
  type EndpointName,
  type FormEndpointName,
} from '@storefront/types/forms';
import { requireJson, validationError } from '../http/errors';

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
 * Registers one endpoint of the table at its method and path. A JSON form must come as JSON
 * (`preHandler` may accept more: the public forms take a browser's own post too) and is checked
 * with its schema before the handler runs, so the handler gets the clean data; the others get
 * nothing (the job application reads its parts, then calls `checked`). Why the table's zod schemas
 * and not Fastify's `schema`: docs/decisions/0017-api-checks-with-the-endpoint-table.md.
 */
export function endpointRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  options: RouteShorthandOptions,
  handler: (data: CheckedBodyOf<N>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const endpoint: (typeof ENDPOINTS)[EndpointName] = ENDPOINTS[name];
  const json = 'request' in endpoint && !('multipart' in endpoint);
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, endpoint: name },
    ...(json && { preHandler: options.preHandler ?? requireJson }),
    handler: (request, reply) => {
      if (!json) return handler(undefined as CheckedBodyOf<N>, request, reply);
      return handler(checked(name as FormEndpointName, request.body) as CheckedBodyOf<N>, request, reply);
    },
  });
}
