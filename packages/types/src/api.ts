import type { FieldErrors } from './forms/validate';

/**
 * The api's contract (docs/product.md#the-api): paths, and the shape of every reply. The two auth calls
 * answer `{ success, token }` or `{ error }`, as they always did; every other endpoint answers in the same style.
 */
export const API_PATHS = {
  signup: '/api/auth/signup',
  login: '/api/auth/login',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  newsletter: '/api/newsletter',
  help: '/api/help',
  partnerApplications: '/api/partner-applications',
  jobApplications: '/api/job-applications',
  enquiries: '/api/enquiries',
} as const;
export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The multipart field that carries the CV in a job application. */
export const CV_FIELD = 'cv';

/** Where the site finds the api when nothing else is configured (the README's Ports: 4000). */
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

/** The forms the api stores, as named by the export command. */
export const SUBMISSION_KINDS = ['newsletter', 'help', 'partner', 'job', 'enquiry'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
