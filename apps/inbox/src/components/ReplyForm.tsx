import { useState, type FormEvent } from 'react';
import { useFormAction, useSession } from '@storefront/shell';
import {
  REPLY_MAX,
  STAFF_ENDPOINTS,
  replySchema,
  staffPath,
  validateForm,
  type ReplyReply,
} from '@storefront/types/forms';
import { FormStatus, TextAreaField, focusFirstInvalid } from '@storefront/ui/forms';
import styles from './Inbox.module.css';

/**
 * Writes to the sender: the api mails the reply from the agency's address with the staff member's
 * as the Reply-To, marks the item answered and hands back its status, history and mails. A reply
 * that could not be sent keeps its text, with the api's reason beside it.
 */
export function ReplyForm({
  id,
  to,
  email,
  onSent,
}: {
  id: string;
  /** Who it goes to, as the label names them: the sender's name, or else their email. */
  to: string;
  /** The sender's address, the one it is mailed to. */
  email: string;
  onSent: (reply: ReplyReply) => void;
}) {
  const { call, user } = useSession();
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<{
    sending: boolean;
    tone?: 'success' | 'error';
    text?: string;
    field?: string | undefined;
  }>({ sending: false });

  // Sent by script only (with the staff token): a browser's own post is refused by the api.
  const action = useFormAction(staffPath('reply', id) as `/api/${string}`);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The api's own rule first: an empty reply is not worth the round trip.
    const checked = validateForm(replySchema, { message });
    if (!checked.ok) {
      setResult({ sending: false, field: checked.errors.message ?? checked.errors[''] });
      focusFirstInvalid(form, { message: '' });
      return;
    }
    setResult({ sending: true });
    const reply = await call(staffPath('reply', id), {
      body: checked.data,
      accept: STAFF_ENDPOINTS.reply.accept,
    });
    if (reply.ok) {
      setMessage('');
      onSent(reply.data);
      setResult({ sending: false, tone: 'success', text: reply.data.success });
    } else {
      const field = reply.kind === 'rejected' ? reply.fields?.message : undefined;
      setResult({ sending: false, tone: 'error', text: reply.error, field });
      if (field) focusFirstInvalid(form, { message: field });
    }
  };

  return (
    <form
      method="post"
      action={action}
      className={styles.form}
      aria-labelledby="reply-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="reply-title">Reply</h2>
      <p>
        Your reply is mailed to {email} from the agency’s address, with{' '}
        {user?.email ? `your address (${user.email})` : 'your address'} to answer to: their answer comes to you. It is
        listed under Mails, and the item is marked Answered.
      </p>
      <TextAreaField
        id="reply-message"
        name="message"
        label={`Your reply to ${to}`}
        rows={6}
        maxLength={REPLY_MAX}
        value={message}
        error={result.field}
        onValueChange={setMessage}
      />
      <button type="submit" className="sf-btn" disabled={result.sending}>
        {result.sending ? 'Sending…' : 'Send reply'}
      </button>
      <FormStatus tone={result.tone}>{result.text}</FormStatus>
    </form>
  );
}
