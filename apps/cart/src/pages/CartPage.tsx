import { Link } from '@storefront/shell';
import { useCart } from '@storefront/shell';
import { formatRupees } from '@storefront/ui';
import { CartRow } from '../components/CartRow';
import { EmptyCart } from '../components/EmptyCart';
import styles from './CartPage.module.css';

export function CartPage() {
  const cart = useCart();
  const { lines, count } = cart;

  return (
    <section className="sf-container sf-page" aria-labelledby="cart-title">
      <h1 id="cart-title">Cart Items</h1>
      {count === 0 ? (
        <EmptyCart className={styles.empty}>
          <p>Your cart is empty.</p>
          <Link to="/" className="sf-btn">
            CONTINUE SHOPPING
          </Link>
        </EmptyCart>
      ) : (
        <div className={styles.layout}>
          <div>
            <p aria-live="polite">
              You have {count} {count === 1 ? 'service' : 'services'} in your cart.
            </p>
            <ul className={`sf-list ${styles.lines}`} aria-label="Services in your cart">
              {lines.map((line) => (
                <CartRow key={cart.keyOf(line)} line={line} />
              ))}
            </ul>
          </div>
          <aside className={styles.summary} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className={styles.summaryTitle}>
              Order summary
            </h2>
            <p className={styles.subtotal}>
              <span>Sub Total</span>
              <strong data-testid="cart-subtotal">{formatRupees(cart.subtotal)}</strong>
            </p>
            <p className={styles.note}>Excl. Tax and delivery charge</p>
            <div className={styles.buttons}>
              <Link to="/checkout" className="sf-btn sf-btn--accent">
                GO TO CHECKOUT
              </Link>
              <Link to="/" className="sf-btn sf-btn--ghost">
                CONTINUE SHOPPING
              </Link>
            </div>
          </aside>
        </div>
      )}
    </section>
  );
}
