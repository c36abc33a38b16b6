import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@storefront/shell/testing';
import { CartPage } from './CartPage';
import { CART_LINES as lines } from '../testing';

describe('CartPage', () => {
  it('says the cart is empty and offers the way back', () => {
    renderWithShell(<CartPage />, { route: '/cart' });
    expect(screen.getByRole('heading', { name: 'Cart Items' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CONTINUE SHOPPING' })).toHaveAttribute('href', '/');
  });

  it('lists the lines with count, options and the sub total in rupees', () => {
    renderWithShell(<CartPage />, { route: '/cart', lines });
    expect(screen.getByText('You have 2 services in your cart.')).toBeInTheDocument();
    expect(screen.getByText('Colour: Tan')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹1,50,000');
    expect(screen.getByText('Excl. Tax and delivery charge')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO CHECKOUT' })).toHaveAttribute('href', '/checkout');
  });

  it('updates the sub total as a quantity is typed, and turns a bad quantity into 1', async () => {
    const user = userEvent.setup();
    const { store } = renderWithShell(<CartPage />, { route: '/cart', lines });
    const qty = screen.getByLabelText('Quantity of Hoarding Campaign');
    await user.clear(qty);
    await user.type(qty, '3');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹3,90,000');
    await user.clear(qty);
    await user.type(qty, '0');
    await user.tab();
    expect(qty).toHaveValue(1);
    expect(store.getState().cart.lines[0]?.quantity).toBe(1);
  });

  it('removes a line and keeps the other line’s quantity', async () => {
    const user = userEvent.setup();
    const { store } = renderWithShell(<CartPage />, { route: '/cart', lines });
    await user.click(screen.getByRole('button', { name: 'Remove Hoarding Campaign' }));
    expect(screen.getByText('You have 1 service in your cart.')).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([lines[1]]);
  });
});
