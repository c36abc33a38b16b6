import type { ReactNode } from 'react';
import styles from './Kicker.module.css';

/**
 * The short line in capitals above a title (a page's, a dialog's, a card's): what the title
 * belongs to. In the accent colour; another is set with two classes (`.layout .kicker`), which
 * outweigh the one class here whichever stylesheet loads first.
 */
export function Kicker({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={className ? `${styles.kicker} ${className}` : styles.kicker}>{children}</p>;
}
