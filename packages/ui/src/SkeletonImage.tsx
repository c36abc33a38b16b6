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
 * skeleton while it loads. A failed image leaves a quiet placeholder with its alt text.
 *
 * The skeleton starts once the page runs ('pending' until then): a rendered page's HTML has none,
 * so the browser shows each picture the moment it arrives and animates nothing behind pictures
 * already there while the page starts (docs/decisions/0014-boot-in-short-tasks.md).
 */
export function SkeletonImage({
  src,
  alt,
  width,
  height,
  lazy = false,
  priority = false,
  className,
}: SkeletonImageProps) {
  const [state, setState] = useState<'pending' | 'loading' | 'loaded' | 'failed'>('pending');
  // Once attached (after hydration, or a first render in the browser): the image may have loaded,
  // or failed, before React listened to it.
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (!img) return;
    setState((current) => {
      if (current !== 'pending') return current;
      if (!img.complete) return 'loading';
      return img.naturalWidth > 0 ? 'loaded' : 'failed';
    });
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
