import type { Transporter } from 'nodemailer';
import type { ClaimedMail, Mailbox } from '../db/outbox';

/** What the sender needs of a mail server: send one mail, check it answers, let go of it. */
export interface MailTransport {
  /** Sends the mail; resolves with the server's answer ("250 2.0.0 OK …"). */
  send(mail: ClaimedMail): Promise<string>;
  /** Resolves once the server greets and accepts a session. */
  verify(): Promise<void>;
  /** Drops every connection (one in flight fails); the next send opens a new one. */
  reset(): void;
  close(): void;
}

/**
 * nodemailer's defaults wait minutes on a server that accepts and never answers (connection 2 min,
 * socket 10 min): a claimed mail would be held that long. These are the longest waits a healthy
 * server needs; a slower one counts as failing, and the mail is tried again.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const address = (box: Mailbox) => ({ name: box.name, address: box.address });

/** RFC 8058: the https address of List-Unsubscribe takes a POST, and leaves in one click. */
const oneClick = (mail: ClaimedMail) =>
  mail.listUnsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};

/**
 * SMTP at `url` (SMTP_URL: smtp://user:password@host:587, smtps://…), a pool of up to two
 * connections. nodemailer is loaded by the first use, not with the api (as the layout is: messages.ts).
 */
export function smtpTransport(url: string, from: Mailbox): MailTransport {
  const open = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({ url, pool: true, maxConnections: 2, ...SMTP_TIMEOUTS });
  };
  let transport: Promise<Transporter> | null = null;
  // A load that failed is tried again by the next use, not kept.
  const current = () =>
    (transport ??= open().catch((error: unknown) => {
      transport = null;
      throw error;
    }));
  const drop = () => {
    transport?.then((t) => t.close()).catch(() => {});
    transport = null;
  };
  return {
    async send(mail) {
      const info = await (
        await current()
      ).sendMail({
        from: address(from),
        to: address(mail.to),
        ...(mail.replyTo && { replyTo: address(mail.replyTo) }),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        ...(mail.inReplyTo && { inReplyTo: mail.inReplyTo, references: [mail.inReplyTo] }),
        // The time it was queued, not sent: the visitor's mail program sorts by what happened.
        date: new Date(mail.queuedAt),
        // A notification or an acknowledgement is written by the site, not a person (RFC 3834): an
        // out-of-office answers neither, so two robots cannot mail each other forever.
        ...(mail.purpose !== 'reply' && { headers: { 'Auto-Submitted': 'auto-generated', ...oneClick(mail) } }),
        // A newsletter mail: its mail program offers to leave the list, by https in one click or by mail.
        ...(mail.listUnsubscribe && {
          list: { unsubscribe: [[mail.listUnsubscribe, `mailto:${from.address}?subject=Unsubscribe`]] },
        }),
      });
      return String(info.response ?? '');
    },
    async verify() {
      await (await current()).verify();
    },
    reset: drop,
    close: drop,
  };
}
