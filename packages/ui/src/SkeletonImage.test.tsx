import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SkeletonImage } from './SkeletonImage';

/** What the browser says of the image when React attaches to it. */
function imageIs({ complete, naturalWidth }: { complete: boolean; naturalWidth: number }) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
}

describe('SkeletonImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reserves the image box and shows a skeleton until the image loads', () => {
    imageIs({ complete: false, naturalWidth: 0 });
    render(<SkeletonImage src="/assets/media.svg" alt="Media" width={320} height={200} lazy />);
    const image = screen.getByRole('img', { name: 'Media' });
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('loading', 'lazy');
    const frame = image.parentElement!;
    expect(frame).toHaveClass('sf-skeleton');
    expect(frame.style.aspectRatio).toBe('320 / 200');
    fireEvent.load(image);
    expect(frame).not.toHaveClass('sf-skeleton');
    expect(frame).toHaveAttribute('data-state', 'loaded');
  });

  it('drops the skeleton for a quiet placeholder when the image fails', () => {
    imageIs({ complete: false, naturalWidth: 0 });
    render(<SkeletonImage src="/assets/missing.svg" alt="Missing" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'Missing' });
    expect(image).toHaveAttribute('loading', 'eager');
    fireEvent.error(image);
    expect(image.parentElement).not.toHaveClass('sf-skeleton');
    expect(image.parentElement).toHaveAttribute('data-state', 'failed');
  });

  it("puts no skeleton in a rendered page's HTML: nothing animates before the page runs", () => {
    const html = renderToString(<SkeletonImage src="/assets/media.svg" alt="Media" width={320} height={200} />);
    expect(html).toContain('<img');
    expect(html).not.toContain('sf-skeleton');
  });

  it.each([
    ['loaded', { complete: true, naturalWidth: 320 }],
    ['failed', { complete: true, naturalWidth: 0 }],
  ] as const)('shows an image that was already %s before the page ran as such, with no skeleton', (state, image) => {
    imageIs(image);
    render(<SkeletonImage src="/assets/media.svg" alt="Media" width={320} height={200} />);
    const frame = screen.getByRole('img', { name: 'Media' }).parentElement!;
    expect(frame).toHaveAttribute('data-state', state);
    expect(frame).not.toHaveClass('sf-skeleton');
  });
});
