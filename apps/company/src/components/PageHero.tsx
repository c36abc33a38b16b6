import type { ReactNode } from 'react';
import { useDocumentTitle } from '@storefront/ui';
import styles from '../pages/Page.module.css';

/** The band at the top of each company page: its one h1 and a lead paragraph. */
export function PageHero({ id, kicker, title, children }: { id: string; kicker?: string; title: string; children?: ReactNode }) {
  return (
    <header className={styles.hero}>
      <div className={`sf-container ${styles.heroInner}`}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h1 id={id} className={styles.heroTitle}>
          {title}
        </h1>
        {children && <div className={styles.lead}>{children}</div>}
      </div>
    </header>
  );
}

/** Names the browser tab after the page. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return null;
}
