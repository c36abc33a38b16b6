import styles from './Rating.module.css';

/** A rating out of 5, one decimal: a star and the number, read as "Rated 4.6 out of 5". */
export function Rating({ value }: { value: number }) {
  return (
    <span className={styles.rating}>
      <span aria-hidden="true" className={styles.star}>
        ★
      </span>{' '}
      <span className="sf-visually-hidden">Rated </span>
      {value.toFixed(1)}
      <span className="sf-visually-hidden"> out of 5</span>
    </span>
  );
}
