import type { FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  isIdempotencyKey,
} from '@storefront/types/forms';
import { HttpError, mediaTypeOf } from '../../http/errors';

/** Set on the answer to a repeat: the body is the first answer's, nothing new was stored. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const KEY_TWICE =
  'The Idempotency-Key header and the idempotencyKey field differ; send the form with one key. Nothing was saved.';

/**
 * The key a form was sent with, or null: the header (the site's script), or the hidden field of a
 * browser's own post (urlencoded, or the job application's multipart `fields`). An empty field is
 * no key (a form no script filled in); anything else that is not a key is a 400. Never stored as
 * the form's data: the schemas drop the field, and the job application picks its fields by name.
 * docs/decisions/0020-idempotent-submissions.md
 */
export function idempotencyKeyOf(
  request: FastifyRequest,
  multipartFields?: ReadonlyMap<string, string>,
): string | null {
  const sent = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const typed = multipartFields ? multipartFields.get(IDEMPOTENCY_FIELD) : formFieldOf(request);
  const header = sent === undefined ? null : keyOrRefuse(sent);
  const field = typed === undefined || typed === '' ? null : keyOrRefuse(typed);
  if (header !== null && field !== null && header !== field) throw new HttpError(400, KEY_TWICE);
  return header ?? field;
}

function keyOrRefuse(value: unknown): string {
  if (!isIdempotencyKey(value)) throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGE);
  return value;
}

/** The hidden field of a urlencoded post (the body parser gives each field once, as text). */
function formFieldOf(request: FastifyRequest): string | undefined {
  if (mediaTypeOf(request) !== 'application/x-www-form-urlencoded') return undefined;
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && Object.hasOwn(body, IDEMPOTENCY_FIELD) ? body[IDEMPOTENCY_FIELD] : undefined;
  return typeof value === 'string' ? value : undefined;
}
