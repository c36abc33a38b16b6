import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormAction, useSession } from '@storefront/shell';
import { STAFF_ENDPOINTS } from '@storefront/types/forms';
import styles from './Inbox.module.css';

export interface EndCanaryResult {
  tone: 'success' | 'error';
  message: string;
}

/**
 * An admin's "End canary": asks first, then ends the app's canary (its visitors get the live
 * release on their next page) and hands back what the api answered. Focus goes to the question,
 * and back to the button on Cancel.
 */
export function EndCanary({
  app,
  release,
  live,
  onDone,
}: {
  app: string;
  release: string;
  live: string | null;
  onDone: (result: EndCanaryResult) => void;
}) {
  const { call } = useSession();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asking) question.current?.focus();
    else if (asked.current) button.current?.focus();
    asked.current = asking;
  }, [asking]);

  // Sent by script only (with the admin's token): a browser's own post is refused by the api.
  const action = useFormAction(STAFF_ENDPOINTS.endCanary.path);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const reply = await call(STAFF_ENDPOINTS.endCanary.path, {
      body: { app },
      accept: STAFF_ENDPOINTS.endCanary.accept,
    });
    setSending(false);
    asked.current = false;
    setAsking(false);
    onDone(reply.ok ? { tone: 'success', message: reply.data.success } : { tone: 'error', message: reply.error });
  };

  if (!asking) {
    return (
      <button ref={button} type="button" className="sf-btn sf-btn--ghost" onClick={() => setAsking(true)}>
        End canary
      </button>
    );
  }
  const id = `end-${app}`;
  return (
    <form
      method="post"
      action={action}
      className={styles.confirm}
      aria-labelledby={id}
      onSubmit={(event) => void submit(event)}
    >
      <p id={id} ref={question} tabIndex={-1}>
        End the {app} canary {release}? Its visitors get {live ? `the live release ${live}` : 'the live release'} on
        their next page.
      </p>
      <div className={styles.actions}>
        <button type="submit" className="sf-btn" disabled={sending}>
          {sending ? 'Ending…' : 'Yes, end the canary'}
        </button>
        <button type="button" className="sf-btn sf-btn--ghost" disabled={sending} onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
