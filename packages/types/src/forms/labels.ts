/**
 * The labels of the public forms' fields, as the visitor reads them: one definition for the pages'
 * forms and for the api's HTML answer to a form sent without JavaScript (the form again, with each
 * field's message). No zod here: a page draws its form with these at once.
 */
import { NEWSLETTER_LABELS } from './newsletter-labels';

/** The forms a visitor can send without an account; the api also takes them as a browser's own post. */
export const PUBLIC_FORMS = ['newsletter', 'help', 'partner', 'job'] as const;
export type PublicFormName = (typeof PUBLIC_FORMS)[number];

export { NEWSLETTER_LABELS };

/**
 * The honeypot: a field every public form carries, out of sight and out of reach of people and
 * screen readers (HoneypotField in @storefront/ui/forms), which only a bot fills in. A form that
 * arrives with it filled is stored marked as spam and answered as usual (docs/product.md#spam).
 */
export const HONEYPOT_FIELD = 'website';

export const HELP_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  contact: 'Contact',
  email: 'Email',
  query: 'Query',
  message: 'Message',
} as const;

/** The help form's Query choices, in the order of docs/product.md#help. */
export const HELP_QUERY_TOPICS = [
  'Technology',
  'Public Relations',
  'Business Development',
  'Sales & Marketing',
] as const;
export type HelpQueryTopic = (typeof HELP_QUERY_TOPICS)[number];

export const PARTNER_LABELS = {
  partnerType: 'Partner type',
  fullName: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  message: 'Message',
} as const;

export const JOB_LABELS = {
  position: 'Position',
  firstName: 'First Name',
  lastName: 'Last Name',
  contactNumber: 'Contact Number',
  email: 'Email Address',
  cv: 'Upload CV',
} as const;

/** Each public form's fields, in the order the form shows them, with their labels. */
export const FORM_LABELS = {
  newsletter: NEWSLETTER_LABELS,
  help: HELP_LABELS,
  partner: PARTNER_LABELS,
  job: JOB_LABELS,
} as const satisfies Record<PublicFormName, Record<string, string>>;
