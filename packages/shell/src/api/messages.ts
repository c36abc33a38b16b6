/** Said wherever the api could not be reached; one wording for every form. */
export const UNREACHABLE_MESSAGE = 'We could not reach our server. Check your connection and try again.';
/** Spec, error catalogue: a refused request without the server's words. */
export const FAILED_MESSAGE = 'An error occurred';
/** Spec, error catalogue: a 2xx reply without what it should carry. */
export const UNEXPECTED_MESSAGE = 'Something went wrong!';
