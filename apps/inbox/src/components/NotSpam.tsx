import { useState, type FormEvent } from 'react';
import { useFormAction, useSession } from '@storefront/shell';
import { STAFF_ENDPOINTS, staffPath, type MailsReply } from '@storefront/types/forms';
import { FormStatus } from '@storefront/ui/forms';
import styles from './Inbox.module.css';

/** What a spam item's page says first. */
export const SPAM_NOTICE = 'Marked as spam: no one was told of it and the sender got no acknowledgement.';

/**
 * A spam item's notice and its "Not spam": the api takes the mark off, sends the mails it held
 * back (the staff's notifications, the sender's acknowledgement) and answers with the item's mails.
 */
export function NotSpam({ id, onDone }: { id: string; onDone: (reply: MailsReply) => void }) {
  const { call } = useSession();
  const [state, setState] = useState<{ sending: boolean; error?: string }>({ sending: false });
  // Sent by script only (with the staff token): a browser's own post is refused by the api.
  const action = useFormAction(staffPath('notSpam', id) as `/api/${string}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ sending: true });
    // An empty body: a POST (the item's id is in the address).
    const reply = await call(staffPath('notSpam', id), { body: {}, accept: STAFF_ENDPOINTS.notSpam.accept });
    if (reply.ok) onDone(reply.data);
    else setState({ sending: false, error: reply.error });
  };
  return (
    <form
      method="post"
      action={action}
      className={styles.warning}
      aria-labelledby="spam-notice"
      onSubmit={(event) => void submit(event)}
    >
      <p id="spam-notice">
        <strong>{SPAM_NOTICE}</strong>
      </p>
      <p>If a person sent it, say so: the staff who follow it are told, and the sender gets the acknowledgement.</p>
      <button type="submit" className="sf-btn" disabled={state.sending}>
        {state.sending ? 'Saving…' : 'Not spam'}
      </button>
      <FormStatus tone="error">{state.error}</FormStatus>
    </form>
  );
}
