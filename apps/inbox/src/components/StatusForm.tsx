import { useState, type FormEvent } from 'react';
import { useFormAction, useSession } from '@storefront/shell';
import {
  ITEM_STATUSES,
  NOTE_MAX,
  STAFF_ENDPOINTS,
  staffPath,
  type ItemStatus,
  type StatusReply,
} from '@storefront/types/forms';
import { FormStatus } from '@storefront/ui/forms';
import { STATUS_LABELS } from '../data/labels';
import styles from './Inbox.module.css';

/** Sets an item's status with a note; says what the api answered and hands its history back. */
export function StatusForm({
  id,
  status,
  onChanged,
}: {
  id: string;
  status: ItemStatus;
  onChanged: (reply: StatusReply) => void;
}) {
  const { call } = useSession();
  const [draft, setDraft] = useState({ status, note: '' });
  const [result, setResult] = useState<{ sending: boolean; tone?: 'success' | 'error'; message?: string }>({
    sending: false,
  });

  // Sent by script only (with the staff token): a browser's own post is refused by the api.
  const action = useFormAction(staffPath('status', id) as `/api/${string}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult({ sending: true });
    const reply = await call(staffPath('status', id), { body: draft, accept: STAFF_ENDPOINTS.status.accept });
    if (reply.ok) {
      setDraft((d) => ({ ...d, note: '' }));
      onChanged(reply.data);
      setResult({ sending: false, tone: 'success', message: reply.data.success });
    } else {
      setResult({ sending: false, tone: 'error', message: reply.error });
    }
  };

  return (
    <form
      method="post"
      action={action}
      className={styles.form}
      aria-labelledby="status-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="status-title">Status</h2>
      <div className="sf-field">
        <label htmlFor="item-status">Change status to</label>
        <select
          id="item-status"
          value={draft.status}
          onChange={(event) => setDraft((d) => ({ ...d, status: event.target.value as ItemStatus }))}
        >
          {ITEM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="sf-field">
        <label htmlFor="item-note">Note (optional)</label>
        <textarea
          id="item-note"
          rows={3}
          maxLength={NOTE_MAX}
          value={draft.note}
          onChange={(event) => setDraft((d) => ({ ...d, note: event.target.value }))}
        />
      </div>
      <button type="submit" className="sf-btn" disabled={result.sending}>
        {result.sending ? 'Saving…' : 'Save status'}
      </button>
      <FormStatus tone={result.tone}>{result.message}</FormStatus>
    </form>
  );
}
