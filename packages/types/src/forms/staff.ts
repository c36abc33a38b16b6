import * as z from 'zod/mini';
import type { ApiSuccess, EndpointRoute, Role } from '../api';
import { APPS } from '@storefront/site/apps';
import type { GuardCheck } from '@storefront/site/guard-check';
import type { InpTarget, RumRelease, RumStep, RumTotal } from '../rum';
import { SUBMISSION_KINDS, type SubmissionKind } from './endpoints';
import { HELP_QUERY_TOPICS, type HelpQueryTopic } from './labels';
import { noControlCharacters } from './schemas';

/**
 * The staff inbox's contract (docs/product.md#the-api): every route, its query or body schema and
 * its reply. Only staff (and admins) get an answer; anyone else gets 401 or 403 and an `error`.
 * Item ids are opaque strings, one per item: build addresses with `staffPath`.
 */

/** What the api answers, and the inbox shows, to an account that is not staff. */
export const STAFF_ONLY = 'This page is for the agency’s staff.';

export const ITEM_STATUSES = ['new', 'in-progress', 'answered', 'closed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The roles an admin may give or take through the site; admins are made only on the server. */
export const ASSIGNABLE_ROLES = ['visitor', 'staff'] as const satisfies readonly Role[];

/** Items per page of the inbox list. */
export const INBOX_PAGE_SIZE = 50;
export const NOTE_MAX = 2000;
export const SEARCH_MAX = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00.000Z`).toISOString().slice(0, 10) === value;
const day = (what: string) =>
  z.optional(z.string().check(z.refine(isDay, { error: `${what} must be a date like 2026-01-31` })));

/** GET /api/staff/inbox and /api/staff/inbox.csv: every filter is optional; dates are whole UTC days, both included. */
export const inboxQuerySchema = z.object({
  kind: z.optional(z.enum(SUBMISSION_KINDS, { error: `kind is one of ${SUBMISSION_KINDS.join(', ')}` })),
  status: z.optional(z.enum(ITEM_STATUSES, { error: `status is one of ${ITEM_STATUSES.join(', ')}` })),
  from: day('from'),
  to: day('to'),
  q: z.optional(
    z
      .string()
      .check(
        noControlCharacters('the search'),
        z.maxLength(SEARCH_MAX, { error: `Keep the search to ${SEARCH_MAX} characters` }),
      ),
  ),
  page: z._default(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,5}$/, { error: 'page is a number from 1' })),
      z.transform((value) => Number(value)),
    ),
    1,
  ),
  /** `spam=true`: only what was marked as spam; without it, only what was not (docs/product.md#spam). */
  spam: z.optional(z.enum(['true'], { error: 'spam is true, or left out' })),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;
export type InboxQueryInput = z.input<typeof inboxQuerySchema>;

/** The longest window GET /api/staff/rum reads: a week. */
export const RUM_WINDOW_MAX_MINUTES = 7 * 24 * 60;

/**
 * GET /api/staff/rum: one app's releases over the last `minutes` (this minute included; 60 by
 * default). The app is any name: one the site has not just has no release.
 */
export const rumQuerySchema = z.object({
  app: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}$/, { error: 'app is the name of one of the site’s apps' })),
  minutes: z._default(
    z.pipe(
      z.string().check(
        z.regex(/^[1-9]\d{0,5}$/, { error: 'minutes is a number from 1' }),
        z.refine((value) => Number(value) <= RUM_WINDOW_MAX_MINUTES, {
          error: `minutes is at most ${RUM_WINDOW_MAX_MINUTES} (a week)`,
        }),
      ),
      z.transform((value) => Number(value)),
    ),
    60,
  ),
});
export type RumQuery = z.output<typeof rumQuerySchema>;

/** What the page views reported of each release of the app, oldest release first. */
export interface RumReply {
  app: string;
  /** The window: from its first minute (included) to now. */
  since: string;
  until: string;
  releases: RumRelease[];
}

/** The site's web apps (the host and the remotes): the apps a release page lists. */
const WEB_APPS = APPS.map((app) => app.name) as [string, ...string[]];

/** GET /api/staff/releases: every web app's releases, with their page views over the last `minutes` (60 by default). */
export const releasesQuerySchema = z.object({ minutes: rumQuerySchema.shape.minutes });
export type ReleasesQuery = z.output<typeof releasesQuerySchema>;

/** The steps a releases window is cut into: 12 (5 minutes each over an hour), or fewer. */
export const releaseStepMinutes = (minutes: number) => Math.max(1, Math.ceil(minutes / 12));

/** POST /api/staff/releases/end-canary (admin): end the app's canary; its visitors get the live release. */
export const endCanarySchema = z.object({
  app: z.enum(WEB_APPS, { error: `app is one of ${WEB_APPS.join(', ')}` }),
});
export type EndCanary = z.output<typeof endCanarySchema>;

/** A line of an app's release history, as the releases folder keeps it (newest first in a reply). */
export interface ReleaseLine {
  action: 'promote' | 'rollback' | 'canary' | 'share' | 'hold';
  /** What everyone gets after it; a canary's lines name the canary's release. */
  release: string;
  share: number | null;
  at: string;
  /** 'command', 'guard', or 'inbox: <email>'; null in lines older than the field. */
  by: string | null;
  reason: string | null;
  /** The figures a decision was made on. */
  figures: Record<string, number | null> | null;
  /** The canary release a rollback ended. */
  ended: string | null;
}

/** A release's page views over the window, in all and step by step, and its slowest interactions' elements. */
export interface ReleaseViews {
  total: RumTotal;
  steps: RumStep[];
  inpTargets: InpTarget[];
}

/** One web app: its live release and canary, each with its page views. */
export interface AppReleases {
  app: string;
  live: ({ release: string; at: string } & ReleaseViews) | null;
  canary: ({ release: string; share: number; since: string; stageSince: string } & ReleaseViews) | null;
  /** The last 20 lines, newest first. */
  history: ReleaseLine[];
}

/** The release guard's last check (null when it never ran), as it keeps it, its figures null when it kept none. */
export interface GuardCheckReply extends Omit<GuardCheck, 'figures'> {
  figures: NonNullable<GuardCheck['figures']> | null;
}

export interface ReleasesReply {
  /** The window, whole minutes: from `since` (included) to `until` (excluded, the end of this minute). */
  since: string;
  until: string;
  stepMinutes: number;
  apps: AppReleases[];
  guard: GuardCheckReply | null;
}

export interface EndCanaryReply extends ApiSuccess {
  app: string;
  /** The canary release ended. */
  release: string;
}

/** POST /api/staff/inbox/:id/status */
export const statusChangeSchema = z.object({
  status: z.enum(ITEM_STATUSES, { error: 'Choose a status: new, in progress, answered or closed' }),
  note: z._default(
    z
      .string({ error: 'The note must be text' })
      .check(
        noControlCharacters('the note', true),
        z.maxLength(NOTE_MAX, { error: `Keep the note to ${NOTE_MAX} characters` }),
      ),
    '',
  ),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

/** POST /api/staff/roles (admin): make an account staff, or a visitor again. */
export const roleChangeSchema = z.object({
  email: z
    .string({ error: 'Enter the account’s email address' })
    .check(z.minLength(3), z.maxLength(254), noControlCharacters('the email address')),
  role: z.enum(ASSIGNABLE_ROLES, { error: 'Choose staff or visitor' }),
});
export type RoleChange = z.output<typeof roleChangeSchema>;

/**
 * POST /api/staff/erase (admin): a person who asked by mail to have their data erased, by the
 * address they sent from (docs/product.md#delete-my-data). The admin makes sure it is them first.
 */
export const eraseSchema = z.object({
  email: z
    .string({ error: 'Enter the email address whose data is to be erased' })
    .check(
      z.trim(),
      z.minLength(3, { error: 'Enter the email address whose data is to be erased' }),
      z.maxLength(254),
      noControlCharacters('the email address'),
    ),
});
export type EraseRequest = z.output<typeof eraseSchema>;

/**
 * Who sent an item, whatever its kind: each form names its fields differently. The inbox's list
 * shows the sender from these fields, and the api's search looks in the same ones (so a search
 * finds what the list shows): the name from the first of SENDER_NAME_FIELDS present, else the
 * SENDER_NAME_PARTS together; the phone from the first of SENDER_PHONE_FIELDS.
 */
export const SENDER_NAME_FIELDS = ['name', 'fullName'] as const;
export const SENDER_NAME_PARTS = ['firstName', 'lastName'] as const;
export const SENDER_PHONE_FIELDS = ['phone', 'contact', 'contactNumber'] as const;

/** The kinds a staff member can be told of by mail: every form but the newsletter. */
export const NOTIFY_KINDS = ['help', 'enquiry', 'partner', 'job'] as const satisfies readonly SubmissionKind[];
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

/**
 * POST /api/staff/follows: the kinds of item the staff member is told of by mail, and for help
 * queries which topics. Following help means following the topics listed (at least one).
 */
export const followsSchema = z
  .object({
    kinds: z
      .array(z.enum(NOTIFY_KINDS, { error: `kinds are among ${NOTIFY_KINDS.join(', ')}` }))
      .check(z.maxLength(NOTIFY_KINDS.length)),
    helpTopics: z
      .array(z.enum(HELP_QUERY_TOPICS, { error: `help topics are among ${HELP_QUERY_TOPICS.join(', ')}` }))
      .check(z.maxLength(HELP_QUERY_TOPICS.length)),
  })
  .check(
    z.refine((f) => !f.kinds.includes('help') || f.helpTopics.length > 0, {
      error: 'Choose at least one query topic, or stop following help queries',
      path: ['helpTopics'],
    }),
  );
export type Follows = z.output<typeof followsSchema>;

export interface FollowsReply {
  kinds: NotifyKind[];
  helpTopics: HelpQueryTopic[];
  /** False until the staff member first saves a choice: an admin then follows everything, staff nothing. */
  chosen: boolean;
  /** The address the mails go to (the account's). */
  email: string;
  success?: string;
}

/** A staff reply's longest text. */
export const REPLY_MAX = 5000;

/** POST /api/staff/inbox/:id/reply: a reply mailed to the sender from the agency's address. */
export const replySchema = z.object({
  message: z.string({ error: 'Write your reply' }).check(
    z.trim(),
    z.minLength(1, { error: 'Write your reply', abort: true }),
    noControlCharacters('your reply', true),
    z.maxLength(REPLY_MAX, {
      error: (iss) => `Keep your reply to ${REPLY_MAX} characters or fewer (it has ${String(iss.input).length})`,
    }),
  ),
});
export type ReplyMessage = z.output<typeof replySchema>;

/** What a mail about an item is: the staff's notification, the sender's acknowledgement, a staff reply. */
export const MAIL_PURPOSES = ['notification', 'acknowledgement', 'reply'] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

/** Where a mail is: waiting its turn, being sent, sent, waiting to be tried again, or given up. */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'retrying', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** One mail about an item, as the item's page lists it (docs/product.md#mail). */
export interface ItemMail {
  /** Opaque: `staffPath('resendMail', id)` sends a failed one again. */
  id: string;
  purpose: MailPurpose;
  to: string;
  subject: string;
  state: MailState;
  /** When it was written to the outbox. */
  queuedAt: string;
  attempts: number;
  sentAt: string | null;
  /** The last failure, as the mail server (or the connection) said it. */
  lastError: string | null;
  /** When it is tried again (retrying). */
  nextAttemptAt: string | null;
  /** A reply: who wrote it, and what. */
  by: { name: string; email: string } | null;
  message: string | null;
}

/** The outbox as a whole: mails not yet sent, the oldest of them, and those given up. */
export interface MailHealth {
  unsent: number;
  /** When the oldest mail not yet sent was queued; null when every mail has gone. */
  oldestUnsentAt: string | null;
  failed: number;
}

/** One line of the inbox list. */
export interface InboxItem {
  id: string;
  kind: SubmissionKind;
  reference: string;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  status: ItemStatus;
  /** One line: the query's topic, the position applied for, an enquiry's lines and total… */
  summary: string;
  /** Marked as spam (its honeypot filled, or too many links): no one was told of it. */
  spam: boolean;
  /** When its personal fields were erased on request (docs/product.md#delete-my-data); null: never. */
  erasedAt: string | null;
}

export interface InboxReply {
  items: InboxItem[];
  /** Items matching the filter, over every page. */
  total: number;
  page: number;
  pageSize: number;
  /** Items still `new`, per kind, whatever the filter (spam not counted). */
  newCounts: Record<SubmissionKind, number>;
  /** The outbox: the page says when mail is failing. */
  mail: MailHealth;
}

export interface StatusEvent {
  status: ItemStatus;
  note: string;
  /** Who changed it: the staff member's name and email. */
  by: { name: string; email: string };
  at: string;
}

/** GET /api/staff/inbox/:id: every field as sent (as data: show it as text), the CV's facts, the history. */
export interface InboxItemReply {
  item: InboxItem & {
    /** The form's fields as stored: an enquiry's `lines` (name, options, quantity, price) and `subtotal` among them. */
    fields: Record<string, unknown>;
    /** A job application's CV (download it from `staffPath('cv', id)`); null for other kinds. */
    cv: { name: string; type: string; size: number } | null;
    history: StatusEvent[];
    /** Every mail about the item, oldest first: notifications, the acknowledgement, replies. */
    mails: ItemMail[];
  };
}

/** POST /api/staff/inbox/:id/reply */
export interface ReplyReply extends ApiSuccess {
  status: ItemStatus;
  history: StatusEvent[];
  mails: ItemMail[];
}

/** POST /api/staff/inbox/:id/not-spam, and /api/staff/mails/:id/resend: the item's mails as they are now. */
export interface MailsReply extends ApiSuccess {
  mails: ItemMail[];
}

export interface StatusReply extends ApiSuccess {
  status: ItemStatus;
  history: StatusEvent[];
}

export interface AuditEntry {
  at: string;
  /** Who did it; null for the server's `pnpm staff` command. */
  by: { name: string; email: string } | null;
  action: 'cv-view' | 'status' | 'role' | 'canary-end' | 'reply' | 'not-spam' | 'mail-resend' | 'erase';
  /** The item concerned (cv-view, status). */
  item: { id: string; kind: SubmissionKind; reference: string } | null;
  /** The account concerned (role). */
  account: { name: string; email: string } | null;
  status: ItemStatus | null;
  role: Role | null;
  note: string | null;
  /** The canary ended (canary-end): its app and release. */
  release: { app: string; release: string } | null;
}

export interface AuditReply {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TeamMember {
  name: string;
  email: string;
  role: Role;
}

/** GET /api/staff/roles (admin): every staff member and admin. */
export interface TeamReply {
  members: TeamMember[];
}

export interface RoleReply extends ApiSuccess {
  member: TeamMember;
}

/** What an erasure did: an account erased or not, and how many items emptied. */
export interface EraseReply extends ApiSuccess {
  account: boolean;
  items: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isInboxReply = (data: unknown): data is InboxReply =>
  isObject(data) && Array.isArray(data.items) && typeof data.total === 'number';
const isInboxItemReply = (data: unknown): data is InboxItemReply =>
  isObject(data) && isObject(data.item) && typeof data.item.id === 'string';
const isStatusReply = (data: unknown): data is StatusReply =>
  isObject(data) && typeof data.status === 'string' && Array.isArray(data.history);
const isAuditReply = (data: unknown): data is AuditReply => isObject(data) && Array.isArray(data.entries);
const isReplyReply = (data: unknown): data is ReplyReply =>
  isObject(data) && typeof data.success === 'string' && Array.isArray(data.mails) && Array.isArray(data.history);
const isMailsReply = (data: unknown): data is MailsReply =>
  isObject(data) && typeof data.success === 'string' && Array.isArray(data.mails);
const isFollowsReply = (data: unknown): data is FollowsReply =>
  isObject(data) && Array.isArray(data.kinds) && Array.isArray(data.helpTopics);
const isTeamReply = (data: unknown): data is TeamReply => isObject(data) && Array.isArray(data.members);
const isRoleReply = (data: unknown): data is RoleReply => isObject(data) && isObject(data.member);
const isEraseReply = (data: unknown): data is EraseReply => isObject(data) && typeof data.items === 'number';
const isRumReply = (data: unknown): data is RumReply => isObject(data) && Array.isArray(data.releases);
const isReleasesReply = (data: unknown): data is ReleasesReply => isObject(data) && Array.isArray(data.apps);
const isEndCanaryReply = (data: unknown): data is EndCanaryReply =>
  isObject(data) && typeof data.success === 'string' && typeof data.release === 'string';
/** A file to save (the CV, the CSV): read the reply as a Blob, not JSON. */
const isFile = (data: unknown): data is Blob => typeof Blob !== 'undefined' && data instanceof Blob;

/** A staff endpoint: who may call it, and what it takes. */
export interface StaffEndpoint<Reply = unknown> extends EndpointRoute<Reply> {
  method: 'GET' | 'POST';
  role: 'staff' | 'admin';
  /** The query string's schema (GET). */
  query?: z.ZodMiniType;
  /** The JSON body's schema (POST). */
  request?: z.ZodMiniType;
  /** The reply is a file (Content-Disposition: attachment), not JSON. */
  download?: true;
}

/**
 * Every staff route. Send the session's token as `Authorization: Bearer <token>` (a plain link
 * cannot, so a download is fetched and saved as a Blob). `:id` is an item's id: use staffPath.
 */
export const STAFF_ENDPOINTS = {
  inbox: { path: '/api/staff/inbox', method: 'GET', role: 'staff', query: inboxQuerySchema, accept: isInboxReply },
  inboxCsv: {
    path: '/api/staff/inbox.csv',
    method: 'GET',
    role: 'staff',
    query: inboxQuerySchema,
    download: true,
    accept: isFile,
  },
  item: { path: '/api/staff/inbox/:id', method: 'GET', role: 'staff', accept: isInboxItemReply },
  status: {
    path: '/api/staff/inbox/:id/status',
    method: 'POST',
    role: 'staff',
    request: statusChangeSchema,
    accept: isStatusReply,
  },
  cv: { path: '/api/staff/inbox/:id/cv', method: 'GET', role: 'staff', download: true, accept: isFile },
  reply: {
    path: '/api/staff/inbox/:id/reply',
    method: 'POST',
    role: 'staff',
    request: replySchema,
    accept: isReplyReply,
  },
  notSpam: { path: '/api/staff/inbox/:id/not-spam', method: 'POST', role: 'staff', accept: isMailsReply },
  /** `:id` is the mail's id (ItemMail.id): a failed mail goes back in the outbox. */
  resendMail: { path: '/api/staff/mails/:id/resend', method: 'POST', role: 'staff', accept: isMailsReply },
  follows: { path: '/api/staff/follows', method: 'GET', role: 'staff', accept: isFollowsReply },
  setFollows: {
    path: '/api/staff/follows',
    method: 'POST',
    role: 'staff',
    request: followsSchema,
    accept: isFollowsReply,
  },
  audit: {
    path: '/api/staff/audit',
    method: 'GET',
    role: 'admin',
    query: z.object({ page: inboxQuerySchema.shape.page }),
    accept: isAuditReply,
  },
  team: { path: '/api/staff/roles', method: 'GET', role: 'admin', accept: isTeamReply },
  setRole: { path: '/api/staff/roles', method: 'POST', role: 'admin', request: roleChangeSchema, accept: isRoleReply },
  erase: { path: '/api/staff/erase', method: 'POST', role: 'admin', request: eraseSchema, accept: isEraseReply },
  rum: { path: '/api/staff/rum', method: 'GET', role: 'staff', query: rumQuerySchema, accept: isRumReply },
  releases: {
    path: '/api/staff/releases',
    method: 'GET',
    role: 'staff',
    query: releasesQuerySchema,
    accept: isReleasesReply,
  },
  endCanary: {
    path: '/api/staff/releases/end-canary',
    method: 'POST',
    role: 'admin',
    request: endCanarySchema,
    accept: isEndCanaryReply,
  },
} as const satisfies Record<string, StaffEndpoint>;

export type StaffEndpointName = keyof typeof STAFF_ENDPOINTS;
export type StaffReplyOf<N extends StaffEndpointName> = (typeof STAFF_ENDPOINTS)[N]['accept'] extends (
  data: unknown,
) => data is infer R
  ? R
  : never;

/** A staff endpoint's address, with the item's id put in (encoded) where the path has `:id`. */
export function staffPath(name: StaffEndpointName, id?: string): string {
  const { path } = STAFF_ENDPOINTS[name];
  return path.includes(':id') ? path.replace(':id', encodeURIComponent(id ?? '')) : path;
}
