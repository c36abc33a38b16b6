import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from '@storefront/shell';
import { CARD_BUTTONS, cardHref, type HomeStrip } from '../data/cards';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../data/images';
import { arrowVisibility, SCROLL_STEP } from './arrows';
import { SkeletonImage } from '@storefront/ui';
import styles from './Carousel.module.css';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const ARROWS = {
  left: { className: styles.arrowLeft, glyph: '‹', direction: -1 },
  right: { className: styles.arrowRight, glyph: '›', direction: 1 },
} as const;

/** A strip's arrow: scrolls the list one step its way; hidden while there is nothing more that way. */
function Arrow({
  side,
  button,
  strip,
  list,
  shown,
  onScroll,
}: {
  side: keyof typeof ARROWS;
  button: RefObject<HTMLButtonElement | null>;
  strip: string;
  list: string;
  shown: boolean;
  onScroll: (direction: 1 | -1) => void;
}) {
  const { className, glyph, direction } = ARROWS[side];
  return (
    <button
      ref={button}
      type="button"
      className={`sf-round-btn ${styles.arrow} ${className}`}
      aria-label={`Scroll ${strip} ${side}`}
      aria-controls={list}
      hidden={!shown}
      onClick={() => onScroll(direction)}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}

/** A home strip: heading, See All, a horizontally scrolling row of cards and its arrows. */
export function Carousel({ strip, lazyImages }: { strip: HomeStrip; lazyImages: boolean }) {
  const headingId = useId();
  const listId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const leftArrow = useRef<HTMLButtonElement>(null);
  const rightArrow = useRef<HTMLButtonElement>(null);
  const [arrows, setArrows] = useState({ left: false, right: false });

  const update = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const next = arrowVisibility(el);
    // An arrow about to hide must not take the keyboard focus with it.
    const focused = document.activeElement;
    if (focused === rightArrow.current && !next.right && next.left) leftArrow.current?.focus();
    if (focused === leftArrow.current && !next.left && next.right) rightArrow.current?.focus();
    setArrows((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // The observer's first call comes after the browser has laid the page out; measuring here, while
    // React mounts the page, forced a layout of the whole page in the middle of its first task.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (observer) observer.observe(el);
    else update();
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [update]);

  const scroll = (direction: 1 | -1) => {
    scroller.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <section className={styles.strip} aria-labelledby={headingId} data-strip={strip.id}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {strip.title}
        </h2>
        <Link to={strip.seeAll} className={styles.seeAll}>
          See All<span className="sf-visually-hidden"> {strip.title}</span>
        </Link>
      </div>
      <div className={styles.viewport}>
        <Arrow side="left" button={leftArrow} strip={strip.title} list={listId} shown={arrows.left} onScroll={scroll} />
        <ul id={listId} ref={scroller} className={styles.list}>
          {strip.cards.map((card) => (
            <li key={card.category} className={styles.item}>
              <Link to={cardHref(card)} className={styles.card}>
                <SkeletonImage src={card.imageUrl} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} lazy={lazyImages} />
                <span className={styles.name}>{card.category}</span>
                <span className={styles.button}>{CARD_BUTTONS[card.parentCategory]}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Arrow
          side="right"
          button={rightArrow}
          strip={strip.title}
          list={listId}
          shown={arrows.right}
          onScroll={scroll}
        />
      </div>
    </section>
  );
}
