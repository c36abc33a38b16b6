import { enquiryLineSchema, type EnquiryLine, type InboxItemReply } from '@storefront/types/forms';

/** The fields an item page shows in their own sections, not in the list of fields. */
const SHOWN_APART = new Set(['lines', 'subtotal']);

/** Every stored field of an item but an enquiry's lines and sub total, in the order the form sent them. */
export function plainFields(fields: InboxItemReply['item']['fields']): [string, unknown][] {
  return Object.entries(fields).filter(([key]) => !SHOWN_APART.has(key));
}

/** An enquiry's lines as stored (the api checked them on arrival); null when the item has none. */
export function enquiryLines(fields: InboxItemReply['item']['fields']): { lines: EnquiryLine[]; subtotal: number } | null {
  if (!Array.isArray(fields.lines)) return null;
  const lines = fields.lines.map((line) => enquiryLineSchema.safeParse(line)).flatMap((result) => (result.success ? [result.data] : []));
  const subtotal = typeof fields.subtotal === 'number' ? fields.subtotal : lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return { lines, subtotal };
}

/** A line's options as the cart shows them: "size: Large, colour: Tan". */
export function optionsText(options: EnquiryLine['options']): string {
  const entries = Object.entries(options ?? {});
  return entries.length ? entries.map(([name, value]) => `${name}: ${value}`).join(', ') : '—';
}
