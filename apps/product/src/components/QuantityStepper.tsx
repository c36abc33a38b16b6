import { useEffect, useId, useState } from 'react';
import { MAX_QUANTITY, toQuantity } from '@storefront/types';
import styles from './QuantityStepper.module.css';

const WHOLE_NUMBER = /^\d+$/;

/**
 * Quantity with − and + buttons: a whole number from 1 (the cart's rule, toQuantity). While typing
 * the field may hold anything; a valid number counts at once, anything else becomes valid on leaving.
 */
export function QuantityStepper({ value, onChange, label = 'Quantity' }: { value: number; onChange: (quantity: number) => void; label?: string }) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const quantity = toQuantity(draft);
    onChange(quantity);
    setDraft(String(quantity));
  };

  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.controls}>
        <button type="button" className={styles.step} aria-label="Decrease quantity" disabled={value <= 1} onClick={() => onChange(toQuantity(value - 1))}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          value={draft}
          onChange={(e) => {
            const next = e.target.value;
            setDraft(next);
            if (WHOLE_NUMBER.test(next) && Number(next) >= 1) onChange(toQuantity(next));
          }}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label="Increase quantity"
          disabled={value >= MAX_QUANTITY}
          onClick={() => onChange(toQuantity(value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
