import type { ApiFailed } from './result';

/** Said wherever the api could not be reached; one wording for every form. */
export const UNREACHABLE_MESSAGE = 'We could not reach our server. Check your connection and try again.';
/** The api not reached (or the code that calls it not arrived), as a failed call. */
export const UNREACHABLE: ApiFailed = { ok: false, kind: 'network', error: UNREACHABLE_MESSAGE };
/** A refused request without the server's words (docs/product.md#auth-dialog). */
export const FAILED_MESSAGE = 'An error occurred';
/** A 2xx reply without what it should carry (docs/product.md#auth-dialog). */
export const UNEXPECTED_MESSAGE = 'Something went wrong!';
