import * as z from 'zod/mini';
import { LIMITS, PASSWORD_MAX, PASSWORD_MIN } from './rules';
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

/** Login: one field takes an email address or a mobile number, sent as `email` (docs/product.md#the-api). */
export const loginSchema = formObject({
  email: requiredText({ what: 'your email or mobile number', max: LIMITS.loginId }),
  password: z
    .string({ error: (iss) => (isMissing(iss.input) ? 'Enter your password' : 'Your password must be text') })
    .check(
      z.minLength(1, { error: 'Enter your password', abort: true }),
      z.maxLength(PASSWORD_MAX, { error: `Passwords are at most ${PASSWORD_MAX} characters`, abort: true }),
    ),
});
export type Login = z.output<typeof loginSchema>;
export type LoginInput = z.input<typeof loginSchema>;

/** The footer's newsletter box. */
export const newsletterSchema = formObject({ email: emailField, ...honeypot });
export type NewsletterSignup = z.output<typeof newsletterSchema>;
