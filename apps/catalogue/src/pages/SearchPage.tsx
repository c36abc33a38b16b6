import { useMemo } from 'react';
import { useSearchParams } from '@storefront/shell';
import { allItems } from '../data/lookup';
import { searchItems } from '../data/search';
import { ItemCard } from '../components/ItemCard';
import { SectionLinks } from '../components/SectionLinks';
import styles from './SearchPage.module.css';

/** Search results for /search?q=…: the query is shown as text, never as markup. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const results = useMemo(() => searchItems(allItems(), query), [query]);

  return (
    <section className="sf-page" aria-labelledby="search-title">
      <div className="sf-container">
        <h1 id="search-title">Search results</h1>
        {!query ? (
          <p className={styles.status}>
            Type a service, category or idea in the search box above, for example “podcast” or “Diwali”.
          </p>
        ) : results.length > 0 ? (
          <>
            <p className={styles.status} role="status">
              {results.length} {results.length === 1 ? 'service matches' : 'services match'} “
              <span className={styles.query}>{query}</span>”
            </p>
            <ul className="sf-list sf-card-grid" aria-label="Matching services">
              {results.map((item, i) => (
                <ItemCard key={item.slug} item={item} showCategory lazy={i >= 6} />
              ))}
            </ul>
          </>
        ) : (
          <div className={styles.empty} role="status">
            <h2 className={styles.emptyTitle}>
              No services found for “<span className={styles.query}>{query}</span>”
            </h2>
            <p>Check the spelling, try a shorter word, or browse a section:</p>
          </div>
        )}
        {results.length === 0 && (
          <div className={styles.browse}>
            <SectionLinks label="Catalogue sections" />
          </div>
        )}
      </div>
    </section>
  );
}
