import * as z from 'zod/mini';
import { LIMITS, PASSWORD_MAX, PASSWORD_MIN, isEmailAddress, normaliseIndianMobile } from './rules';
import { emailField, formObject, honeypot, indianMobileField, isMissing, personName, requiredText } from './schemas';

/** Letters, spaces, dots, hyphens and apostrophes: "Navi Mumbai", "Thiruvananthapuram". */
const CITY = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

/** A new password: length only (OWASP); spaces count, nothing is trimmed. */
const newPassword = z
  .string({ error: (iss) => (isMissing(iss.input) ? 'Choose a password' : 'Your password must be text') })
  .check(
    z.minLength(1, { error: 'Choose a password', abort: true }),
    z.minLength(PASSWORD_MIN, { error: `Use at least ${PASSWORD_MIN} characters for your password`, abort: true }),
    z.maxLength(PASSWORD_MAX, { error: `Keep your password to ${PASSWORD_MAX} characters or fewer`, abort: true }),
  );

/**
 * Register (docs/product.md#auth-dialog): name, email, password, contactNo, cityName, check. Every field is kept:
 * the mobile number lets the visitor log in with it, and `check` records newsletter consent.
 */
export const signupSchema = formObject({
  name: personName('your name', LIMITS.fullName),
  email: emailField,
  password: newPassword,
  contactNo: indianMobileField('your phone number'),
  cityName: requiredText({
    what: 'your city',
    max: LIMITS.city,
    rule: { test: (value) => CITY.test(value), message: 'Use letters only for your city' },
  }),
  check: z._default(z.boolean({ error: 'The consent box must be ticked or not' }), false),
});
export type Signup = z.output<typeof signupSchema>;
export type SignupInput = z.input<typeof signupSchema>;

/** The log-in identifier: an email address or a mobile number, in one field. */
const LOGIN_ID = { what: 'your email or mobile number', max: LIMITS.loginId };

/** The account's password as typed to prove it (log-in, Delete my account): no rules but its length. */
const currentPassword = z
  .string({ error: (iss) => (isMissing(iss.input) ? 'Enter your password' : 'Your password must be text') })
  .check(
    z.minLength(1, { error: 'Enter your password', abort: true }),
    z.maxLength(PASSWORD_MAX, { error: `Passwords are at most ${PASSWORD_MAX} characters`, abort: true }),
  );

/** Login: one field takes an email address or a mobile number, sent as `email` (docs/product.md#the-api). */
export const loginSchema = formObject({ email: requiredText(LOGIN_ID), password: currentPassword });
export type Login = z.output<typeof loginSchema>;
export type LoginInput = z.input<typeof loginSchema>;

/** The footer's newsletter box. */
export const newsletterSchema = formObject({ email: emailField, ...honeypot });
export type NewsletterSignup = z.output<typeof newsletterSchema>;

/**
 * Forgot password: the log-in identifier, sent as `email`. It must be an email address or an Indian
 * mobile number (the account's mobile finds it; the link always goes to the account's email).
 */
export const forgotSchema = formObject({
  email: requiredText({
    ...LOGIN_ID,
    rule: {
      test: (value) => isEmailAddress(value) || normaliseIndianMobile(value) !== null,
      message: 'Enter your email address or your ten-digit mobile number',
    },
  }),
});
export type ForgotPassword = z.output<typeof forgotSchema>;
export type ForgotPasswordInput = z.input<typeof forgotSchema>;

/** What the api says of a reset link that is not 43 base64url characters (cut short when copied). */
export const RESET_TOKEN_INCOMPLETE = 'This link is not complete: open it again from the mail, or ask for a new one';
/** The same of another mail's link (the newsletter's, an account address's). */
export const LINK_TOKEN_INCOMPLETE = 'This link is not complete: open it again from the mail';

/** A mail link's token (reset, newsletter): 32 random bytes as base64url, 43 characters. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A mail link's token, with what to say of one cut short. */
const linkToken = (incomplete: string) =>
  z.string({ error: incomplete }).check(z.regex(LINK_TOKEN_PATTERN, { error: incomplete }));

/** What the reset page says when its two password fields differ. */
export const PASSWORDS_DIFFER = 'The two passwords differ: type the same one twice';

/**
 * Set a new password: the token from the mail's link (its fragment), and the password, by the
 * sign-up rules. The page asks for it twice: `passwordAgain`, when sent (a browser's own post of
 * the page sends it; the page's script checks it and leaves it out), must be the same.
 */
export const resetSchema = formObject({
  token: linkToken(RESET_TOKEN_INCOMPLETE),
  password: newPassword,
  passwordAgain: z.optional(z.string({ error: PASSWORDS_DIFFER })),
}).check(
  z.refine((form) => form.passwordAgain === undefined || form.passwordAgain === form.password, {
    error: PASSWORDS_DIFFER,
    path: ['passwordAgain'],
  }),
);
export type ResetPassword = z.output<typeof resetSchema>;
export type ResetPasswordInput = z.input<typeof resetSchema>;

/**
 * A mail link's token, all a link's page sends: confirm a newsletter subscription, leave the list
 * (a mail program's one-click, RFC 8058, sends it in the link's query instead), confirm an account's address.
 */
export const linkTokenSchema = formObject({ token: linkToken(LINK_TOKEN_INCOMPLETE) });
export type LinkToken = z.output<typeof linkTokenSchema>;

/** Where an address is with the newsletter: waiting for its confirmation, on the list, or off it. */
export const NEWSLETTER_STATES = ['pending', 'confirmed', 'left'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/** Delete my account: confirmed by the account's password (docs/product.md#delete-my-data). */
export const deleteAccountSchema = formObject({ password: currentPassword });
export type DeleteAccount = z.output<typeof deleteAccountSchema>;

/** My account's newsletter switch (docs/product.md#my-account). */
export const newsletterSwitchSchema = formObject({
  subscribe: z.boolean({ error: 'Say whether to subscribe: true or false' }),
});
