import {
  ENDPOINTS,
  enquiryLineSchema,
  normaliseIndianMobile,
  type EnquiryLine,
  type InboxItemReply,
  type SubmissionKind,
} from '@storefront/types/forms';

/** The fields an item page shows in their own sections, not in the list of fields. */
const SHOWN_APART = new Set(['lines', 'subtotal']);

/**
 * Every stored field of an item but an enquiry's lines and sub total, in the order its form shows
 * them (its schema's order, as the site's form and the api's form page have them): the database
 * gives a form's fields back in an order of its own. A field the form does not have (where a
 * newsletter sign-up came from) follows the form's own, as stored.
 */
export function plainFields(fields: InboxItemReply['item']['fields'], kind: SubmissionKind): [string, unknown][] {
  const order = Object.keys(ENDPOINTS[kind].request.shape);
  const place = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(fields)
    .filter(([key]) => !SHOWN_APART.has(key))
    .sort(([a], [b]) => place(a) - place(b));
}

/** A link to write to the sender (the address checked on arrival; its parts escaped all the same). */
export function mailtoHref(email: string): string {
  return `mailto:${email.split('@').map(encodeURIComponent).join('@')}`;
}

/** A link to call the sender: an Indian mobile with its country code, any other number as typed, digits only. */
export function telHref(phone: string): string {
  const mobile = normaliseIndianMobile(phone);
  return mobile ? `tel:+91${mobile}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** An enquiry's lines as stored (the api checked them on arrival); null when the item has none. */
export function enquiryLines(
  fields: InboxItemReply['item']['fields'],
): { lines: EnquiryLine[]; subtotal: number } | null {
  if (!Array.isArray(fields.lines)) return null;
  const lines = fields.lines
    .map((line) => enquiryLineSchema.safeParse(line))
    .flatMap((result) => (result.success ? [result.data] : []));
  const subtotal =
    typeof fields.subtotal === 'number'
      ? fields.subtotal
      : lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return { lines, subtotal };
}

/** A line's options as the cart shows them: "size: Large, colour: Tan". */
export function optionsText(options: EnquiryLine['options']): string {
  const entries = Object.entries(options ?? {});
  return entries.length ? entries.map(([name, value]) => `${name}: ${value}`).join(', ') : '—';
}
