import { useEffect, useRef, type ReactNode } from 'react';
import type { ApiFailed, SubmissionState } from '@storefront/shell';
import type { SubmissionReply } from '@storefront/types';
import { FormStatus } from './FormStatus';

export interface SubmitButtonProps {
  sending: boolean;
  /** The form waits in the outbox: tapping again tries now, under the same key (stored once). */
  kept?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A submit button that is disabled and says "Sending…" while the form is on its way, and that the
 * form is saved while it waits in the outbox (docs/product.md#sent-later-the-form-outbox).
 */
export function SubmitButton({ sending, kept = false, children, className = 'sf-btn' }: SubmitButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasSending = useRef(false);
  // Disabling the focused button drops focus to the page; give it back so the keyboard user is
  // where they were (unless focus has moved on, e.g. to a field in error).
  useEffect(() => {
    const active = document.activeElement;
    if (wasSending.current && !sending && (!active || active === document.body)) ref.current?.focus();
    wasSending.current = sending;
  }, [sending]);
  return (
    <button ref={ref} type="submit" className={className} disabled={sending}>
      {sending ? 'Sending…' : kept ? 'Saved · Try sending now' : children}
    </button>
  );
}

/** What a sent form says: the api's words and the reference to quote. */
export function SentWithReference({ reply }: { reply: SubmissionReply }) {
  return (
    <p>
      <strong>{reply.success}</strong>
      {/* The api's sentence may already give the reference; say it once. */}
      {reply.success.includes(reply.reference) ? (
        ' Please quote the reference if you write or call.'
      ) : (
        <>
          {' '}
          Your reference is <strong>{reply.reference}</strong>; please quote it if you write or call.
        </>
      )}
    </p>
  );
}

export interface SubmissionStatusProps {
  submission: { state: SubmissionState; reply: SubmissionReply | null; failure: ApiFailed | null };
  /** What to say once sent; by default the api's words and the reference. */
  sent?: (reply: SubmissionReply) => ReactNode;
  /** Another way to reach us, offered when the api could not be reached. */
  offline?: ReactNode;
}

/** The announced line under a form: sent (with the reference), kept for later, or what went wrong and what to do. */
export function SubmissionStatus({ submission: { state, reply, failure }, sent, offline }: SubmissionStatusProps) {
  if (state === 'sent' && reply)
    return <FormStatus tone="success">{sent ? sent(reply) : <SentWithReference reply={reply} />}</FormStatus>;
  // Kept for later, its error says so. Nothing else to offer: another way to write would send it twice.
  if (state === 'kept' && failure)
    return (
      <FormStatus>
        <p>{failure.error}</p>
      </FormStatus>
    );
  if (state !== 'failed' || !failure) return <FormStatus>{state === 'sending' ? 'Sending…' : null}</FormStatus>;
  const fields = failure.kind === 'rejected' && failure.fields;
  return (
    <FormStatus tone="error">
      <p>
        <strong>{failure.error}</strong>
        {fields
          ? ' Please correct the fields marked above and send again.'
          : ' Nothing was lost: what you typed is still in the form.'}
      </p>
      {failure.kind === 'network' && offline}
    </FormStatus>
  );
}
