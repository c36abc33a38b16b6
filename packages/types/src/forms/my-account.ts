import { isMeReply, isSuccess, type ApiSuccess, type EndpointRoute, type MeReply } from '../api';
import type { NewsletterState } from './account';

export type { NewsletterState };

/**
 * My account's contract (docs/product.md#my-account): what the signed-in visitor is shown of their
 * account, and the newsletter switch. Only the account's own bearer gets an answer (401 otherwise).
 * No zod here: the page draws with this at once; ENDPOINTS adds the switch's schema.
 */

/** The forms My account lists: those the agency answers (the newsletter box shows as the switch). */
export const ACCOUNT_ITEM_KINDS = ['help', 'partner', 'job', 'enquiry'] as const;
export type AccountItemKind = (typeof ACCOUNT_ITEM_KINDS)[number];

/** Where a form is, as its sender sees it: received (new, or being worked on), answered, closed. */
export type AccountItemStatus = 'received' | 'answered' | 'closed';

/** One of the agency's replies to a form, as the mail said it. */
export interface AccountItemReply {
  /** When it was written (ISO). */
  at: string;
  message: string;
}

/** A form the visitor sent: signed in, or with their confirmed address. */
export interface AccountItem {
  kind: AccountItemKind;
  reference: string;
  /** ISO. */
  receivedAt: string;
  status: AccountItemStatus;
  /** Oldest first. */
  replies: AccountItemReply[];
}

/** GET /api/account: the account, its address's place on the newsletter list, its forms (newest first). */
export interface AccountReply extends MeReply {
  newsletter: NewsletterState | null;
  items: AccountItem[];
}

/** The newsletter switch: on (asks, or joins at once if the account's address is confirmed) or off (leaves). */
export interface NewsletterSwitch {
  subscribe: boolean;
}

/** What the switch did, and where the address is now. */
export interface NewsletterSwitchReply extends ApiSuccess {
  newsletter: NewsletterState | null;
}

export const isAccountReply = (data: unknown): data is AccountReply =>
  isMeReply(data) && Array.isArray((data as AccountReply).items);
export const isNewsletterSwitchReply = (data: unknown): data is NewsletterSwitchReply =>
  isSuccess(data) && 'newsletter' in data;

/** Where My account's endpoints are and what they answer (methods and schema: ENDPOINTS). */
export const ACCOUNT_ROUTES = {
  account: { path: '/api/account', accept: isAccountReply },
  accountNewsletter: { path: '/api/account/newsletter', accept: isNewsletterSwitchReply },
  /** Delete my account (its password in the body): the account and what it sent, erased. */
  deleteAccount: { path: '/api/account/delete', accept: isSuccess },
} as const satisfies Record<string, EndpointRoute>;
