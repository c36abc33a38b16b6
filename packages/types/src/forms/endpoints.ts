import type * as z from 'zod/mini';
import { LOGOUT_ENDPOINT, ME_ENDPOINT, isAuthReply, isSubmissionReply, type EndpointBase } from '../api';
import { loginSchema, newsletterSchema, signupSchema } from './account';
import { enquirySchema } from './enquiry';
import { helpQuerySchema, jobApplicationSchema, partnerApplicationSchema } from './schemas';

/** An endpoint that takes a form: the schema both the page and the api check it with. */
export interface FormEndpoint<Reply = unknown> extends EndpointBase<Reply> {
  method: 'POST';
  request: z.ZodMiniType;
  /** How the body travels: JSON, or multipart/form-data where a file goes with it. */
  encoding: 'json' | 'multipart';
}

/**
 * Every api endpoint: path, method, request schema and what its reply carries. The pages send
 * through it (useSubmission('help')) and the api registers its routes from it, so a body meant
 * for one endpoint cannot be posted to another.
 */
export const ENDPOINTS = {
  signup: { path: '/api/auth/signup', method: 'POST', request: signupSchema, encoding: 'json', accept: isAuthReply },
  login: { path: '/api/auth/login', method: 'POST', request: loginSchema, encoding: 'json', accept: isAuthReply },
  me: ME_ENDPOINT,
  logout: LOGOUT_ENDPOINT,
  newsletter: { path: '/api/newsletter', method: 'POST', request: newsletterSchema, encoding: 'json', accept: isSubmissionReply },
  help: { path: '/api/help', method: 'POST', request: helpQuerySchema, encoding: 'json', accept: isSubmissionReply },
  partner: { path: '/api/partner-applications', method: 'POST', request: partnerApplicationSchema, encoding: 'json', accept: isSubmissionReply },
  job: { path: '/api/job-applications', method: 'POST', request: jobApplicationSchema, encoding: 'multipart', accept: isSubmissionReply },
  enquiry: { path: '/api/enquiries', method: 'POST', request: enquirySchema, encoding: 'json', accept: isSubmissionReply },
} as const satisfies Record<string, EndpointBase | FormEndpoint>;

type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
/** The endpoints that take a form (a request schema). */
export type FormEndpointName = { [N in EndpointName]: Endpoints[N] extends FormEndpoint ? N : never }[EndpointName];
/** What may be sent to a form endpoint: its schema's input (the checked data fits too). */
export type RequestOf<N extends FormEndpointName> = z.input<Endpoints[N]['request']>;
/** The checked data the api's handler of a form endpoint receives. */
export type CheckedRequestOf<N extends FormEndpointName> = z.output<Endpoints[N]['request']>;
/** What a 2xx reply of the endpoint carries. */
export type ReplyOf<N extends EndpointName> = Endpoints[N]['accept'] extends (data: unknown) => data is infer R ? R : never;
/** What the api's handler of an endpoint gets before it runs: a JSON form's checked body, else nothing. */
export type CheckedBodyOf<N extends EndpointName> = Endpoints[N] extends { encoding: 'json'; request: infer S extends z.ZodMiniType }
  ? z.output<S>
  : undefined;
