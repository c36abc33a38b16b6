import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from '@storefront/shell';
import type { CatalogueCategory, CatalogueItem, CatalogueTab } from '@storefront/types';
import { Breadcrumb } from '@storefront/ui';
import { resolveSlug } from '../data/lookup';
import { ItemCard } from '../components/ItemCard';
import { SectionLinks } from '../components/SectionLinks';
import { TabLinks } from '../components/TabLinks';
import styles from './ServicesPage.module.css';

/** The slug a catalogue address names: its last path segment. */
export function lastSegment(path: string | undefined): string {
  return (path ?? '').split('/').filter(Boolean).pop() ?? '';
}

/**
 * The services catalogue: /services/{slug} (and /services, /media, /fashion, /podcast through
 * `slug`). The tab and category come from the address's last segment, so every state has a URL.
 */
export function ServicesPage({ slug }: { slug?: string }) {
  const params = useParams();
  const segment = slug ?? lastSegment(params['*']);
  const resolved = useMemo(() => resolveSlug(segment), [segment]);

  if (resolved.kind === 'not-found') return <UnknownSlug slug={resolved.slug} />;

  const { tab, category } = resolved;
  const listing = resolved.kind === 'sub-items' ? resolved.item : null;

  return (
    <div className={`sf-page ${styles.page}`}>
      <div className="sf-container">
        <TabLinks current={tab.id} />
        <div className={styles.layout}>
          <Sidebar tab={tab} current={category} exact={!listing} />
          <section className={styles.main} aria-labelledby="services-title">
            {listing ? <SubItems category={category} item={listing} /> : <CategoryItems category={category} />}
          </section>
        </div>
      </div>
    </div>
  );
}

function Sidebar({ tab, current, exact }: { tab: CatalogueTab; current: CatalogueCategory; exact: boolean }) {
  const list = useRef<HTMLUListElement>(null);
  // On phones the categories are one scrolling row: bring the current one into view (the row only,
  // never the page).
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const start = active.offsetLeft - row.offsetLeft;
    if (start < row.scrollLeft || start + active.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = Math.max(0, start - (row.clientWidth - active.offsetWidth) / 2);
    }
  }, [current.slug]);
  return (
    <nav className={styles.sidebar} aria-label={`${tab.name} categories`}>
      <h2 className={styles.sidebarTitle}>{tab.name}</h2>
      <ul ref={list} className={`sf-list ${styles.categories}`}>
        {tab.categories.map((category) => {
          const active = category.slug === current.slug;
          return (
            <li key={category.slug}>
              {/* A category click always lands on the category itself, leaving any sub-item listing. */}
              <Link
                to={`/services/${category.slug}`}
                className={`${styles.category} ${active ? styles.categoryActive : ''}`}
                aria-current={active ? (exact ? 'page' : 'true') : undefined}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CategoryItems({ category }: { category: CatalogueCategory }) {
  const count = category.items.length;
  return (
    <>
      <div className={styles.heading}>
        <h1 id="services-title" className={styles.title}>
          {category.name}
        </h1>
        {count > 0 && (
          <p className={styles.count}>
            {count} {count === 1 ? 'service' : 'services'}
          </p>
        )}
      </div>
      {count === 0 ? (
        <div className={styles.comingSoon}>
          <h2 className={styles.comingSoonTitle}>Coming Soon</h2>
          <p>We're working hard to bring something amazing. Stay tuned for updates!</p>
        </div>
      ) : (
        <ItemGrid items={category.items} label={`${category.name} services`} />
      )}
    </>
  );
}

function SubItems({ category, item }: { category: CatalogueCategory; item: CatalogueItem }) {
  const subItems = item.subItems ?? [];
  return (
    <>
      <Breadcrumb trail={[{ label: category.name, to: `/services/${category.slug}` }]} current={item.name} />
      <div className={styles.heading}>
        <h1 id="services-title" className={styles.title}>
          {item.name}
        </h1>
        <p className={styles.count}>
          {subItems.length} {subItems.length === 1 ? 'format' : 'formats'}
        </p>
      </div>
      <p className={styles.intro}>{item.description}</p>
      <ItemGrid items={subItems} label={`${item.name} formats`} />
    </>
  );
}

function ItemGrid({ items, label }: { items: CatalogueItem[]; label: string }) {
  return (
    <ul className={`sf-list ${styles.grid}`} aria-label={label}>
      {items.map((item, i) => (
        <ItemCard key={item.slug} item={item} lazy={i >= 6} />
      ))}
    </ul>
  );
}

function UnknownSlug({ slug }: { slug: string }) {
  return (
    <div className={`sf-page ${styles.page}`}>
      <div className="sf-container">
        <TabLinks current={null} />
        <section className={styles.unknown} aria-labelledby="services-title">
          <h1 id="services-title">We couldn't find that service</h1>
          <p>
            Nothing in our catalogue is called “<span className={styles.slug}>{slug}</span>”. It may have moved, or the
            link may be mistyped.
          </p>
          <p>Browse one of our sections instead:</p>
          <SectionLinks />
        </section>
      </div>
    </div>
  );
}
