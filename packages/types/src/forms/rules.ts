/**
 * The plain rules behind the form schemas: pure functions, usable by the pages, the api and
 * tests without zod.
 */

/** Longest input accepted per kind of field; longer input gets a clear message, not a silent cut. */
export const LIMITS = {
  name: 50,
  fullName: 100,
  email: 254,
  /** Raw phone input, before spaces, dashes and +91 are taken out. */
  phone: 20,
  message: 2000,
  partnerMessage: 1000,
  position: 100,
  fileName: 255,
  city: 80,
  company: 100,
  /** Login accepts an email address or a mobile number in one field. */
  loginId: 254,
  /** An enquiry's lines: how many, and how long each text in a line may be. */
  enquiryLines: 100,
  lineText: 200,
} as const;

const PHONE_SEPARATORS = /[\s\-().]/g;

/**
 * A ten-digit Indian mobile number from what a visitor typed: spaces, dashes, dots and
 * brackets are ignored, and a leading +91, 0091, 91 or 0 is taken off.
 * Returns the ten digits (first digit 6-9), or null when it is not such a number.
 */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.replace(PHONE_SEPARATORS, '');
  let digits = compact;
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** Letters in any script, with spaces, hyphens, apostrophes and dots between them. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

export function isPersonName(value: string): boolean {
  return NAME.test(value);
}

/**
 * An email address as people really type them: one @, no spaces, a dot in the domain, no
 * characters that only appear in markup. Deliberately simple; the mailbox proves the rest.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= LIMITS.email && EMAIL.test(value) && !value.includes('..');
}

/**
 * What no text field takes (the api's database cannot store NUL or half of a UTF-16 pair, and
 * the other control characters are invisible on a page): C0 and C1 controls, DEL and lone
 * surrogates. A multi-line field (a message, a note) takes tab and new lines, which are text there.
 * Passwords are the exception: any character, since they are only ever hashed.
 */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value);
}

/** What the CV rule looks at: what a browser File and an uploaded part both have. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** The multipart field that carries the CV in a job application. */
export const CV_FIELD = 'cv';
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
const CV_MIME_TYPES = [
  'application/pdf',
  'application/x-pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
/** The file input's `accept`: extensions and types, so every browser offers the right files. */
export const CV_ACCEPT = [...CV_EXTENSIONS, ...CV_MIME_TYPES.filter((t) => t !== 'application/x-pdf')].join(',');

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The CV rule: a PDF, DOC or DOCX file of at most 5 MB. Returns what is wrong in words, or
 * null when the file is fine. The extension decides the kind; a type the browser reports must
 * agree with it (an empty or generic type is allowed: some systems know no type for .docx).
 * The api also checks the content itself.
 */
export function cvFileProblem(file: FileFacts): string | null {
  const name = file.name.trim();
  if (!name) return 'Choose your CV file';
  if (name.length > LIMITS.fileName) return 'The file name is too long; rename the file to something shorter';
  if (hasControlCharacters(name))
    return 'The file name has invisible control characters; rename the file and attach it again';
  const lower = name.toLowerCase();
  const hasCvExtension = CV_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
  const type = file.type.trim().toLowerCase();
  const typeAgrees = type === '' || type === 'application/octet-stream' || CV_MIME_TYPES.includes(type);
  if (!hasCvExtension || !typeAgrees) return 'Your CV must be a PDF, DOC or DOCX file';
  if (!Number.isFinite(file.size) || file.size <= 0) return 'This file is empty; choose your CV again';
  if (file.size > CV_MAX_BYTES) return `Your CV is ${megabytes(file.size)}; the limit is 5 MB`;
  return null;
}

/** Passwords: at least 8 characters, at most 128 (OWASP); no composition rules. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
