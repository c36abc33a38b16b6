import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RUM_MAX_BYTES, rumReportSchema, type RumReport } from '@storefront/types/rum';
import { HttpError } from '../../http/errors';
import type { AppContext } from '../context';
import { endpointRoute } from '../endpoint';
import { pruneRumOnSchedule } from './retention';

export interface RumOptions extends AppContext {
  /** The site's origins (config.siteOrigins): the pages reports are taken from. */
  siteOrigins: readonly string[];
  /** Reports per address per minute. */
  rateLimit: number;
  retentionDays: number;
  /** How often old minutes are dropped (tests shorten it). */
  pruneEveryMs?: number;
}

/** The body as sent, checked: JSON, then the report's schema. */
function reportOf(body: unknown): RumReport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof body === 'string' ? body : '');
  } catch {
    throw new HttpError(400, 'The report could not be read: it is not valid JSON.');
  }
  const result = rumReportSchema.safeParse(parsed);
  if (!result.success) throw new HttpError(400, 'The report is not one this api reads.');
  return result.data;
}

/**
 * Reports come from the site's own pages: a page of another origin (whose visitors' browsers say so
 * in `Origin`) cannot feed the figures a release guard decides on. A request without `Origin` is
 * not a page's and is taken, as the forms take it, under the same rate limit.
 */
function refuseForeignReports(siteOrigins: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin !== undefined && !siteOrigins.includes(origin))
      throw new HttpError(403, "Reports are taken from the site's own pages only.");
  };
}

/**
 * POST /api/rum: one page view's report (real-user monitoring), as navigator.sendBeacon sends it
 * (text/plain, a simple request: no preflight) or as fetch does (application/json). Its own
 * context: here both types are read as text and checked with the report's schema, whatever the
 * api's other parsers do. Stored as counts only; answered 204.
 */
export async function rumRoutes(app: FastifyInstance, options: RumOptions): Promise<void> {
  const { repo, now } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  endpointRoute(
    app,
    'rum',
    {
      onRequest: refuseForeignReports(options.siteOrigins),
      bodyLimit: RUM_MAX_BYTES,
      // A page view sends one; its own counter, so a visitor's reports never use up their forms' budget.
      config: { rateLimit: { max: options.rateLimit, timeWindow: 60_000 } },
    },
    async (_unread, request, reply) => {
      await repo.addRumReport(reportOf(request.body), now());
      return reply.code(204).send();
    },
  );

  pruneRumOnSchedule(app, { repo, now, days: options.retentionDays, everyMs: options.pruneEveryMs });
}
