import { useState, type FormEvent, type ReactNode } from 'react';
import { useFormAction, type FormActionTarget } from '@storefront/shell';
import { HoneypotField } from '@storefront/ui/honeypot';
import { SubmissionStatus, SubmitButton, type FieldBinding, type SubmissionStatusProps } from '@storefront/ui/forms';
import { ContactFallback } from './ContactFallback';

/**
 * A form's send that keeps what it last sent, checked and tidied (the email fallback carries it),
 * and empties the form once it is sent: `[last, send]`.
 */
export function useSendKeepingLast<T, R extends { ok: boolean }>(
  send: (data: T) => Promise<R>,
  reset: () => void,
): [T | null, (data: T) => Promise<R>] {
  const [last, setLast] = useState<T | null>(null);
  return [
    last,
    async (data: T) => {
      setLast(data);
      const result = await send(data);
      if (result.ok) reset();
      return result;
    },
  ];
}

/**
 * A company page's public form: posted to the api by the browser itself before (and without)
 * JavaScript, sent by script once the page works; its fields, the honeypot, the submit button and
 * the status line, which offers what was last sent by email when the api cannot be reached.
 */
export function PublicForm({
  endpoint,
  className,
  labelledBy,
  label,
  onSubmit,
  honeypot,
  submission,
  submitClassName,
  submitLabel,
  fallback,
  children,
}: {
  endpoint: FormActionTarget;
  className: string | undefined;
  labelledBy?: string;
  label?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  honeypot: FieldBinding<string>;
  submission: SubmissionStatusProps['submission'];
  submitClassName: string;
  submitLabel: string;
  /** The email that sends the same, once something was sent. */
  fallback: { subject: string; body: string } | null;
  children: ReactNode;
}) {
  const action = useFormAction(endpoint);
  return (
    <form
      method="post"
      action={action}
      className={className}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      {children}
      <HoneypotField {...honeypot} />
      <SubmitButton
        sending={submission.state === 'sending'}
        kept={submission.state === 'kept'}
        className={submitClassName}
      >
        {submitLabel}
      </SubmitButton>
      <SubmissionStatus submission={submission} offline={fallback && <ContactFallback {...fallback} />} />
    </form>
  );
}
