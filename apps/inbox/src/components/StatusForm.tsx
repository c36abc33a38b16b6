import { useState } from 'react';
import { useSession } from '@storefront/shell';
import {
  ITEM_STATUSES,
  NOTE_MAX,
  STAFF_ENDPOINTS,
  staffPath,
  type ItemStatus,
  type StatusReply,
} from '@storefront/types/forms';
import { STATUS_LABELS } from '../data/labels';
import { ChoiceField, StaffForm, type SendState } from './StaffForm';

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
  const [result, setResult] = useState<SendState>({ sending: false });

  const submit = async () => {
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
    <StaffForm
      path={staffPath('status', id) as `/api/${string}`}
      labelledBy="status-title"
      onSend={submit}
      state={result}
      label="Save status"
    >
      <h2 id="status-title">Status</h2>
      <ChoiceField
        id="item-status"
        label="Change status to"
        value={draft.status}
        values={ITEM_STATUSES}
        labels={STATUS_LABELS}
        onChange={(status) => setDraft((d) => ({ ...d, status }))}
      />
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
    </StaffForm>
  );
}
