import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFailure, FieldErrors } from '@storefront/types';
import { BusyError } from '../db/repository';

/** An answer for the visitor: status and a sentence that is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export const SERVER_ERROR = 'Something went wrong on our side. Please try again.';
export const BUSY_ERROR = 'We are busy right now. Please try again in a moment.';

/** 400 from a form's field messages: the first one as the headline, all of them by field. */
export function validationError(errors: FieldErrors): HttpError {
  const { '': whole, ...fields } = errors;
  const headline = whole ?? Object.values(fields)[0] ?? 'Please check the form and try again.';
  return new HttpError(400, headline, Object.keys(fields).length ? fields : undefined);
}

/** Framework and plugin errors, in words (their own messages are for developers). */
const MESSAGES: Record<string, { status?: number; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'The form could not be read: it is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { error: 'The form arrived empty; please send it again.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: 'The form is too large to accept.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    error: 'This content type is not accepted: send JSON (or multipart/form-data for a job application).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { error: 'The request length does not match its content.' },
  FST_REQ_FILE_TOO_LARGE: { error: 'Your CV is larger than 5 MB; the limit is 5 MB.' },
  FST_FILES_LIMIT: { status: 400, error: 'Attach one CV only.' },
  FST_FIELDS_LIMIT: { error: 'The form has too many fields.' },
  FST_PARTS_LIMIT: { error: 'The form has too many parts.' },
  FST_PROTO_VIOLATION: { error: 'The form has a field name that is not allowed.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, error: 'Send the job application as multipart/form-data.' },
  FST_MP_PREMATURE_CLOSE: { error: 'The upload was cut off; please send it again.' },
};

const BY_STATUS: Record<number, string> = {
  400: 'The request could not be read; please send it again.',
  404: 'There is nothing at this address.',
  405: 'This address does not accept that method.',
  413: 'The request is too large to accept.',
  415: 'This content type is not accepted here.',
  429: 'Too many requests. Please wait a little and try again.',
};

/** What an error answers: its status and sentence, and when to try again (a busy database). */
export interface Refusal {
  status: number;
  body: ApiFailure;
  retryAfter?: string;
}

/**
 * Every error as a refusal in words, logged as it deserves: a busy database as a warning (a full
 * disk as an error), a bug (5xx) as an error and never described to the visitor, a refusal of the
 * request (4xx) as information.
 */
export function refusalOf(err: FastifyError | HttpError, request: FastifyRequest): Refusal {
  if (err instanceof BusyError) {
    // Contention or a lost connection to the database, or a full disk: not a bug; the visitor
    // may retry. A full disk needs the operator, so it is an error in the log, said as such.
    if (/disk full|out of resources/.test(err.message)) request.log.error({ err }, err.message);
    else request.log.warn({ err }, err.message);
    return { status: 503, body: { error: BUSY_ERROR }, retryAfter: '2' };
  }
  let status = err.statusCode ?? 500;
  let body: ApiFailure;
  if (err instanceof HttpError) {
    body = err.fields ? { error: err.message, fields: err.fields } : { error: err.message };
  } else {
    const known = 'code' in err ? MESSAGES[err.code] : undefined;
    if (known?.status) status = known.status;
    body = { error: known?.error ?? BY_STATUS[status] ?? SERVER_ERROR };
  }
  if (status < 400 || status >= 500) {
    request.log.error({ err }, 'request failed');
    return { status: 500, body: { error: SERVER_ERROR } };
  }
  request.log.info({ code: 'code' in err ? err.code : undefined, status }, 'request refused');
  return { status, body };
}

/** A refusal as JSON. */
export function sendRefusal(reply: FastifyReply, { status, body, retryAfter }: Refusal): void {
  if (retryAfter) reply.header('Retry-After', retryAfter);
  reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The api's error handler: every error becomes a JSON {error} (the public forms' routes answer a browser's own post with a page). */
export function handleError(err: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void {
  sendRefusal(reply, refusalOf(err, request));
}

/** The request's media type, lower case, without parameters. */
export const mediaTypeOf = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();

/** JSON forms refuse other bodies (Fastify would otherwise accept text/plain too). */
export async function requireJson(request: FastifyRequest): Promise<void> {
  if (mediaTypeOf(request) !== 'application/json') {
    throw new HttpError(415, 'Send the form as JSON (Content-Type: application/json).');
  }
}

export function minutesUntil(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
