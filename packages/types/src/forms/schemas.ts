import * as z from 'zod/mini';
import {
  CV_FIELD,
  LIMITS,
  cvFileProblem,
  hasControlCharacters,
  isEmailAddress,
  isPersonName,
  normaliseIndianMobile,
  type FileFacts,
} from './rules';
import { HELP_QUERY_TOPICS, HONEYPOT_FIELD } from './labels';

/**
 * The site's form schemas, one definition for the pages and the api. zod/mini keeps what
 * ships to the browser small. Every field has exactly one message at a time, in plain words.
 */

export function isMissing(input: unknown): boolean {
  return input === undefined || input === null;
}

/**
 * Every text field's rule on control characters (see hasControlCharacters): refused, with a
 * message naming the field, rather than dropped, so what is stored is what the visitor sent.
 */
export function noControlCharacters(what: string, multiline = false) {
  return z.refine<string>((value) => !hasControlCharacters(value, multiline), {
    error: `Remove the invisible control characters from ${what}`,
    abort: true,
  });
}

interface TextOptions {
  /** What the field is called in a sentence: "your first name". */
  what: string;
  max: number;
  /** Tab and new lines are text (a message); otherwise one line. */
  multiline?: boolean;
  /** Extra rule on the trimmed text, with its message. */
  rule?: { test: (value: string) => boolean; message: string };
  /** Minimum length once trimmed (default 1: required). */
  min?: number;
  minMessage?: string;
}

/** A required text field: trimmed, not empty, not too long, and an optional shape rule. */
export function requiredText({ what, max, rule, min = 1, minMessage, multiline = false }: TextOptions) {
  const enter = `Enter ${what}`;
  return z.string({ error: (iss) => (isMissing(iss.input) ? enter : `${capitalise(what)} must be text`) }).check(
    z.trim(),
    z.minLength(1, { error: enter, abort: true }),
    noControlCharacters(what, multiline),
    z.maxLength(max, {
      error: (iss) => `Keep ${what} to ${max} characters or fewer (it has ${String(iss.input).length})`,
      abort: true,
    }),
    z.minLength(min, { error: minMessage ?? enter, abort: true }),
    ...(rule ? [z.refine<string>((value) => rule.test(value), { error: rule.message, abort: true })] : []),
  );
}

export function capitalise(text: string): string {
  const bare = text.replace(/^your /, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

const NAME_RULE_MESSAGE = 'Use letters only (spaces, hyphens, apostrophes and dots are fine)';

export const personName = (what: string, max: number) =>
  requiredText({ what, max, rule: { test: isPersonName, message: NAME_RULE_MESSAGE } });

/** An email address, trimmed. */
export const emailField = requiredText({
  what: 'your email address',
  max: LIMITS.email,
  rule: { test: isEmailAddress, message: 'Enter an email address like name@example.com' },
});

/** A ten-digit Indian mobile number; +91, spaces and dashes are accepted and taken out. */
export function indianMobileField(what = 'your mobile number') {
  const enter = `Enter ${what}`;
  return z.string({ error: (iss) => (isMissing(iss.input) ? enter : `${capitalise(what)} must be text`) }).check(
    z.trim(),
    z.minLength(1, { error: enter, abort: true }),
    noControlCharacters(what),
    z.maxLength(LIMITS.phone, { error: 'That is too long for a phone number', abort: true }),
    z.refine((value: string) => normaliseIndianMobile(value) !== null, {
      error: 'Enter a ten-digit mobile number starting with 6, 7, 8 or 9',
      abort: true,
    }),
    z.overwrite((value: string) => normaliseIndianMobile(value) ?? value),
  );
}

/** A CV: the facts of the chosen file, checked by the CV rule (PDF, DOC or DOCX, at most 5 MB). */
export const cvField = z
  .object(
    { name: z.string(), type: z.string(), size: z.number() },
    {
      error: (iss) =>
        isMissing(iss.input) ? 'Attach your CV (PDF, DOC or DOCX, up to 5 MB)' : 'Attach your CV as a file',
    },
  )
  .check(
    z.refine((file: FileFacts) => cvFileProblem(file) === null, {
      error: (iss) => cvFileProblem(iss.input as FileFacts) ?? 'Attach your CV as a file',
    }),
  );

export function formObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.object(shape, { error: 'The form arrived empty or unreadable; please send it again' });
}

/**
 * The honeypot (HONEYPOT_FIELD): whatever a bot put there, or nothing. Never refused, so a bot
 * learns nothing; the api takes it out of what it stores and marks the form as spam when filled.
 */
export const honeypot = { [HONEYPOT_FIELD]: z.optional(z.string()) } as const;

export const jobApplicationSchema = formObject({
  ...honeypot,
  /** The opening applied for (its id). */
  position: requiredText({ what: 'the position you are applying for', max: LIMITS.position }),
  firstName: personName('your first name', LIMITS.name),
  lastName: personName('your last name', LIMITS.name),
  contactNumber: indianMobileField('your contact number'),
  email: emailField,
  /** Sent as a multipart file part (the api reads it under this name). */
  [CV_FIELD]: cvField,
});
export type JobApplication = z.output<typeof jobApplicationSchema>;
export type JobApplicationInput = z.input<typeof jobApplicationSchema>;

/** The partner network's kinds of partner; abp (the footer's ABP Partner) is the BDA partner. */
export const PARTNER_TYPE_IDS = ['bda', 'store', 'studio', 'delivery'] as const;
export type PartnerTypeId = (typeof PARTNER_TYPE_IDS)[number];

export const partnerApplicationSchema = formObject({
  ...honeypot,
  partnerType: z.enum(PARTNER_TYPE_IDS, { error: 'Choose the kind of partner you want to be' }),
  fullName: personName('your full name', LIMITS.fullName),
  email: emailField,
  phone: indianMobileField('your phone number'),
  /** Optional: empty or only spaces counts as not given. */
  message: z.optional(
    z.pipe(
      z.string({ error: 'Your message must be text' }).check(
        z.trim(),
        noControlCharacters('your message', true),
        z.maxLength(LIMITS.partnerMessage, {
          error: (iss) =>
            `Keep your message to ${LIMITS.partnerMessage} characters or fewer (it has ${String(iss.input).length})`,
        }),
      ),
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  ),
});
export type PartnerApplication = z.output<typeof partnerApplicationSchema>;
export type PartnerApplicationInput = z.input<typeof partnerApplicationSchema>;

export const helpQuerySchema = formObject({
  ...honeypot,
  firstName: personName('your first name', LIMITS.name),
  lastName: personName('your last name', LIMITS.name),
  contact: indianMobileField('your contact number'),
  email: emailField,
  query: z.enum(HELP_QUERY_TOPICS, { error: 'Choose what your query is about' }),
  message: requiredText({
    what: 'your message',
    multiline: true,
    max: LIMITS.message,
    min: 10,
    minMessage: 'Tell us a little more (at least 10 characters)',
  }),
});
export type HelpQuery = z.output<typeof helpQuerySchema>;
export type HelpQueryInput = z.input<typeof helpQuerySchema>;
