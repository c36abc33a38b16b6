import type { ReactNode } from 'react';
import { useFormAction } from '@storefront/shell';
import { FormStatus } from '@storefront/ui/forms';
import styles from './Inbox.module.css';

/** Where a staff form's send stands: under way, or what the api answered. */
export interface SendState {
  sending: boolean;
  tone?: 'success' | 'error';
  message?: string | undefined;
}

/**
 * The inbox's staff forms' one shape: a form posted to the api, its content, the button (disabled,
 * with busyLabel, while it sends) and the status that says what the api answered. `onSend` is
 * given the form once the browser's own post is stopped.
 */
export function StaffForm({
  path,
  labelledBy,
  className = styles.form,
  noValidate,
  onSend,
  state,
  label,
  busyLabel = 'Saving…',
  children,
}: {
  path: `/api/${string}`;
  labelledBy: string;
  className?: string | undefined;
  noValidate?: boolean;
  onSend: (form: HTMLFormElement) => Promise<void>;
  state: SendState;
  label: string;
  busyLabel?: string;
  children: ReactNode;
}) {
  // Sent by script only (with the signed-in staff member's token): a browser's own post is refused by the api.
  const action = useFormAction(path);
  return (
    <form
      method="post"
      action={action}
      className={className}
      aria-labelledby={labelledBy}
      noValidate={noValidate}
      onSubmit={(event) => {
        event.preventDefault();
        void onSend(event.currentTarget);
      }}
    >
      {children}
      <button type="submit" className="sf-btn" disabled={state.sending}>
        {state.sending ? busyLabel : label}
      </button>
      <FormStatus tone={state.tone}>{state.message}</FormStatus>
    </form>
  );
}

/** A staff form's choice among fixed values (a status, a role), each shown by its label. */
export function ChoiceField<T extends string>({
  id,
  label,
  value,
  values,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  values: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {values.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A staff form's email address of an account or a person (a role to change, data to erase). */
export function AddressField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="email"
        required
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
