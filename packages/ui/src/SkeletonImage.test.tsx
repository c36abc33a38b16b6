import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SkeletonImage } from './SkeletonImage';

describe('SkeletonImage', () => {
  it('reserves the image box and shows a skeleton until the image loads', () => {
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
    render(<SkeletonImage src="/assets/missing.svg" alt="Missing" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'Missing' });
    expect(image).toHaveAttribute('loading', 'eager');
    fireEvent.error(image);
    expect(image.parentElement).not.toHaveClass('sf-skeleton');
    expect(image.parentElement).toHaveAttribute('data-state', 'failed');
  });
});
