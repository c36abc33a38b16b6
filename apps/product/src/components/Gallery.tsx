import { useState } from 'react';
import { ProductImage } from './ProductImage';
import styles from './Gallery.module.css';

/**
 * The product's images: one large, previous/next that wrap both ways, a thumbnail per image and a
 * zoom toggle. Every control is a button, so the keyboard works; the position is announced.
 */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const current = count ? Math.min(index, count - 1) : 0;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const alt = count > 1 ? `${name}, image ${current + 1} of ${count}` : name;

  return (
    <section className={styles.gallery} aria-label="Images">
      <div
        className={styles.stage}
        data-zoomed={zoomed}
        onPointerMove={(e) => {
          // Zoomed in, the pointer chooses the part of the picture that is magnified.
          if (!zoomed) return;
          const box = e.currentTarget.getBoundingClientRect();
          e.currentTarget.style.setProperty(
            '--zoom-origin',
            `${((e.clientX - box.left) / box.width) * 100}% ${((e.clientY - box.top) / box.height) * 100}%`,
          );
        }}
      >
        <ProductImage key={images[current] ?? ''} src={images[current] ?? ''} alt={alt} />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.nav} ${styles.prev}`}
              aria-label="Previous image"
              onClick={() => go(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.nav} ${styles.next}`}
              aria-label="Next image"
              onClick={() => go(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      <div className={`sf-spread ${styles.bar}`}>
        {count > 1 && (
          <ul className={`sf-list ${styles.thumbs}`} aria-label="Choose an image">
            {images.map((src, i) => (
              <li key={`${src}-${i}`}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={`Show image ${i + 1} of ${count}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                >
                  <img src={src} alt="" width={96} height={60} loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {count > 0 && (
          <button
            type="button"
            className={`sf-btn sf-btn--ghost ${styles.zoom}`}
            aria-pressed={zoomed}
            onClick={() => setZoomed((z) => !z)}
          >
            Zoom
          </button>
        )}
      </div>
      <p className="sf-visually-hidden" aria-live="polite">
        {count > 1 ? `Image ${current + 1} of ${count}${zoomed ? ', zoomed in' : ''}` : zoomed ? 'Zoomed in' : ''}
      </p>
    </section>
  );
}
