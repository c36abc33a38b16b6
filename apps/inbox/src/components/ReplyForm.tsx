import { useState } from 'react';
import { useSession } from '@storefront/shell';
import {
  REPLY_MAX,
  STAFF_ENDPOINTS,
  replySchema,
  staffPath,
  validateForm,
  type ReplyReply,
} from '@storefront/types/forms';
import { TextAreaField, focusFirstInvalid } from '@storefront/ui/forms';
import { StaffForm, type SendState } from './StaffForm';

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
  const [result, setResult] = useState<SendState & { field?: string | undefined }>({ sending: false });

  const submit = async (form: HTMLFormElement) => {
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
      setResult({ sending: false, tone: 'success', message: reply.data.success });
    } else {
      const field = reply.kind === 'rejected' ? reply.fields?.message : undefined;
      setResult({ sending: false, tone: 'error', message: reply.error, field });
      if (field) focusFirstInvalid(form, { message: field });
    }
  };

  return (
    <StaffForm
      path={staffPath('reply', id) as `/api/${string}`}
      labelledBy="reply-title"
      noValidate
      onSend={submit}
      state={result}
      label="Send reply"
      busyLabel="Sending…"
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
    </StaffForm>
  );
}
