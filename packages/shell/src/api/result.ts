import type { FieldErrors } from '@storefront/types';

// What a call to the api comes to: apart from client.ts, so that the wordings (messages.ts) can
// name a failure without importing the client that imports them.

/** A failed call, with `error` always ready to show. */
export type ApiFailed =
  | { ok: false; kind: 'rejected'; status: number; error: string; fields?: FieldErrors }
  | { ok: false; kind: 'network'; error: string }
  | { ok: false; kind: 'unexpected'; status: number; error: string };

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailed;
