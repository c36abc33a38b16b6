import type { FieldErrors } from './forms/validate';

/**
 * The api's replies, and the two endpoints the first page load needs (the session check and log
 * out). Every endpoint, with its request schema, is in ENDPOINTS ('@storefront/types/forms'):
 * the schemas bring zod, which pages without a form never download.
 */

/** The multipart field that carries the CV in a job application. */
export const CV_FIELD = 'cv';

/** Where the site finds the api when nothing else is configured (port 4000, see the README). */
export const DEFAULT_API_ORIGIN = 'http://localhost:4000';

/** What the api says on success: `success` is a sentence to show the visitor. */
export interface ApiSuccess {
  success: string;
}

/** What the api says on failure: `error` to show; `fields` names each field in error. */
export interface ApiFailure {
  error: string;
  fields?: FieldErrors;
}

/** The signed-in visitor, as the api shows them. */
export interface PublicUser {
  name: string;
  email: string;
  contactNo: string;
  cityName: string;
}

/** Signup and login. */
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

/** One api endpoint: where, how, and what a 2xx reply must carry. */
export interface EndpointBase<Reply = unknown> {
  path: string;
  method: 'GET' | 'POST';
  accept: (data: unknown) => data is Reply;
}

/** Who the stored token belongs to (sent with the bearer token, no body). */
export const ME_ENDPOINT = { path: '/api/auth/me', method: 'GET', accept: isMeReply } as const satisfies EndpointBase;
/** Ends the session of the bearer token; any body is ignored. */
export const LOGOUT_ENDPOINT = { path: '/api/auth/logout', method: 'POST', accept: isSuccess } as const satisfies EndpointBase;

/** The forms the api stores, as named by the export command. */
export const SUBMISSION_KINDS = ['newsletter', 'help', 'partner', 'job', 'enquiry'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
