/** Said wherever the api could not be reached; one wording for every form. */
export const UNREACHABLE_MESSAGE = 'We could not reach our server. Check your connection and try again.';
/** A refused request without the server's words (docs/product.md#auth-dialog). */
export const FAILED_MESSAGE = 'An error occurred';
/** A 2xx reply without what it should carry (docs/product.md#auth-dialog). */
export const UNEXPECTED_MESSAGE = 'Something went wrong!';
