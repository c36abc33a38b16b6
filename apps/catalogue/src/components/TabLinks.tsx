import { Link } from '@storefront/shell';
import type { TabId } from '@storefront/types';
import { TABS } from '../data/catalogue';
import styles from './TabLinks.module.css';

/** The catalogue's top tabs. Each is a link to its first category (a tab click selects it). */
export function TabLinks({ current }: { current: TabId | null }) {
  return (
    <nav aria-label="Catalogue sections" className={styles.tabs}>
      <ul className={`sf-list ${styles.list}`}>
        {TABS.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={`/services/${tab.categories[0]?.slug ?? ''}`}
                className={`${styles.tab} ${active ? styles.active : ''}`}
                aria-current={active ? 'true' : undefined}
              >
                {tab.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
