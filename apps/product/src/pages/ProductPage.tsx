import { useEffect, useState, type CSSProperties } from 'react';
import { Link, useCart, useNavigate, useNotify, useParams } from '@storefront/shell';
import type { ProductSnapshot } from '@storefront/types';
import { Breadcrumb, formatRupees } from '@storefront/ui';
import { Gallery } from '../components/Gallery';
import { OptionGroup } from '../components/OptionGroup';
import { QuantityStepper } from '../components/QuantityStepper';
import { COLOURS, DEFAULT_COLOUR, DEFAULT_SIZE, SIZES, cartOptions, type Colour, type Size } from '../data/options';
import { RENDERED_PRODUCT_ATTRIBUTE, renderedProductValue, useProduct, type Recommendation } from '../hooks/useProduct';
import { readWishlist, setWishlisted } from '../data/wishlist';
import styles from './ProductPage.module.css';

/** Fixed review count (docs/product.md#product-page). */
export const REVIEW_COUNT = 128;

/** /product/{id}: the service, read from the catalogue (or the stored snapshot), with options, quantity and Add to Cart. */
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
  // Keyed by slug: another product starts with fresh choices.
  return <ProductDetails key={state.product.slug} product={state.product} recommendations={state.recommendations} />;
}

function ProductDetails({ product, recommendations }: { product: ProductSnapshot; recommendations: Recommendation[] }) {
  const cart = useCart();
  const notifier = useNotify();
  const navigate = useNavigate();
  const [colour, setColour] = useState<Colour>(DEFAULT_COLOUR);
  const [size, setSize] = useState<Size>(DEFAULT_SIZE);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);

  const add = () =>
    cart.add(
      {
        id: product.slug,
        name: product.name,
        description: product.description,
        price: product.price,
        images: product.images,
        options: cartOptions(colour, size),
      },
      quantity,
    );

  const addToCart = () => {
    add();
    notifier.notify('success', `${product.name} added to your cart`);
    setAdded(true);
  };

  const buyNow = () => {
    add();
    navigate('/cart');
  };

  return (
    <article
      className="sf-page"
      aria-labelledby="product-title"
      {...{ [RENDERED_PRODUCT_ATTRIBUTE]: renderedProductValue(product, recommendations) }}
    >
      <div className="sf-container">
        <Breadcrumb
          trail={[
            { label: 'Services', to: '/services' },
            ...(product.categorySlug && product.categoryName
              ? [{ label: product.categoryName, to: `/services/${product.categorySlug}` }]
              : []),
          ]}
          current={product.name}
        />
        <div className={styles.layout}>
          <Gallery
            images={product.images.length ? product.images : [product.image].filter(Boolean)}
            name={product.name}
          />
          <div className={styles.details}>
            <div className={styles.heading}>
              <h1 id="product-title" className={styles.title}>
                {product.name}
              </h1>
              <WishlistButton slug={product.slug} name={product.name} />
            </div>
            {product.review > 0 && <Stars value={product.review} count={REVIEW_COUNT} />}
            <p className={styles.price}>{formatRupees(product.price)}</p>
            {product.description && <p className={styles.description}>{product.description}</p>}
            <OptionGroup legend="Colour" choices={COLOURS} value={colour} onChange={setColour} />
            <OptionGroup legend="Size" choices={SIZES} value={size} onChange={setSize} />
            <QuantityStepper value={quantity} onChange={setQuantity} />
            <div className={styles.actions}>
              <button type="button" className="sf-btn sf-btn--accent" onClick={addToCart}>
                Add to Cart
              </button>
              <button type="button" className="sf-btn" onClick={buyNow}>
                Buy Now
              </button>
              {added && (
                <Link to="/cart" className="sf-btn sf-btn--ghost">
                  View cart
                </Link>
              )}
            </div>
          </div>
        </div>
        <Reviews rating={product.review} />
        {recommendations.length > 0 && <Recommendations items={recommendations} />}
      </div>
    </article>
  );
}

/** Heart button: on/off remembered in local storage (`wishlist`), announced by aria-pressed. */
function WishlistButton({ slug, name }: { slug: string; name: string }) {
  // Off as the page was rendered (no visitor there); the visitor's wishlist is read once it is in the browser.
  const [on, setOn] = useState(false);
  useEffect(() => setOn(readWishlist().includes(slug)), [slug]);
  return (
    <button
      type="button"
      className={styles.wishlist}
      aria-pressed={on}
      aria-label={`Save ${name} to wishlist`}
      title={on ? 'Saved to your wishlist' : 'Save to wishlist'}
      onClick={() => setOn(setWishlisted(slug, !on))}
    >
      <span aria-hidden="true">{on ? '♥' : '♡'}</span>
    </button>
  );
}

/** Five stars filled to the rating (one decimal), read as "Rated 4.6 out of 5". */
function Stars({ value, count }: { value: number; count?: number }) {
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
      {count !== undefined && <span className={styles.reviewCount}>({count} reviews)</span>}
    </p>
  );
}

/** 'Customer Reviews': the fixed count and one fixed sample review (docs/product.md#product-page). */
function Reviews({ rating }: { rating: number }) {
  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title">Customer Reviews</h2>
      <p className={styles.reviewSummary}>
        {rating > 0 && <strong>{rating.toFixed(1)} out of 5 · </strong>}
        {REVIEW_COUNT} reviews
      </p>
      <figure className={styles.review}>
        <Stars value={5} />
        <blockquote>
          <p>
            Great experience from start to finish. The team understood our brief, kept us updated at every step and
            delivered on time.
          </p>
        </blockquote>
        <figcaption>Priya S., Mumbai</figcaption>
      </figure>
    </section>
  );
}

/** 'You May Also Like': three related items from the catalogue, linked, priced in rupees. */
function Recommendations({ items }: { items: Recommendation[] }) {
  return (
    <section className={styles.section} aria-labelledby="related-title">
      <h2 id="related-title">You May Also Like</h2>
      <ul className="sf-list sf-card-grid" style={{ '--sf-card-min': '220px' } as CSSProperties}>
        {items.map((item) => (
          <li key={item.id} className={styles.relatedCard}>
            {item.image ? (
              <img src={item.image} alt="" width={320} height={200} loading="lazy" decoding="async" />
            ) : (
              <span className={styles.relatedPlaceholder} />
            )}
            <Link to={`/product/${item.id}`} className={styles.relatedLink}>
              {item.name}
            </Link>
            <span className={styles.relatedPrice}>{formatRupees(item.price)}</span>
          </li>
        ))}
      </ul>
    </section>
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
