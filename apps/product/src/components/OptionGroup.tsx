import { useId } from 'react';
import styles from './OptionGroup.module.css';

/** A native radio group in a fieldset: arrow keys move the choice, Tab leaves the group. */
export function OptionGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {legend}: <span className={styles.current}>{value}</span>
      </legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={choice}
              checked={choice === value}
              onChange={() => onChange(choice)}
            />
            <span>{choice}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
