import type * as z from 'zod/mini';
import { ENDPOINT_ROUTES, isNoContent, type EndpointRoute } from '../api';
import {
  forgotSchema,
  loginSchema,
  linkTokenSchema,
  newsletterSchema,
  newsletterSwitchSchema,
  deleteAccountSchema,
  resetSchema,
  signupSchema,
} from './account';
import { enquirySchema } from './enquiry';
import { ACCOUNT_ROUTES } from './my-account';
import { helpQuerySchema, jobApplicationSchema, partnerApplicationSchema } from './schemas';

/** An endpoint as the api registers it. */
export interface Endpoint<Reply = unknown> extends EndpointRoute<Reply> {
  method: 'GET' | 'POST';
}

/** An endpoint that takes a form: the schema both the page and the api check it with. */
export interface FormEndpoint<Reply = unknown> extends Endpoint<Reply> {
  method: 'POST';
  request: z.ZodMiniType;
}

const {
  signup,
  login,
  me,
  logout,
  forgot,
  reset,
  confirmEmail,
  confirmEmailAgain,
  newsletter,
  newsletterConfirm,
  newsletterLeave,
  help,
  partner,
  job,
  enquiry,
  rum,
} = ENDPOINT_ROUTES;

/**
 * Every api endpoint: path, method, request schema and what its reply carries (each route from
 * the main entry with its method and schema). The pages send through it (useSubmission('help'))
 * and the api registers its routes from it, so a body meant for one endpoint cannot be posted
 * to another.
 */
export const ENDPOINTS = {
  signup: { ...signup, method: 'POST', request: signupSchema },
  login: { ...login, method: 'POST', request: loginSchema },
  me: { ...me, method: 'GET' },
  logout: { ...logout, method: 'POST' },
  forgot: { ...forgot, method: 'POST', request: forgotSchema },
  reset: { ...reset, method: 'POST', request: resetSchema },
  confirmEmail: { ...confirmEmail, method: 'POST', request: linkTokenSchema },
  confirmEmailAgain: { ...confirmEmailAgain, method: 'POST' },
  newsletter: { ...newsletter, method: 'POST', request: newsletterSchema },
  newsletterConfirm: { ...newsletterConfirm, method: 'POST', request: linkTokenSchema },
  newsletterLeave: { ...newsletterLeave, method: 'POST', request: linkTokenSchema },
  // The leave address of a newsletter mail's List-Unsubscribe, opened in a browser (a mail program
  // without one-click): 303 to the site's leave page, which asks first. No page calls it, so it is
  // not in the first load's half.
  newsletterLeaveLink: { ...newsletterLeave, method: 'GET', accept: isNoContent },
  // My account's page (the signed-in visitor's bearer): nothing on a first load calls them.
  account: { ...ACCOUNT_ROUTES.account, method: 'GET' },
  accountNewsletter: { ...ACCOUNT_ROUTES.accountNewsletter, method: 'POST', request: newsletterSwitchSchema },
  deleteAccount: { ...ACCOUNT_ROUTES.deleteAccount, method: 'POST', request: deleteAccountSchema },
  help: { ...help, method: 'POST', request: helpQuerySchema },
  partner: { ...partner, method: 'POST', request: partnerApplicationSchema },
  job: { ...job, method: 'POST', request: jobApplicationSchema },
  enquiry: { ...enquiry, method: 'POST', request: enquirySchema },
  // Sent as text by navigator.sendBeacon and checked by the api with rumReportSchema
  // ('@storefront/types/rum'), which no page with a form needs to download.
  rum: { ...rum, method: 'POST' },
} as const satisfies { [N in keyof typeof ENDPOINT_ROUTES]: Endpoint | FormEndpoint } & Record<
  string,
  Endpoint | FormEndpoint
>;

/** The forms the api stores, as named by the export command. */
export const SUBMISSION_KINDS = [
  'newsletter',
  'help',
  'partner',
  'job',
  'enquiry',
] as const satisfies readonly FormEndpointName[];
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
/** The endpoints that take a form (a request schema). */
export type FormEndpointName = { [N in EndpointName]: Endpoints[N] extends FormEndpoint ? N : never }[EndpointName];
/**
 * The forms a page sends with useSubmission: those whose route is in the first load's half
 * (ENDPOINT_ROUTES). My account's go through the session, not this.
 */
export type PageFormName = Extract<FormEndpointName, keyof typeof ENDPOINT_ROUTES>;
/** What may be sent to a form endpoint: its schema's input (the checked data fits too). */
export type RequestOf<N extends FormEndpointName> = z.input<Endpoints[N]['request']>;
/** The checked data the api's handler of a form endpoint receives. */
export type CheckedRequestOf<N extends FormEndpointName> = z.output<Endpoints[N]['request']>;
/** What a 2xx reply of the endpoint carries. */
export type ReplyOf<N extends EndpointName> = Endpoints[N]['accept'] extends (data: unknown) => data is infer R
  ? R
  : never;
/** What the api's handler of an endpoint gets before it runs: a JSON form's checked body, else nothing. */
export type CheckedBodyOf<N extends EndpointName> = Endpoints[N] extends { multipart: true }
  ? undefined
  : Endpoints[N] extends { request: infer S extends z.ZodMiniType }
    ? z.output<S>
    : undefined;
