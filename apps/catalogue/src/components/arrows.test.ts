import { describe, expect, it } from 'vitest';
import { arrowVisibility, SCROLL_STEP } from './arrows';

describe('arrowVisibility', () => {
  it('shows no arrow when everything fits', () => {
    expect(arrowVisibility({ scrollLeft: 0, scrollWidth: 800, clientWidth: 800 })).toEqual({
      left: false,
      right: false,
    });
    expect(arrowVisibility({ scrollLeft: 0, scrollWidth: 500, clientWidth: 800 })).toEqual({
      left: false,
      right: false,
    });
  });

  it('shows only the right arrow at the start of a longer row', () => {
    expect(arrowVisibility({ scrollLeft: 0, scrollWidth: 1800, clientWidth: 800 })).toEqual({
      left: false,
      right: true,
    });
  });

  it('shows both in the middle', () => {
    expect(arrowVisibility({ scrollLeft: SCROLL_STEP, scrollWidth: 1800, clientWidth: 800 })).toEqual({
      left: true,
      right: true,
    });
  });

  it('shows only the left arrow at the end', () => {
    expect(arrowVisibility({ scrollLeft: 1000, scrollWidth: 1800, clientWidth: 800 })).toEqual({
      left: true,
      right: false,
    });
  });

  it('ignores the sub-pixel remainders a zoomed browser reports', () => {
    expect(arrowVisibility({ scrollLeft: 999.4, scrollWidth: 1800, clientWidth: 800 })).toEqual({
      left: true,
      right: false,
    });
    expect(arrowVisibility({ scrollLeft: 0.6, scrollWidth: 1800, clientWidth: 800 })).toEqual({
      left: false,
      right: true,
    });
    expect(arrowVisibility({ scrollLeft: 0, scrollWidth: 801, clientWidth: 800 })).toEqual({
      left: false,
      right: false,
    });
  });

  it('shows the arrow for two pixels or more of hidden content', () => {
    expect(arrowVisibility({ scrollLeft: 2, scrollWidth: 1800, clientWidth: 800 }).left).toBe(true);
    expect(arrowVisibility({ scrollLeft: 998, scrollWidth: 1800, clientWidth: 800 }).right).toBe(true);
  });

  it('treats overscroll (elastic scrolling) as the nearest end', () => {
    expect(arrowVisibility({ scrollLeft: -30, scrollWidth: 1800, clientWidth: 800 })).toEqual({
      left: false,
      right: true,
    });
    expect(arrowVisibility({ scrollLeft: 1040, scrollWidth: 1800, clientWidth: 800 })).toEqual({
      left: true,
      right: false,
    });
  });

  it('scrolls 300 px per press', () => {
    expect(SCROLL_STEP).toBe(300);
  });
});
