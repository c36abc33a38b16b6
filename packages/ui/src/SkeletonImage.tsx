import { useCallback, useState } from 'react';
import styles from './SkeletonImage.module.css';

export interface SkeletonImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Below the fold: let the browser load it when it comes near. */
  lazy?: boolean;
  /** Above the fold and the page's main picture. */
  priority?: boolean;
  className?: string;
}

/**
 * An image with its box reserved (explicit width and height, so nothing shifts) and a shimmering
 * skeleton until it has loaded. A failed image leaves a quiet placeholder with its alt text.
 */
export function SkeletonImage({ src, alt, width, height, lazy = false, priority = false, className }: SkeletonImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // An image already in the cache may be complete before React attaches onLoad.
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setState('loaded');
  }, []);
  return (
    <span
      className={`${styles.frame} ${state === 'loading' ? 'sf-skeleton' : ''} ${className ?? ''}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-state={state}
    >
      <img
        ref={ref}
        className={styles.image}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </span>
  );
}
