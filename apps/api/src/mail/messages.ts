import { ENDPOINT_ROUTES } from '@storefront/types';
import {
  BUSINESS_HOURS,
  FORM_LABELS,
  ACCOUNT_PAGES,
  NEWSLETTER_PAGES,
  RESET_PASSWORD_PATH,
  type NotifyKind,
  type SubmissionKind,
} from '@storefront/types/forms';
import { formatRupees } from '@storefront/ui/money';
import { newMessageId, type Mailbox, type NewMail } from '../db/outbox';
import type { NewRow } from '../db/submissions';
import { describeLines } from '../services/export';
import { senderOf } from '../services/inbox';
import type { MailContent } from './layout';

/**
 * The mails the site sends (docs/product.md#mail): about an item, the staff's notification, the
 * sender's acknowledgement and a staff reply; the link to set a new password; the newsletter's
 * confirmation and welcome. Built here from what was stored, rendered once, queued.
 */

/** What every mail needs to know of the deployment (from the api's config). */
export interface MailSettings {
  from: Mailbox;
  /** The site's public origin: every link in a mail's text points there. */
  siteUrl: string;
  /** The api's public origin: a newsletter mail's one-click leave (List-Unsubscribe) posts there. */
  apiUrl: string;
}

const AGENCY = 'Brandwala Media';

/** The kinds as a mail names them. */
export const KIND_NAMES: Record<NotifyKind, string> = {
  help: 'Help query',
  enquiry: 'Cart enquiry',
  partner: 'Partner application',
  job: 'Job application',
};

