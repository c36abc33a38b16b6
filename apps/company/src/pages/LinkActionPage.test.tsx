import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNREACHABLE_MESSAGE } from '@storefront/shell';
import { openLink } from './mailLink.testing';

const TOKEN = 'Yh3kq9ZrT0aXb1c2d3e4f5g6h7i8j9k0l1m2n3o4p5q';
const CONFIRMED = 'Thank you! Your address is on our newsletter list.';
const LEFT = 'You have left our newsletter: nothing more will be sent to this address.';
const EXPIRED =
  'This link has expired (links last 7 days). To subscribe, use the newsletter box at the foot of any page.';

describe('the pages a mail links to, to do one thing', () => {
  it('confirm: the token leaves the address, nothing is sent until the button, then it says so', async () => {
    const user = userEvent.setup();
    const { apiCalls } = openLink(`/newsletter/confirm#token=${TOKEN}`, {
      '/api/newsletter/confirm': { body: { success: CONFIRMED } },
    });
    await waitFor(() => expect(screen.getByTestId('hash')).toBeEmptyDOMElement());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm your subscription');
    // A mail scanner that opens the link confirms nothing.
    expect(apiCalls).toEqual([]);
    const form = screen.getByRole('form', { name: 'Confirm your subscription' });
    await user.click(within(form).getByRole('button', { name: 'Confirm my subscription' }));
    // The status region is there from the start, empty: wait for what it says (here and below).
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CONFIRMED));
    expect(apiCalls).toMatchObject([{ method: 'POST', path: '/api/newsletter/confirm', body: { token: TOKEN } }]);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('leave: takes the address off with the link of a newsletter mail', async () => {
    const user = userEvent.setup();
    const { apiCalls } = openLink(`/newsletter/leave#token=${TOKEN}`, {
      '/api/newsletter/leave': { body: { success: LEFT } },
    });
    await user.click(await screen.findByRole('button', { name: 'Leave the newsletter' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(LEFT));
    expect(apiCalls).toMatchObject([{ method: 'POST', path: '/api/newsletter/leave', body: { token: TOKEN } }]);
  });

  it('a refused link says why, in words', async () => {
    const user = userEvent.setup();
    openLink(`/newsletter/confirm#token=${TOKEN}`, {
      '/api/newsletter/confirm': { status: 400, body: { error: EXPIRED, fields: { token: EXPIRED } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
  });

  it('with the api out of reach says so, and the button can be pressed again', async () => {
    const user = userEvent.setup();
    openLink(`/newsletter/leave#token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Leave the newsletter' });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(UNREACHABLE_MESSAGE));
    expect(button).toBeEnabled();
  });

  it('without a token says where the link is, and sends nothing', async () => {
    const { apiCalls } = openLink('/newsletter/leave');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This page takes an address off the newsletter list from the link at the end of a newsletter mail.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Leave the newsletter' })).toBeNull();
    expect(apiCalls).toEqual([]);
  });

  it('confirm an address: the same, to the account endpoint', async () => {
    const user = userEvent.setup();
    const { apiCalls } = openLink(`/account/confirm#token=${TOKEN}`, {
      '/api/account/confirm-email': { body: { success: 'Thank you! Your email address is confirmed.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm my address' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your email address is confirmed.'),
    );
    expect(apiCalls).toMatchObject([{ method: 'POST', path: '/api/account/confirm-email', body: { token: TOKEN } }]);
  });
});
