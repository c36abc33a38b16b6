import type { ReactNode } from 'react';
import styles from './Inbox.module.css';

/** The region's name: a label of its own, or the id of the heading that names it. */
type RegionName = { label: string; labelledBy?: undefined } | { labelledBy: string; label?: undefined };

/** A column's heading, and a class for its heading cell (a column of numbers aligns right). */
export type Column = string | { label: string; className?: string | undefined };

export type ScrollTableProps = RegionName & {
  caption?: ReactNode;
  /** The head row's column headings, in order. */
  columns: readonly Column[];
  /** The table's body, and foot if any. */
  children: ReactNode;
};

/**
 * The inbox's tables: wide enough to read, each in a box of its own that scrolls sideways on a
 * phone instead of widening the page. The box is a named region a keyboard can focus to scroll.
 */
export function ScrollTable({ label, labelledBy, caption, columns, children }: ScrollTableProps) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={column.className}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
