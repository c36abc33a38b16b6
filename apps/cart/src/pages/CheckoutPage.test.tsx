import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, type ApiStub } from '@storefront/shell/testing';
import { CheckoutPage } from './CheckoutPage';
import { CART_LINES as lines } from '../testing';

const asha = { name: 'Asha Rao', email: 'asha@example.com', contactNo: '9876543210', cityName: 'Pune' };

const checkout = (api: Record<string, ApiStub> = {}, token?: string) =>
  renderWithShell(<CheckoutPage />, { route: '/checkout', lines, api, ...(token && { token }) });

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email'), 'ravi@brand.co');
  await user.type(screen.getByLabelText('Phone'), '9123456789');
  await user.type(screen.getByLabelText('Company (optional)'), 'Brand Co');
}

describe('checkout', () => {
  it('says the cart is empty, with a way to browse', () => {
    renderWithShell(<CheckoutPage />, { route: '/checkout' });
    expect(screen.getByText(/Your cart is empty\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse our services' })).toHaveAttribute('href', '/');
  });

  it('summarises the lines in rupees with the sub total', () => {
    checkout();
    const summary = screen.getByRole('region', { name: 'Your enquiry' });
    expect(summary).toHaveTextContent('Hoarding Campaign');
    expect(summary).toHaveTextContent('Colour: Tan');
    expect(summary).toHaveTextContent('Quantity 2');
    expect(summary).toHaveTextContent('₹30,000');
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('₹1,50,000');
  });

  it('sends the enquiry, confirms it with the reference, and only then empties the cart', async () => {
    const user = userEvent.setup();
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { store, apiCalls } = checkout({ '/api/enquiries': () => new Promise((resolve) => (answer = resolve)) });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(store.getState().cart.lines).toHaveLength(2); // not before the agency has it
    // The api client loads on the first call, so the request may leave a moment later.
    await waitFor(() => expect(apiCalls).toHaveLength(1));
    expect(apiCalls[0]?.body).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@brand.co',
      phone: '9123456789',
      company: 'Brand Co',
      lines: [
        { id: 'hoarding-campaign', name: 'Hoarding Campaign', price: 120000, quantity: 1 },
        { id: 'reel-shoot', name: 'Reel Shoot', price: 15000, quantity: 2, options: { Colour: 'Tan' } },
      ],
      subtotal: 150000,
      // The honeypot, empty: a person never sees it.
      website: '',
    });

    answer({
      status: 201,
      body: { success: 'Thank you, Ravi. We will reply with prices and dates.', reference: 'EN-5T2K' },
    });
    const heading = await screen.findByRole('heading', { name: 'Enquiry sent' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you, Ravi. We will reply with prices and dates. Your reference is EN-5T2K',
    );
    expect(screen.getByText('Reel Shoot')).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('sends the honeypot as a bot filled it', async () => {
    const user = userEvent.setup();
    const { apiCalls } = checkout({
      '/api/enquiries': { status: 201, body: { success: 'Thanks.', reference: 'EN-1' } },
    });
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    await fillContact(user);
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(apiCalls).toHaveLength(1));
    expect(apiCalls[0]?.body).toMatchObject({ name: 'Ravi Kumar', subtotal: 150000, website: 'https://spam.example' });
  });

  it('keeps the cart and everything typed when sending fails', async () => {
    const user = userEvent.setup();
    const { store } = checkout({
      '/api/enquiries': { status: 429, body: { error: 'Too many enquiries; try again in a minute.' } },
    });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Too many enquiries; try again in a minute.')).toBeInTheDocument();
    expect(store.getState().cart.lines).toHaveLength(2);
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi Kumar');
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Enquiry sent' })).toBeNull();
  });

  it('keeps the cart when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const { store } = checkout();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(
      await screen.findByText('We could not reach our server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(store.getState().cart.lines).toHaveLength(2);
  });

  it('prefills the signed-in visitor’s details', async () => {
    checkout({ '/api/auth/me': { body: { user: asha } } }, 'good.token.value');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao'));
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
    expect(within(screen.getByRole('form', { name: 'Your details' })).getByLabelText('Company (optional)')).toHaveValue(
      '',
    );
  });
});
