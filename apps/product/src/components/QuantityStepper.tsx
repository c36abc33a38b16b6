import { useId } from 'react';
import { MAX_QUANTITY, toQuantity } from '@storefront/types';
import { useQuantityDraft } from '@storefront/ui';
import styles from './QuantityStepper.module.css';

/**
 * Quantity with − and + buttons: a whole number from 1 (the cart's rule, toQuantity). While typing
 * the field may hold anything; a valid number counts at once, anything else becomes valid on leaving.
 */
export function QuantityStepper({
  value,
  onChange,
  label = 'Quantity',
}: {
  value: number;
  onChange: (quantity: number) => void;
  label?: string;
}) {
  const id = useId();
  const quantity = useQuantityDraft(value, onChange);

  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          aria-label="Decrease quantity"
          disabled={value <= 1}
          onClick={() => onChange(toQuantity(value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input id={id} className={styles.input} {...quantity} />
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
