import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@storefront/shell/testing';
import { HOME_STRIPS } from '../data/cards';
import { Carousel } from './Carousel';

/** happy-dom has no layout: give the row the sizes a browser would. */
function layOut(list: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
}

function scrollTo(list: HTMLElement, left: number) {
  list.scrollLeft = left;
  fireEvent.scroll(list);
}

describe('Carousel arrows', () => {
  const studio = HOME_STRIPS.find((s) => s.id === 'studio')!;

  it('shows each arrow only when there is more content that way, recomputed on scroll and resize', () => {
    renderWithShell(<Carousel strip={studio} lazyImages={false} />);
    const list = screen.getByRole('list');
    // Hidden elements have no accessible name to query by: find the arrows by their labels.
    const left = screen.getByLabelText('Scroll Studio left');
    const right = screen.getByLabelText('Scroll Studio right');
    // Nothing measured yet (everything fits): no arrows.
    expect(left).not.toBeVisible();
    expect(right).not.toBeVisible();

    layOut(list, 1900, 1000);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(left).not.toBeVisible();
    expect(right).toBeVisible();

    act(() => scrollTo(list, 300));
    expect(left).toBeVisible();
    expect(right).toBeVisible();

    act(() => scrollTo(list, 900));
    expect(left).toBeVisible();
    expect(right).not.toBeVisible();

    // A wider window: everything fits again.
    layOut(list, 1900, 1900);
    act(() => scrollTo(list, 0));
    expect(left).not.toBeVisible();
    expect(right).not.toBeVisible();
  });

  it('scrolls 300 px per arrow press', async () => {
    renderWithShell(<Carousel strip={studio} lazyImages={false} />);
    const list = screen.getByRole('list');
    const calls: ScrollToOptions[] = [];
    list.scrollBy = ((options: ScrollToOptions) => void calls.push(options)) as typeof list.scrollBy;
    layOut(list, 1900, 1000);
    act(() => scrollTo(list, 300));
    await userEvent.click(screen.getByRole('button', { name: 'Scroll Studio right' }));
    await userEvent.click(screen.getByRole('button', { name: 'Scroll Studio left' }));
    expect(calls.map((c) => c.left)).toEqual([300, -300]);
  });

  it('moves the focus to the other arrow when the focused one disappears', () => {
    renderWithShell(<Carousel strip={studio} lazyImages={false} />);
    const list = screen.getByRole('list');
    layOut(list, 1900, 1000);
    act(() => scrollTo(list, 300));
    const right = screen.getByRole('button', { name: 'Scroll Studio right' });
    right.focus();
    act(() => scrollTo(list, 900));
    expect(screen.getByRole('button', { name: 'Scroll Studio left' })).toHaveFocus();
  });
});
