import * as z from 'zod/mini';

/**
 * A stored form may be sent twice (a retry after the answer was lost, a double tap, a form kept
 * offline and sent again): sent with the same key, the api stores it once and answers the repeat
 * as it answered the first (docs/decisions/0020-idempotent-submissions.md).
 */

/** The request header the site's script sends the key in (CORS allows it). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The hidden form field a browser's own post (no script) may carry the key in; never stored as data. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** 16 to 128 letters, digits, `-` or `_`: a `crypto.randomUUID()` fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const IDEMPOTENCY_KEY_MESSAGE =
  'The Idempotency-Key must be 16 to 128 letters, digits, "-" or "_" (a UUID will do). Nothing was saved.';

/** One key: the header's value or the hidden field's. */
export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .check(z.regex(IDEMPOTENCY_KEY_PATTERN, { error: IDEMPOTENCY_KEY_MESSAGE }));

export const isIdempotencyKey = (value: unknown): value is string =>
  typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
