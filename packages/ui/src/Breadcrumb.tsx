import { Link } from '@storefront/shell';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbProps {
  /** The pages above this one, outermost first. */
  trail: { label: string; to: string }[];
  /** This page's name: the last crumb, not a link. */
  current: string;
}

/** Where a page sits in the catalogue, as links up to each page above it. */
export function Breadcrumb({ trail, current }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className="sf-list">
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
