import { useRef, useState, type FormEvent } from 'react';
import { useFormAction, useSession } from '@storefront/shell';
import { STAFF_ENDPOINTS, staffPath, type ItemMail, type MailsReply } from '@storefront/types/forms';
import { FormStatus } from '@storefront/ui/forms';
import { MAIL_PURPOSE_LABELS } from '../data/labels';
import { mailStateText, oldestFirst } from '../data/mail';
import styles from './Inbox.module.css';

type Result = { tone: 'success' | 'error'; message: string };

/** "Send again" for a failed mail: the api puts it back in the outbox and answers with the item's mails. */
function SendAgain({
  mail,
  describedBy,
  onDone,
}: {
  mail: ItemMail;
  describedBy: string;
  onDone: (reply: MailsReply | null, result: Result) => void;
}) {
  const { call } = useSession();
  const [sending, setSending] = useState(false);
  // Sent by script only (with the staff token): a browser's own post is refused by the api.
  const action = useFormAction(staffPath('resendMail', mail.id) as `/api/${string}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    // An empty body: a POST (the mail's id is in the address).
    const reply = await call(staffPath('resendMail', mail.id), { body: {}, accept: STAFF_ENDPOINTS.resendMail.accept });
    setSending(false);
    onDone(
      reply.ok ? reply.data : null,
      reply.ok ? { tone: 'success', message: reply.data.success } : { tone: 'error', message: reply.error },
    );
  };
  return (
    <form method="post" action={action} className={styles.inline} onSubmit={(event) => void submit(event)}>
      <button type="submit" className="sf-btn sf-btn--ghost" disabled={sending} aria-describedby={describedBy}>
        {sending ? 'Sending again…' : 'Send again'}
      </button>
    </form>
  );
}

/**
 * Every mail about an item, oldest first: what it was (the staff's notification, the sender's
 * acknowledgement, a reply, with who wrote it and what), to whom, its subject and where it is; a
 * failed one can be sent again. Hands the item's mails back when they change.
 */
export function MailList({ mails, onChanged }: { mails: ItemMail[]; onChanged: (mails: ItemMail[]) => void }) {
  const [result, setResult] = useState<Result | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = (reply: MailsReply | null, next: Result) => {
    setResult(next);
    if (reply) {
      onChanged(reply.mails);
      // The button goes with the failure: the heading keeps the place, the status says what happened.
      heading.current?.focus();
    }
  };
  return (
    <section aria-labelledby="mails-title" className={styles.mails}>
      <h2 id="mails-title" ref={heading} tabIndex={-1}>
        Mails
      </h2>
      {mails.length ? (
        <ol className={styles.mailList} aria-label="Mails about this item, oldest first">
          {oldestFirst(mails).map((mail, index) => {
            const subject = `mail-${index}-subject`;
            const state = `mail-${index}-state`;
            return (
              <li key={mail.id} className={mail.state === 'failed' ? styles.mailFailed : undefined}>
                <strong>{MAIL_PURPOSE_LABELS[mail.purpose]}</strong> to {mail.to}
                <span id={subject} className={styles.who}>
                  Subject: {mail.subject}
                </span>
                {mail.purpose === 'reply' && mail.by && (
                  <span className={styles.who}>
                    Written by {mail.by.name} ({mail.by.email})
                  </span>
                )}
                {mail.purpose === 'reply' && mail.message && (
                  <blockquote className={styles.replyText}>{mail.message}</blockquote>
                )}
                <span id={state} className={styles.mailState}>
                  {mailStateText(mail)}
                </span>
                {mail.state === 'failed' && <SendAgain mail={mail} describedBy={`${subject} ${state}`} onDone={done} />}
              </li>
            );
          })}
        </ol>
      ) : (
        <p>No mail about this item.</p>
      )}
      <FormStatus tone={result?.tone}>{result?.message}</FormStatus>
    </section>
  );
}
