import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { MAX_QUANTITY, toQuantity } from '@storefront/types';

const WHOLE_NUMBER = /^\d+$/;

/**
 * Props for a quantity <input>, with the cart's rule (toQuantity): while typing the field may hold
 * anything; a valid whole number counts at once, anything else becomes valid on leaving or Enter.
 */
export function useQuantityDraft(value: number, onChange: (quantity: number) => void) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const quantity = toQuantity(draft);
    onChange(quantity);
    setDraft(String(quantity));
  };

  return {
    type: 'number',
    inputMode: 'numeric',
    min: 1,
    max: MAX_QUANTITY,
    step: 1,
    value: draft,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = event.target.value;
      setDraft(next);
      if (WHOLE_NUMBER.test(next) && Number(next) >= 1) onChange(toQuantity(next));
    },
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        commit();
      }
    },
  } as const;
}
