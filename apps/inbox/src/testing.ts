// Stubbed api replies for the inbox's tests: accounts of each role and a few items.
import type { PublicUser, Role } from '@storefront/types';
import type { InboxItem, InboxItemReply, InboxReply, ItemMail, MailHealth } from '@storefront/types/forms';

export const account = (role: Role): PublicUser => ({
  name: 'Meera Shah',
  email: 'meera@brandwala.in',
  contactNo: '9876543210',
  cityName: 'Mumbai',
  role,
});

/** The session check's stub for a stored token of that role. */
export const signedInAs = (role: Role) => ({ token: 'staff.token.value', me: { body: { user: account(role) } } });

export const ENQUIRY: InboxItem = {
  id: 'a'.repeat(32),
  kind: 'enquiry',
  reference: 'ENQ-7K3Q9M',
  receivedAt: '2026-11-23T09:30:00.000Z',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  status: 'new',
  summary: 'Hoarding Campaign (size: Large) × 1 @ ₹1,20,000; Reel Shoot × 2 @ ₹15,000 (sub total ₹1,50,000)',
  spam: false,
  erasedAt: null,
};

export const JOB: InboxItem = {
  id: 'b'.repeat(32),
  kind: 'job',
  reference: 'JOB-4HJ7PQ',
  receivedAt: '2026-11-22T06:00:00.000Z',
  name: '<img src=x onerror="window.hacked=1">',
  email: 'vikram@example.in',
  phone: '9123456780',
  status: 'answered',
  summary: 'Application: <script>window.hacked=1</script>Copywriter',
  spam: false,
  erasedAt: null,
};

export const HELP: InboxItem = {
  id: 'd'.repeat(32),
  kind: 'help',
  reference: 'HLP-7K3Q9M',
  receivedAt: '2026-11-21T05:00:00.000Z',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '9876543210',
  status: 'new',
  summary: 'Technology: Please call me about a new website.',
  spam: false,
  erasedAt: null,
};

/** A help query as the api sends it: its fields in the database's order (shorter keys first), not the form's. */
export const HELP_ITEM: InboxItemReply = {
  item: {
    ...HELP,
    fields: {
      email: 'ravi@example.in',
      query: 'Technology',
      contact: '9876543210',
      message: 'Please call me about a new website.',
      lastName: 'Kumar',
      firstName: 'Ravi',
    },
    cv: null,
    history: [],
    mails: [],
  },
};

/** The outbox with every mail gone: the inbox says nothing of it. */
export const MAIL_FLOWING: MailHealth = { unsent: 0, oldestUnsentAt: null, failed: 0 };

export function inboxReply(items: InboxItem[] = [ENQUIRY, JOB], extra: Partial<InboxReply> = {}): InboxReply {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 50,
    newCounts: { enquiry: 1, help: 0, partner: 2, job: 0, newsletter: 3 },
    mail: MAIL_FLOWING,
    ...extra,
  };
}

export const ENQUIRY_ITEM: InboxItemReply = {
  item: {
    ...ENQUIRY,
    fields: {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      company: '<b>Rao & Sons</b>',
      lines: [
        { id: 'hoarding-campaign', name: 'Hoarding Campaign', price: 120000, quantity: 1, options: { size: 'Large' } },
        { id: 'reel-shoot', name: 'Reel Shoot', price: 15000, quantity: 2 },
      ],
      subtotal: 150000,
    },
    cv: null,
    history: [],
    mails: [],
  },
};

export const JOB_ITEM: InboxItemReply = {
  item: {
    ...JOB,
    fields: {
      firstName: 'Vikram',
      lastName: 'Iyer',
      contactNumber: '9123456780',
      email: 'vikram@example.in',
      position: 'Copywriter',
    },
    cv: { name: 'vikram-cv.pdf', type: 'pdf', size: 20480 },
    history: [
      {
        status: 'answered',
        note: 'Called him',
        by: { name: 'Meera Shah', email: 'meera@brandwala.in' },
        at: '2026-11-22T08:00:00.000Z',
      },
    ],
    mails: [],
  },
};

/** A mail about an item, sent; pass what differs. */
export function mail(extra: Partial<ItemMail> = {}): ItemMail {
  return {
    id: 'm'.repeat(32),
    purpose: 'notification',
    to: 'meera@brandwala.in',
    subject: 'New enquiry ENQ-7K3Q9M from Asha Rao',
    state: 'sent',
    queuedAt: '2026-11-23T09:30:01.000Z',
    attempts: 1,
    sentAt: '2026-11-23T09:30:05.000Z',
    lastError: null,
    nextAttemptAt: null,
    by: null,
    message: null,
    ...extra,
  };
}
