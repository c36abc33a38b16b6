import { SkeletonImage } from '@storefront/ui';
import styles from './ProductImage.module.css';

/** The product picture: the shared skeleton image at the gallery's size, or a letter when there is none. */
export function ProductImage({ src, alt }: { src: string; alt: string }) {
  if (!src) {
    return (
      <div className={`${styles.frame} ${styles.empty}`} data-state="failed">
        <span className={styles.placeholder} aria-hidden="true">
          {alt.slice(0, 1).toUpperCase()}
        </span>
      </div>
    );
  }
  return <SkeletonImage className={styles.frame} src={src} alt={alt} width={640} height={400} priority />;
}
