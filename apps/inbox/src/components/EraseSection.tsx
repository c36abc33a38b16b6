import { useState } from 'react';
import { useSession } from '@storefront/shell';
import { STAFF_ENDPOINTS } from '@storefront/types/forms';
import { AddressField, StaffForm, type SendState } from './StaffForm';
import styles from './Inbox.module.css';

/** What the form says when the admin has not said the person asked. */
export const CONFIRM_ASKED = 'Tick the box once you have made sure the person asked, from this address.';

/**
 * The admin's erasure of a person who asked by mail (docs/product.md#delete-my-data): their
 * account, if any, and the personal fields of everything sent with the address. It cannot be
 * undone; the audit records it without the address.
 */
export function EraseSection() {
  const { call } = useSession();
  const [email, setEmail] = useState('');
  const [asked, setAsked] = useState(false);
  const [result, setResult] = useState<SendState>({ sending: false });

  const submit = async () => {
    if (!asked) return setResult({ sending: false, tone: 'error', message: CONFIRM_ASKED });
    setResult({ sending: true });
    const { erase } = STAFF_ENDPOINTS;
    const reply = await call(erase.path, { body: { email }, accept: erase.accept });
    setResult(
      reply.ok
        ? { sending: false, tone: 'success', message: reply.data.success }
        : { sending: false, tone: 'error', message: reply.error },
    );
    if (reply.ok) {
      setEmail('');
      setAsked(false);
    }
  };

  return (
    <section aria-labelledby="erase-title">
      <StaffForm
        path={STAFF_ENDPOINTS.erase.path}
        labelledBy="erase-title"
        onSend={submit}
        state={result}
        label="Erase their data"
        busyLabel="Erasing…"
      >
        <h2 id="erase-title">Erase a person’s data</h2>
        <p>
          For someone who asked by mail: their account, if they have one, and their name, address, phone number,
          messages and CVs in everything sent with that address. The items stay, marked “erased on request”. This cannot
          be undone.
        </p>
        <AddressField id="erase-email" label="Their email address" value={email} onChange={setEmail} />
        <label className={styles.check}>
          <input type="checkbox" checked={asked} onChange={(event) => setAsked(event.target.checked)} /> They asked by
          mail from this address, and I have made sure it is them.
        </label>
      </StaffForm>
    </section>
  );
}
