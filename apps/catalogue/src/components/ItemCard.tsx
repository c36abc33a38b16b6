import { Link } from '@storefront/shell';
import type { CatalogueItem } from '@storefront/types';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../data/images';
import { saveProductSnapshot } from '../data/snapshot';
import { Rating } from './Rating';
import { Kicker, SkeletonImage, formatRupees } from '@storefront/ui';
import styles from './ItemCard.module.css';

export interface ItemCardProps {
  item: CatalogueItem;
  /** Heading level of the item's name under the page's headings. */
  level?: 2 | 3;
  lazy?: boolean;
  /** Show the category (search results mix categories). */
  showCategory?: boolean;
}

/**
 * A service in a list: picture, name, description, rating, price and VIEW. VIEW on an item with
 * sub-items lists them (/services/{slug}); on any other item it saves the product snapshot and
 * opens /product/{slug}. Both are real links (keyboard, new tab, middle click).
 */
export function ItemCard({ item, level = 2, lazy = false, showCategory = false }: ItemCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const subItems = item.subItems ?? [];
  const isListing = subItems.length > 0;
  const save = () => saveProductSnapshot(item);

  return (
    <li className={styles.card}>
      <SkeletonImage key={item.image} src={item.image} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} lazy={lazy} />
      <div className={styles.body}>
        {showCategory && <Kicker>{item.categoryName}</Kicker>}
        <Heading className={styles.name}>{item.name}</Heading>
        <p className={styles.description}>{item.description}</p>
        <div className={`sf-spread ${styles.meta}`}>
          <Rating value={item.rating} />
          <span className={styles.price}>
            {isListing
              ? `${subItems.length} formats, from ${formatRupees(Math.min(...subItems.map((s) => s.price)))}`
              : formatRupees(item.price)}
          </span>
        </div>
        {isListing ? (
          <Link to={`/services/${item.slug}`} className={`sf-btn ${styles.view}`}>
            VIEW<span className="sf-visually-hidden"> {item.name}</span>
          </Link>
        ) : (
          <Link to={`/product/${item.slug}`} className={`sf-btn ${styles.view}`} onClick={save} onAuxClick={save}>
            VIEW<span className="sf-visually-hidden"> {item.name}</span>
          </Link>
        )}
      </div>
    </li>
  );
}
