import type { ItemStatus, MailPurpose, NotifyKind, SubmissionKind } from '@storefront/types/forms';

/** What each kind of item is called in the inbox (docs/product.md#inbox). */
export const KIND_LABELS: Record<SubmissionKind, { one: string; many: string }> = {
  enquiry: { one: 'Enquiry', many: 'Enquiries' },
  help: { one: 'Help query', many: 'Help queries' },
  partner: { one: 'Partner application', many: 'Partner applications' },
  job: { one: 'Job application', many: 'Job applications' },
  newsletter: { one: 'Newsletter sign-up', many: 'Newsletter sign-ups' },
};

/** The order the inbox lists the kinds in: what can become business first. */
export const KIND_ORDER: readonly SubmissionKind[] = ['enquiry', 'help', 'partner', 'job', 'newsletter'];

export const STATUS_LABELS: Record<ItemStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};

export { formatWhen } from '@storefront/ui/when';

/** A form field's key as a label: "contactNumber" -> "Contact number". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as text: markup stays text because React renders it as such. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** What a mail about an item is, in words. */
export const MAIL_PURPOSE_LABELS: Record<MailPurpose, string> = {
  notification: 'Notification to staff',
  acknowledgement: 'Acknowledgement to sender',
  reply: 'Reply',
};

/** The kinds of item a staff member can be told of by mail, as the "Mail I get" form names them. */
export const NOTIFY_LABELS: Record<NotifyKind, string> = {
  help: 'Help queries',
  enquiry: 'Cart enquiries',
  partner: 'Partner applications',
  job: 'Job applications',
};
