import { useState } from 'react';
import { Link, useCart, useNotify, useParams } from '@storefront/shell';
import type { ProductSnapshot } from '@storefront/types';
import { formatRupees } from '@storefront/ui';
import { ProductImage } from '../components/ProductImage';
import { QuantityStepper } from '../components/QuantityStepper';
import { useProduct } from '../useProduct';
import styles from './ProductPage.module.css';

/** /product/{id}: the service the visitor viewed in the catalogue, with quantity and Add to Cart. */
export function ProductPage() {
  const { id = '' } = useParams();
  const state = useProduct(id);

  if (state.status === 'loading') {
    return (
      <section className="sf-page" aria-busy="true">
        <p className="sf-container" role="status">
          Loading...
        </p>
      </section>
    );
  }
  if (state.status === 'not-found') return <ProductNotFound />;
  // Keyed by slug: another product starts with a fresh quantity.
  return <ProductDetails key={state.product.slug} product={state.product} />;
}

function ProductDetails({ product }: { product: ProductSnapshot }) {
  const cart = useCart();
  const notifier = useNotify();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);

  const addToCart = () => {
    cart.add({ id: product.slug, name: product.name, description: product.description, price: product.price, images: product.images }, quantity);
    notifier.notify('success', `${product.name} added to your cart`);
    setAdded(true);
  };

  return (
    <article className="sf-page" aria-labelledby="product-title">
      <div className="sf-container">
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/services">Services</Link>
            </li>
            {product.categorySlug && product.categoryName && (
              <li>
                <Link to={`/services/${product.categorySlug}`}>{product.categoryName}</Link>
              </li>
            )}
            <li aria-current="page">{product.name}</li>
          </ol>
        </nav>
        <div className={styles.layout}>
          <ProductImage src={product.image} alt={product.name} />
          <div className={styles.details}>
            <h1 id="product-title" className={styles.title}>
              {product.name}
            </h1>
            {product.review > 0 && <Stars value={product.review} />}
            <p className={styles.price}>{formatRupees(product.price)}</p>
            {product.description && <p className={styles.description}>{product.description}</p>}
            <QuantityStepper value={quantity} onChange={setQuantity} />
            <div className={styles.actions}>
              <button type="button" className="sf-btn sf-btn--accent" onClick={addToCart}>
                Add to Cart
              </button>
              {added && (
                <Link to="/cart" className="sf-btn sf-btn--ghost">
                  View cart
                </Link>
              )}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}

/** Five stars filled to the rating (one decimal), read as "Rated 4.6 out of 5". */
function Stars({ value }: { value: number }) {
  const percent = `${(Math.min(5, Math.max(0, value)) / 5) * 100}%`;
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.starsEmpty}>★★★★★</span>
        <span className={styles.starsFull} style={{ width: percent }}>
          ★★★★★
        </span>
      </span>
      <span className="sf-visually-hidden">Rated </span>
      <span className={styles.ratingValue}>{value.toFixed(1)}</span>
      <span className="sf-visually-hidden"> out of 5</span>
    </p>
  );
}

function ProductNotFound() {
  return (
    <section className="sf-page" aria-labelledby="product-missing-title">
      <div className="sf-container">
        <h1 id="product-missing-title">Service not found</h1>
        <p>We couldn't find this service. It may have been removed, or the link may be incomplete.</p>
        <Link to="/services" className="sf-btn">
          Browse our services
        </Link>
      </div>
    </section>
  );
}
