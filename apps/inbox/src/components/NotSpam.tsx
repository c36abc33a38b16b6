import { useState } from 'react';
import { useSession } from '@storefront/shell';
import { STAFF_ENDPOINTS, staffPath, type MailsReply } from '@storefront/types/forms';
import { StaffForm, type SendState } from './StaffForm';
import styles from './Inbox.module.css';

/** What a spam item's page says first. */
export const SPAM_NOTICE = 'Marked as spam: no one was told of it and the sender got no acknowledgement.';

/**
 * A spam item's notice and its "Not spam": the api takes the mark off, sends the mails it held
 * back (the staff's notifications, the sender's acknowledgement) and answers with the item's mails.
 */
export function NotSpam({ id, onDone }: { id: string; onDone: (reply: MailsReply) => void }) {
  const { call } = useSession();
  const [state, setState] = useState<SendState>({ sending: false });
  const submit = async () => {
    setState({ sending: true });
    // An empty body: a POST (the item's id is in the address).
    const reply = await call(staffPath('notSpam', id), { body: {}, accept: STAFF_ENDPOINTS.notSpam.accept });
    if (reply.ok) onDone(reply.data);
    else setState({ sending: false, tone: 'error', message: reply.error });
  };
  return (
    <StaffForm
      path={staffPath('notSpam', id) as `/api/${string}`}
      labelledBy="spam-notice"
      className={styles.warning}
      onSend={submit}
      state={state}
      label="Not spam"
    >
      <p id="spam-notice">
        <strong>{SPAM_NOTICE}</strong>
      </p>
      <p>If a person sent it, say so: the staff who follow it are told, and the sender gets the acknowledgement.</p>
    </StaffForm>
  );
}
