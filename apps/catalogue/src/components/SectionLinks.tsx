import { Link } from '@storefront/shell';
import { TABS } from '../data/catalogue';
import styles from './SectionLinks.module.css';

/** A way on when a page has nothing to show (no result, an unknown service): each catalogue section's first page. */
export function SectionLinks({ label }: { label?: string }) {
  return (
    <ul className={`sf-list ${styles.links}`} aria-label={label}>
      {TABS.map((tab) => (
        <li key={tab.id}>
          <Link to={`/services/${tab.categories[0]?.slug ?? ''}`} className="sf-btn sf-btn--ghost">
            {tab.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
