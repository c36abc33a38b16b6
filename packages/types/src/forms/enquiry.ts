import * as z from 'zod/mini';
import { MAX_QUANTITY } from '../quantity';
import { LIMITS, hasControlCharacters } from './rules';
import { emailField, honeypot, indianMobileField, noControlCharacters, personName } from './schemas';

const MAX_LINE_PRICE = 100_000_000;

function optionalText(what: string, max: number, multiline = false) {
  return z.optional(
    z.pipe(
      z.string({ error: `${what} must be text` }).check(
        z.trim(),
        noControlCharacters(what.toLowerCase(), multiline),
        z.maxLength(max, {
          error: (iss) =>
            `Keep ${what.toLowerCase()} to ${max} characters or fewer (it has ${String(iss.input).length})`,
        }),
      ),
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  );
}

/** A cart line's texts come from the catalogue, yet reach the database too: the same rule. */
const cartText = (max: number) => z.string().check(noControlCharacters('your cart'), z.maxLength(max));
const lineText = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(LIMITS.lineText), noControlCharacters('your cart'));
const CART_CONTROL = 'Remove the invisible control characters from your cart';

/** One cart line as the enquiry carries it: what, which options, how many, at what price. */
export const enquiryLineSchema = z.object({
  id: lineText,
  name: lineText,
  /** Whole rupees, as the catalogue showed it. */
  price: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_LINE_PRICE)),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_QUANTITY)),
  // Keys are checked on the whole record: a key's own check could only say "Invalid input".
  options: z.optional(
    z
      .record(z.string().check(z.maxLength(40)), cartText(80))
      .check(
        z.refine((options) => !Object.keys(options).some((key) => hasControlCharacters(key)), { error: CART_CONTROL }),
      ),
  ),
});
export type EnquiryLine = z.output<typeof enquiryLineSchema>;

/**
 * Checkout: the visitor's contact details and the cart's lines, sent as an enquiry (nothing is
 * charged; the agency confirms prices and dates when it replies). The subtotal must be the sum
 * of the lines, so the visitor and the agency see the same figure.
 */
export const enquirySchema = z
  .object(
    {
      ...honeypot,
      name: personName('your name', LIMITS.fullName),
      email: emailField,
      phone: indianMobileField('your phone number'),
      company: optionalText('Your company name', LIMITS.company),
      message: optionalText('Your message', LIMITS.message, true),
      lines: z
        .array(enquiryLineSchema, { error: 'Your cart could not be read; reload the page and try again' })
        .check(
          z.minLength(1, { error: 'Your cart is empty.' }),
          z.maxLength(LIMITS.enquiryLines, { error: `An enquiry can hold at most ${LIMITS.enquiryLines} lines` }),
        ),
      subtotal: z.number({ error: 'The sub total is missing' }).check(z.int(), z.minimum(0)),
    },
    { error: 'The form arrived empty or unreadable; please send it again' },
  )
  .check(
    z.refine(
      (enquiry) => enquiry.subtotal === enquiry.lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
      {
        error: 'The sub total does not match the cart; reload the page and try again',
        path: ['subtotal'],
      },
    ),
  );
export type Enquiry = z.output<typeof enquirySchema>;
export type EnquiryInput = z.input<typeof enquirySchema>;
