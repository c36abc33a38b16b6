/**
 * The site's pages a mail's link opens, its token in the fragment (`{SITE_URL}{page}#token=…`). Not
 * in the shared main entry of this package (labels.ts is): no first page load needs them.
 */

/** Sets a new password from a reset link. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Confirm a newsletter subscription, and leave the list. */
export const NEWSLETTER_PAGES = { confirm: '/newsletter/confirm', leave: '/newsletter/leave' } as const;

/** Confirm an account's address (sign-up's mail); the account's own page. */
export const ACCOUNT_PAGES = { confirmEmail: '/account/confirm', account: '/account' } as const;
