/** How far one arrow press scrolls a carousel (docs/product.md#home). */
export const SCROLL_STEP = 300;

export interface ScrollMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/**
 * Which carousel arrows to show: left when content lies to the left, right when it lies to the
 * right. A pixel of slack absorbs the fractions browsers report at the ends when zoomed.
 */
export function arrowVisibility(
  { scrollLeft, scrollWidth, clientWidth }: ScrollMetrics,
  slack = 1,
): { left: boolean; right: boolean } {
  const maxScroll = Math.max(0, scrollWidth - clientWidth);
  const fromStart = Math.min(Math.max(0, scrollLeft), maxScroll);
  return { left: fromStart > slack, right: maxScroll - fromStart > slack };
}
