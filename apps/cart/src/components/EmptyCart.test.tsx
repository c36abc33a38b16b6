import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { EmptyCart } from './EmptyCart';

describe('EmptyCart', () => {
  it('carries "Loading your cart…" in the HTML rendered for nobody, for a browser that keeps a cart to show', () => {
    const html = renderToString(
      <EmptyCart>
        <p>Your cart is empty.</p>
      </EmptyCart>,
    );
    expect(html).toContain('data-cart-empty=""');
    expect(html).toContain('Loading your cart…');
    expect(html).toContain('Your cart is empty.');
  });

  it('says only that the cart is empty once drawn for the visitor', () => {
    const { container } = render(
      <EmptyCart>
        <p>Your cart is empty.</p>
      </EmptyCart>,
    );
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByText('Loading your cart…')).toBeNull();
    expect(container.querySelector('[data-cart-empty]')).toBeNull();
  });
});
