import { useCart } from '@storefront/shell';
import type { CartLine } from '@storefront/types';
import { formatRupees, useQuantityDraft } from '@storefront/ui';
import styles from '../pages/CartPage.module.css';

export function CartRow({ line }: { line: CartLine }) {
  const cart = useCart();
  const key = cart.keyOf(line);
  // What the visitor is typing; the cart takes it as soon as it is a valid quantity, and on leaving the field.
  const quantity = useQuantityDraft(line.quantity, (q) => cart.setQuantity(key, q));

  const image = line.images[0];
  const options = Object.entries(line.options ?? {});
  const inputId = `qty-${key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

  return (
    <li className={styles.line}>
      {image ? (
        <img className={styles.image} src={image} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <div className={`${styles.image} ${styles.placeholder}`} aria-hidden="true">
          {line.name.slice(0, 1).toUpperCase()}
        </div>
      )}
      <div className={styles.details}>
        <h3 className={styles.name}>{line.name}</h3>
        {line.description && <p className={styles.description}>{line.description}</p>}
        {options.length > 0 && (
          <p className={styles.options}>{options.map(([name, value]) => `${name}: ${value}`).join(' · ')}</p>
        )}
        <p className={styles.price}>{formatRupees(line.price)}</p>
      </div>
      <div className={styles.controls}>
        <label htmlFor={inputId} className={styles.qtyLabel}>
          Quantity<span className="sf-visually-hidden"> of {line.name}</span>
        </label>
        <input id={inputId} className={styles.qty} {...quantity} />
        <button type="button" className={styles.remove} onClick={() => cart.remove(key)}>
          Remove<span className="sf-visually-hidden"> {line.name}</span>
        </button>
      </div>
    </li>
  );
}
