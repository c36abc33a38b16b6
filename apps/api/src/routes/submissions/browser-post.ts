import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointName, PublicFormName } from '@storefront/types/forms';
import { HttpError, mediaTypeOf, refusalOf, sendRefusal } from '../../http/errors';
import {
  backLink,
  backTo,
  formAgainPage,
  isPublicForm,
  prefersHtml,
  problemPage,
  sendPage,
  typedValuesOf,
} from './form-page';

/**
 * The public forms as a browser posts them itself, before the page's script runs or without it
 * (docs/product.md#forms): urlencoded (or the job's multipart) as well as JSON, from the site's
 * origins only, answered with a page when the browser prefers HTML.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's origins (config.siteOrigins): a public form's post from elsewhere is refused, and its HTML answer links back to one. */
    siteOrigins: readonly string[];
  }
}

/** A public form: JSON from the site's script, or a browser's own urlencoded post. */
export async function requireJsonOrForm(request: FastifyRequest): Promise<void> {
  const type = mediaTypeOf(request);
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'Send the form as JSON or as application/x-www-form-urlencoded.');
  }
}

/** What the visitor typed, kept before it is checked: the form shown again with its messages shows it. */
export async function keepTypedValues(request: FastifyRequest): Promise<void> {
  request.typedValues = typedValuesOf(request.body);
}

export const FOREIGN_ORIGIN = 'This form can only be sent from the Brandwala Media website. Nothing was saved.';

/**
 * A browser sends a form post from any site without asking first (no CORS preflight for a native
 * form): one from an Origin that is neither the site's nor the api's own (its form-again page) is
 * refused before its body is read. JSON needs a preflight, which CORS answers; a request without
 * Origin is not a browser's cross-site post.
 */
export async function refuseForeignFormPost(request: FastifyRequest): Promise<void> {
  if (mediaTypeOf(request) === 'application/json') return;
  const origin = request.headers.origin;
  if (origin === undefined || request.server.siteOrigins.includes(origin)) return;
  if (origin === `${request.protocol}://${request.host}`) return;
  throw new HttpError(403, FOREIGN_ORIGIN);
}

/** The public form a request was sent to, when its answer should be an HTML page (a browser's own post). */
export function htmlFormOf(request: FastifyRequest): PublicFormName | undefined {
  const name = request.routeOptions.config?.endpoint;
  return isPublicForm(name) && prefersHtml(request) ? name : undefined;
}

/**
 * The forms' error handler: a refusal as the api's JSON, or, to a browser's own post, as the
 * form's page: the form again with its messages (400 with fields), or the message alone.
 */
export function handleFormError(err: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = refusalOf(err, request);
  const name = htmlFormOf(request);
  if (!name) return sendRefusal(reply, refusal);
  const { status, body, retryAfter } = refusal;
  if (retryAfter) reply.header('Retry-After', retryAfter);
  const back = backLink(request, name, request.server.siteOrigins);
  void sendPage(
    reply,
    status,
    status === 400 && body.fields
      ? formAgainPage(name, body.error, body.fields, request.typedValues ?? {}, back)
      : problemPage(body.error, back),
  );
}

/** The site's page that posts an endpoint itself without JavaScript, and what its refusal page is titled. */
export type PostingPages = Partial<Record<EndpointName, { path: string; title: string }>>;

/**
 * An error handler for the endpoints a page of the site also posts itself, without JavaScript (the
 * reset page, the newsletter's): a refusal as the api's JSON, or, to such a post, as a page saying
 * what was wrong, with a link back to that page.
 */
export function pageErrors(pages: PostingPages) {
  return (err: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void => {
    const endpoint = request.routeOptions.config?.endpoint;
    const posting = endpoint && pages[endpoint];
    const refusal = refusalOf(err, request);
    if (!posting || !prefersHtml(request)) return sendRefusal(reply, refusal);
    const { status, body, retryAfter } = refusal;
    if (retryAfter) reply.header('Retry-After', retryAfter);
    const message = body.fields ? Object.values(body.fields).join(' ') : body.error;
    void sendPage(
      reply,
      status,
      problemPage(message, backTo(request, posting.path, request.server.siteOrigins), posting.title),
    );
  };
}

/**
 * A page a mail's link opens posts its token (and the reset page its new password): JSON from the
 * page's script, or the browser's own post without JavaScript, from the site only.
 */
export const LINK_PAGE_POST = { onRequest: refuseForeignFormPost, preHandler: requireJsonOrForm };

/** A mail link that does not work (unknown, used, expired): a 400 naming the token, in words. */
export const linkRefused = (message: string) => new HttpError(400, message, { token: message });
