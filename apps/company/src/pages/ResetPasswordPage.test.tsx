import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNREACHABLE_MESSAGE } from '@storefront/shell';
import { openLink } from './mailLink.testing';

const TOKEN = 'Yh3kq9ZrT0aXb1c2d3e4f5g6h7i8j9k0l1m2n3o4p5q';
const asha = { name: 'Asha Rao', email: 'asha@example.in', contactNo: '9876543210', cityName: 'Pune' };
const USED = 'This link has already been used. Ask for a new one from Log in, Forgot password?';

async function setPassword(user: ReturnType<typeof userEvent.setup>, password: string, again = password) {
  const form = screen.getByRole('form', { name: 'Set a new password' });
  await user.type(within(form).getByLabelText('New password'), password);
  await user.type(within(form).getByLabelText('New password again'), again);
  await user.click(within(form).getByRole('button', { name: 'Set the password' }));
  return form;
}

describe('the reset-password page', () => {
  it("sends the link's token with the new password, logs the visitor in and says so", async () => {
    const user = userEvent.setup();
    const { apiCalls } = openLink(`/reset-password#token=${TOKEN}`, {
      '/api/auth/reset': {
        body: { success: 'Your new password is set. You are logged in.', token: 'tok.en', user: asha },
      },
    });
    // The token leaves the address (and so the history) at once.
    await waitFor(() => expect(screen.getByTestId('hash')).toBeEmptyDOMElement());
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    const form = await setPassword(user, 'a brand new secret', 'not the same');
    // The checks' code comes once the form works (lazy checks): the message, once it has.
    await waitFor(() =>
      expect(within(form).getByLabelText('New password again')).toHaveAccessibleDescription(
        'The two passwords differ: type the same one twice',
      ),
    );
    expect(apiCalls).toEqual([]);

    await user.clear(within(form).getByLabelText('New password again'));
    await user.type(within(form).getByLabelText('New password again'), 'a brand new secret');
    await user.click(within(form).getByRole('button', { name: 'Set the password' }));
    // The status region is there from the start, empty: wait for what it says (here and below).
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your new password is set. You are logged in.'),
    );
    expect(apiCalls).toMatchObject([
      { method: 'POST', path: '/api/auth/reset', body: { token: TOKEN, password: 'a brand new secret' } },
    ]);
    expect(localStorage.getItem('token')).toBe('tok.en');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('a refused link says why and offers a new one, which opens Log in', async () => {
    const user = userEvent.setup();
    const { authOpened } = openLink(`/reset-password#token=${TOKEN}`, {
      '/api/auth/reset': { status: 400, body: { error: USED, fields: { token: USED } } },
    });
    const form = await setPassword(user, 'a brand new secret');
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(USED);
    await user.click(within(alert).getByRole('button', { name: 'Ask for a new link' }));
    expect(authOpened).toEqual(['login']);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('with the api out of reach says so, and keeps what was typed', async () => {
    const user = userEvent.setup();
    openLink(`/reset-password#token=${TOKEN}`);
    const form = await setPassword(user, 'a brand new secret');
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(UNREACHABLE_MESSAGE));
    expect(within(form).getByLabelText('New password')).toHaveValue('a brand new secret');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('without a token says where the link is', async () => {
    const { apiCalls } = openLink('/reset-password');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This page sets a new password from the link in the mail we sent you.',
      ),
    );
    expect(screen.queryByRole('form', { name: 'Set a new password' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
    expect(apiCalls).toEqual([]);
  });
});