/** One line for a header: a value a visitor typed can never start a header of its own. */
export function oneLine(value: string, max = 200): string {
  const line = value
    .replace(/[\r\n\t\u0085\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What the sender chose, for the subject: the query's topic, the partner type, the position. */
function topicOf(kind: NotifyKind, data: Record<string, unknown>): string {
  switch (kind) {
    case 'help':
      return text(data.query);
    case 'partner':
      return text(data.partnerType);
    case 'job':
      return text(data.position);
    case 'enquiry':
      return text(data.company);
  }
}

const ENQUIRY_LABELS = { name: 'Name', email: 'Email', phone: 'Phone', company: 'Company', message: 'Message' };

/** The form's fields in the form's order, as label and text; never the CV itself. */
export function fieldsOf(kind: NotifyKind, data: Record<string, unknown>): [string, string][] {
  if (kind === 'enquiry') {
    const rows = Object.entries(ENQUIRY_LABELS).map(([key, label]): [string, string] => [label, text(data[key])]);
    return [
      ...rows.filter(([, value]) => value),
      ['Services', describeLines(data.lines, (amount) => (typeof amount === 'number' ? formatRupees(amount) : ''))],
      ['Sub total', typeof data.subtotal === 'number' ? formatRupees(data.subtotal) : ''],
    ];
  }
  const labels: Record<string, string> = FORM_LABELS[kind];
  return Object.entries(labels).flatMap(([key, label]): [string, string][] => {
    if (key === 'cv') {
      const cv = data.cv as { originalName?: unknown } | undefined;
      return cv ? [[label, `${text(cv.originalName)} (on the item's page; not attached)`]] : [];
    }
    const value = text(data[key]);
    return value ? [[label, value]] : [];
  });
}

/**
 * The layout (react-dom/server, react-email) is loaded by the first mail, not with the api: most
 * requests never render one, and every process and test that builds the app would pay for it.
 */
async function rendered(content: MailContent, settings: MailSettings) {
  const { renderMail } = await import('./layout');
  return renderMail(content, settings.siteUrl);
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/** A mail to one person, rendered from `content` under a new Message-ID. */
async function mailTo(
  settings: MailSettings,
  purpose: NewMail['purpose'],
  to: Mailbox,
  subject: string,
  content: MailContent,
  more: Pick<NewMail, 'listUnsubscribe'> = {},
): Promise<NewMail> {
  const { html, text: plain } = await rendered(content, settings);
  return { purpose, messageId: newMessageId(domainOf(settings.from.address)), to, subject, text: plain, html, ...more };
}

/** The item's page in the inbox, as the inbox addresses it (/inbox/:kind/:id). */
export const itemUrl = (settings: MailSettings, kind: SubmissionKind, id: string) =>
  `${settings.siteUrl}/inbox/${kind}/${id}`;

/** The visitor's subject line for an item: the acknowledgement's, and (with Re:) the replies'. */
export const acknowledgementSubject = (kind: NotifyKind, reference: string) =>
  `We have your ${KIND_NAMES[kind].toLowerCase()}: ${reference}`;

/**
 * The mails a new item causes: one notification to each follower (Reply-To the sender, so an
 * answer from a mail program reaches them) and the sender's acknowledgement.
 */
export async function newItemMails(
  settings: MailSettings,
  kind: NotifyKind,
  data: Record<string, unknown>,
  row: NewRow,
  followers: Mailbox[],
): Promise<NewMail[]> {
  const sender = senderOf(data);
  const fields = fieldsOf(kind, data);
  const topic = topicOf(kind, data);
  const domain = domainOf(settings.from.address);
  const visitor: Mailbox | null = sender.email ? { name: oneLine(sender.name, 100), address: sender.email } : null;
  const mails: NewMail[] = [];

  if (followers.length) {
    const subject = oneLine(
      `${KIND_NAMES[kind]} ${row.reference} from ${sender.name || sender.email || 'the site'}${topic ? `: ${topic}` : ''}`,
    );
    const link = itemUrl(settings, kind, row.id);
    const { html, text: plain } = await rendered(
      {
        preview: `${KIND_NAMES[kind]} ${row.reference} just arrived on the site.`,
        heading: `${KIND_NAMES[kind]} ${row.reference}`,
        paragraphs: [
          `${sender.name || 'Someone'} sent this on the site. Answer from the inbox, or reply to this mail to write to them directly.`,
        ],
        fields,
        action: { label: 'Open it in the inbox', href: link },
        footer: [
          `${AGENCY} staff inbox: ${link}`,
          'You get these because you follow this kind of item; choose what you get in the inbox.',
        ],
      },
      settings,
    );
    for (const follower of followers) {
      mails.push({
        purpose: 'notification',
        messageId: newMessageId(domain),
        to: { name: oneLine(follower.name, 100), address: follower.address },
        replyTo: visitor,
        subject,
        text: plain,
        html,
      });
    }
  }

  if (visitor) {
    const { html, text: plain } = await rendered(
      {
        preview: `Your reference is ${row.reference}. We answer ${BUSINESS_HOURS}.`,
        heading: `Thank you${text(data.firstName) ? `, ${text(data.firstName)}` : ''}: we have your ${KIND_NAMES[kind].toLowerCase()}`,
        paragraphs: [
          `Your reference is ${row.reference}; quote it whenever you write to us or call.`,
          `A person reads every message. We answer ${BUSINESS_HOURS}, usually within one working day.`,
          'Here is what you sent:',
        ],
        fields: fields.filter(([label]) => label !== FORM_LABELS.job.cv),
        footer: [
          `${AGENCY}, ${settings.siteUrl}`,
          'You get this mail because this address was given in a form on our site. Reply to add anything.',
        ],
      },
      settings,
    );
    mails.push({
      purpose: 'acknowledgement',
      messageId: newMessageId(domain),
      to: visitor,
      subject: oneLine(acknowledgementSubject(kind, row.reference)),
      text: plain,
      html,
    });
  }
  return mails;
}

/**
 * A staff reply to the item's sender: from the agency, Reply-To the staff member, threaded on the
 * acknowledgement (In-Reply-To and References its Message-ID) so the sender's mail program shows
 * the two together.
 */
export async function replyMail(
  settings: MailSettings,
  item: { kind: NotifyKind; reference: string; name: string; email: string },
  staff: { id: number; name: string; email: string },
  message: string,
  acknowledgement: string | null,
): Promise<NewMail> {
  const { html, text: plain } = await rendered(
    {
      preview: message.slice(0, 120),
      heading: `About your ${KIND_NAMES[item.kind].toLowerCase()} ${item.reference}`,
      paragraphs: [message, `${staff.name}, ${AGENCY}`],
      footer: [
        `Your reference: ${item.reference}. Reply to this mail to answer ${staff.name}.`,
        `${AGENCY}, ${settings.siteUrl}`,
      ],
    },
    settings,
  );
  return {
    purpose: 'reply',
    messageId: newMessageId(domainOf(settings.from.address)),
    to: { name: oneLine(item.name, 100), address: item.email },
    replyTo: { name: oneLine(`${staff.name}, ${AGENCY}`, 100), address: staff.email },
    inReplyTo: acknowledgement,
    subject: oneLine(`Re: ${acknowledgementSubject(item.kind, item.reference)}`),
    text: plain,
    html,
    author: { id: staff.id, message },
  };
}

/** How long a link to set a new password works (once). */
export const PASSWORD_RESET_MINUTES = 30;

/**
 * The link to set a new password, to the account's email. The token is in the URL's fragment
 * (`#token=`), which a browser never sends: it reaches no server's log and no Referer.
 */
export function passwordResetMail(settings: MailSettings, user: { name: string; email: string }, token: string) {
  const link = `${settings.siteUrl}${RESET_PASSWORD_PATH}#token=${token}`;
  return mailTo(
    settings,
    'password-reset',
    { name: oneLine(user.name, 100), address: user.email },
    `Set a new password for your ${AGENCY} account`,
    {
      preview: `Choose a new password for your ${AGENCY} account. The link lasts ${PASSWORD_RESET_MINUTES} minutes.`,
      heading: 'Set a new password',
      paragraphs: [
        `Hello ${user.name},`,
        `Someone asked to set a new password for your ${AGENCY} account. The button below opens a page where you choose one. The link lasts ${PASSWORD_RESET_MINUTES} minutes and works once.`,
        'If you did not ask, ignore this mail: your password stays as it is.',
      ],
      // A browser without JavaScript cannot read the link's fragment: its page asks for this instead.
      fields: [['Code, if the page asks for one', token]],
      action: { label: 'Set a new password', href: link },
      footer: [
        `${AGENCY}, ${settings.siteUrl}`,
        'You get this mail because a new password was asked for on our site for the account with this address.',
      ],
    },
  );
}

/** How long a link to confirm a newsletter subscription works (once). */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/**
 * A newsletter mail to `email` (the confirmation, the welcome): its content, then its way off the
 * list, on the site's page (the token in the fragment, as the reset's) with the code its page asks
 * for without JavaScript, and the one-click address a mail program posts to (RFC 8058), on the api,
 * in List-Unsubscribe.
 */
function newsletterMail(
  settings: MailSettings,
  email: string,
  purpose: 'newsletter-confirm' | 'newsletter-welcome',
  subject: string,
  content: Omit<MailContent, 'footer' | 'footerLink'>,
  leave: string,
) {
  return mailTo(
    settings,
    purpose,
    { name: '', address: email },
    subject,
    {
      ...content,
      footer: [
        `${AGENCY}, ${settings.siteUrl}`,
        `Leave the newsletter at any time, in one step, with the link below (the code, if its page asks for one: ${leave}).`,
      ],
      footerLink: {
        label: 'Leave the newsletter',
        href: `${settings.siteUrl}${NEWSLETTER_PAGES.leave}#token=${leave}`,
      },
    },
    { listUnsubscribe: `${settings.apiUrl}${ENDPOINT_ROUTES.newsletterLeave.path}?token=${leave}` },
  );
}

/** Double opt-in: the link that puts `email` on the list, and the way to say no. */
export function newsletterConfirmMail(
  settings: MailSettings,
  email: string,
  tokens: { confirm: string; leave: string },
) {
  return newsletterMail(
    settings,
    email,
    'newsletter-confirm',
    `Confirm your subscription to the ${AGENCY} newsletter`,
    {
      preview: `One step left: confirm that this address gets the ${AGENCY} newsletter.`,
      heading: 'Confirm your subscription',
      paragraphs: [
        `Someone, we hope you, asked on our site for ${email} to get the ${AGENCY} newsletter: news of our services, offers and events.`,
        `The button below puts this address on the list. The link works for ${NEWSLETTER_CONFIRM_DAYS} days.`,
        'If you did not ask, ignore this mail: nothing more is sent to this address unless it is confirmed.',
      ],
      // A browser without JavaScript cannot read the link's fragment: its page asks for this instead.
      fields: [['Code, if the page asks for one', tokens.confirm]],
      action: {
        label: 'Confirm my subscription',
        href: `${settings.siteUrl}${NEWSLETTER_PAGES.confirm}#token=${tokens.confirm}`,
      },
    },
    tokens.leave,
  );
}

/** Confirmed: `email` is on the list, and every newsletter mail says how to leave it. */
export function newsletterWelcomeMail(settings: MailSettings, email: string, leave: string) {
  return newsletterMail(
    settings,
    email,
    'newsletter-welcome',
    `You are on the ${AGENCY} newsletter list`,
    {
      preview: `Thank you for confirming: ${email} is on the ${AGENCY} newsletter list.`,
      heading: 'Welcome to our newsletter',
      paragraphs: [
        `Thank you for confirming: ${email} is on the list for the ${AGENCY} newsletter.`,
        "You can leave at any time, in one step: with the link at the end of every newsletter mail, or your mail program's Unsubscribe.",
      ],
    },
    leave,
  );
}

/** How long a link to confirm an account's address works. */
export const EMAIL_CONFIRM_DAYS = 7;

/** Sign-up (and "send the mail again"): the link that confirms the account's address. */
export function emailConfirmMail(
  settings: MailSettings,
  user: { name: string; email: string; newsletterConsent: boolean },
  token: string,
) {
  return mailTo(
    settings,
    'email-confirm',
    { name: oneLine(user.name, 100), address: user.email },
    `Confirm your email address for your ${AGENCY} account`,
    {
      preview: `One click confirms that ${user.email} is yours.`,
      heading: 'Confirm your email address',
      paragraphs: [
        `Hello ${user.name},`,
        `Thank you for making a ${AGENCY} account. The button below confirms that ${user.email} is yours: My account then shows what you send us from it, and our answers. The link works for ${EMAIL_CONFIRM_DAYS} days.`,
        // The consent box's own confirmation: one mail at sign-up, not two.
        ...(user.newsletterConsent
          ? [`You also asked for the ${AGENCY} newsletter: the same button puts this address on its list.`]
          : []),
        'Your account works already. If you did not make it, ignore this mail.',
      ],
      // A browser without JavaScript cannot read the link's fragment: its page asks for this instead.
      fields: [['Code, if the page asks for one', token]],
      action: { label: 'Confirm my address', href: `${settings.siteUrl}${ACCOUNT_PAGES.confirmEmail}#token=${token}` },
      footer: [
        `${AGENCY}, ${settings.siteUrl}`,
        'You get this mail because an account was made with this address on our site.',
      ],
    },
  );
}
