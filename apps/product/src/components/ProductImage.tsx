import { useCallback, useState } from 'react';
import styles from './ProductImage.module.css';

/** The product picture: its box reserved (no layout shift) and a skeleton until it loads. */
export function ProductImage({ src, alt }: { src: string; alt: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setState('loaded');
  }, []);
  return (
    <div className={`${styles.frame} ${state === 'loading' ? 'sf-skeleton' : ''}`} data-state={state}>
      {src ? (
        <img
          ref={ref}
          className={styles.image}
          src={src}
          alt={alt}
          width={640}
          height={400}
          decoding="async"
          fetchPriority="high"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          {alt.slice(0, 1).toUpperCase()}
        </span>
      )}
    </div>
  );
}
