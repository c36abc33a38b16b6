// apps.json itself, not its typed view (@storefront/site/apps): this shared module is on every first
// load, and needs only the api's port.
import apps from '@storefront/site/apps.json' with { type: 'json' };
import type { FieldErrors } from './forms/validate';

/** The api's contract (docs/product.md#the-api): its endpoints and the shape of every reply. */

/** Where the site finds the api when nothing else is configured: its port on a developer's machine. */
export const DEFAULT_API_ORIGIN = `http://localhost:${apps.api.port}`;

/** What the api says on success: `success` is a sentence to show the visitor. */
export interface ApiSuccess {
  success: string;
}

/** What the api says on failure: `error` to show; `fields` names each field in error. */
export interface ApiFailure {
  error: string;
  fields?: FieldErrors;
}

/**
 * What an account may do: every sign-up is a visitor; staff read the inbox; an admin also makes
 * and unmakes staff. The api checks the role on every staff request; the page only hides.
 */
export type Role = 'visitor' | 'staff' | 'admin';

/** The signed-in visitor, as the api shows them. */
export interface PublicUser {
  name: string;
  email: string;
  contactNo: string;
  cityName: string;
  role: Role;
  /** The address was confirmed from the mail sent to it (an older api says nothing). */
  emailConfirmed?: boolean;
}

/** Signup, login and a new password set from a reset link. */
export interface AuthReply extends ApiSuccess {
  token: string;
  user: PublicUser;
}

/** GET /api/auth/me */
export interface MeReply {
  user: PublicUser;
}

/** Every form submission: a reference the visitor can quote. */
export interface SubmissionReply extends ApiSuccess {
  reference: string;
}

// Guards for 2xx replies: a reply that lacks these is 'unexpected', not a success.
const has = (value: unknown, key: string): boolean =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string';

const isUser = (value: unknown): value is PublicUser => has(value, 'name') && has(value, 'email');

export const isSuccess = (data: unknown): data is ApiSuccess => has(data, 'success');
export const isSubmissionReply = (data: unknown): data is SubmissionReply => isSuccess(data) && has(data, 'reference');
export const isAuthReply = (data: unknown): data is AuthReply =>
  isSuccess(data) && has(data, 'token') && isUser((data as AuthReply).user);
export const isMeReply = (data: unknown): data is MeReply => isUser((data as MeReply | null)?.user);
/** A reply with nothing in it (204). */
export const isNoContent = (data: unknown): data is undefined => data === undefined || data === null || data === '';

/** Where an endpoint is and what a 2xx reply must carry: what the page needs to call it. */
export interface EndpointRoute<Reply = unknown> {
  path: string;
  /** A form whose body goes as multipart/form-data (a file with it); JSON otherwise. */
  multipart?: true;
  accept: (data: unknown) => data is Reply;
}

/**
 * Where each endpoint is and what it answers. The footer's newsletter sends from the first page
 * load, so this light half is in the main entry; ENDPOINTS ('@storefront/types/forms') adds each
 * endpoint's method and request schema (zod), which only pages with a form download.
 */
export const ENDPOINT_ROUTES = {
  signup: { path: '/api/auth/signup', accept: isAuthReply },
  login: { path: '/api/auth/login', accept: isAuthReply },
  /** Who the bearer token belongs to. */
  me: { path: '/api/auth/me', accept: isMeReply },
  /** Ends the bearer token's session; any body is ignored. */
  logout: { path: '/api/auth/logout', accept: isSuccess },
  /** Asks for a link to set a new password: the same 202 whether or not an account has the address. */
  forgot: { path: '/api/auth/forgot', accept: isSuccess },
  /** Sets a new password with a link's token: a new session, as a log-in. */
  reset: { path: '/api/auth/reset', accept: isAuthReply },
  newsletter: { path: '/api/newsletter', accept: isSubmissionReply },
  help: { path: '/api/help', accept: isSubmissionReply },
  partner: { path: '/api/partner-applications', accept: isSubmissionReply },
  job: { path: '/api/job-applications', multipart: true, accept: isSubmissionReply },
  enquiry: { path: '/api/enquiries', accept: isSubmissionReply },
  /** A page view's report (real-user monitoring); its schema is '@storefront/types/rum'. */
  rum: { path: '/api/rum', accept: isNoContent },
  /**
   * What the pages a mail's link opens send, its token: a newsletter subscription confirmed, the
   * list left (a mail program's one-click too, RFC 8058), an account's address confirmed; and,
   * signed in, another link to confirm the address.
   */
  newsletterConfirm: { path: '/api/newsletter/confirm', accept: isSuccess },
  newsletterLeave: { path: '/api/newsletter/leave', accept: isSuccess },
  confirmEmail: { path: '/api/account/confirm-email', accept: isSuccess },
  confirmEmailAgain: { path: '/api/account/confirm-email/again', accept: isSuccess },
} as const satisfies Record<string, EndpointRoute>;
