import type { ReactNode } from 'react';
import styles from './FormStatus.module.css';

export interface FormStatusProps {
  /** What happened, in words; nothing is shown while empty. */
  children?: ReactNode;
  tone?: 'info' | 'success' | 'error';
  id?: string;
}

/**
 * The line under a form that says what happened after Submit. The live region is always in the
 * page, so screen readers announce each new message.
 */
export function FormStatus({ children, tone = 'info', id }: FormStatusProps) {
  return (
    <div id={id} role="status" aria-live="polite" className={styles.region}>
      {children ? <div className={`${styles.message} ${styles[tone] ?? ''}`}>{children}</div> : null}
    </div>
  );
}
