import { useId } from 'react';
// The type alone: '@storefront/types/form-copy' is no part of the first load, and this is (the footer).
import type { HONEYPOT_FIELD } from '@storefront/types/form-copy';
import type { FieldBinding } from './useForm';
import styles from './Honeypot.module.css';

/** HONEYPOT_FIELD's value, held to it by its type. */
const NAME: typeof HONEYPOT_FIELD = 'website';

export type HoneypotFieldProps = Pick<FieldBinding<string>, 'value' | 'onValueChange'> &
  Partial<Pick<FieldBinding<string>, 'id' | 'name' | 'error'>>;

/**
 * The honeypot every public form carries (HONEYPOT_FIELD, `website`): a text box no person sees or
 * reaches and no screen reader announces, which only a bot fills in; the api stores a form that
 * arrives with it filled as spam, and answers it as usual. It is in the rendered HTML, so a
 * browser's own post carries it too; off-screen by CSS (never display:none, which bots skip), out of
 * the accessibility tree (aria-hidden) and out of the tab order (tabindex -1: nothing aria-hidden
 * may be focusable). Controlled like any field, so the form's own send carries its value:
 * `<HoneypotField {...form.field('website')} />`, with `website: ''` in the form's empty values.
 * (The name is always HONEYPOT_FIELD; `name` and `error` of a FieldBinding are ignored.)
 */
export function HoneypotField({ id, value, onValueChange }: HoneypotFieldProps) {
  const own = useId();
  const inputId = id ?? own;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      {/* Said plainly, should it ever be seen (styles off, a text browser). */}
      <label htmlFor={inputId}>Leave this field empty</label>
      <input
        id={inputId}
        name={NAME}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}
