import { Link } from '@storefront/shell';
import { useCart } from '@storefront/shell';
import { formatRupees } from '@storefront/ui';

/** First version: a summary and how to place the order; the enquiry form arrives with the api. */
export function CheckoutPage() {
  const { lines, subtotal, count } = useCart();
  return (
    <section className="sf-container sf-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      {count === 0 ? (
        <p>
          Your cart is empty. <Link to="/">Browse our services</Link>.
        </p>
      ) : (
        <>
          <p>
            {count} {count === 1 ? 'service' : 'services'}, Sub Total {formatRupees(subtotal)} (Excl. Tax and delivery
            charge).
          </p>
          <ul>
            {lines.map((line) => (
              <li key={`${line.id}-${line.quantity}`}>
                {line.name} × {line.quantity}
              </li>
            ))}
          </ul>
          <p>
            Online enquiries open soon. To book these services now, call <a href="tel:+919876543210">+91 98765 43210</a>{' '}
            or write to <a href="mailto:support@brandwala.in">support@brandwala.in</a>.
          </p>
          <Link to="/cart" className="sf-btn sf-btn--ghost">
            Back to cart
          </Link>
        </>
      )}
    </section>
  );
}
