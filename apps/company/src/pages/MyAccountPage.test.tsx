import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, type ApiCall, type ApiStub } from '@storefront/shell/testing';
import { ENDPOINT_ROUTES } from '@storefront/types';
import { ACCOUNT_ROUTES, type AccountReply } from '@storefront/types/my-account';
import Routes from '../Routes';

const USER = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  contactNo: '9876543210',
  cityName: 'Pune',
  role: 'visitor',
  emailConfirmed: false,
} as const;

const ACCOUNT: AccountReply = {
  user: USER,
  newsletter: null,
  items: [
    {
      kind: 'help',
      reference: 'HLP-7K2M9Q',
      receivedAt: '2026-11-20T06:30:00.000Z',
      status: 'answered',
      replies: [{ at: '2026-11-21T04:00:00.000Z', message: 'Namaste Asha,\nwe will call you tomorrow.' }],
    },
    {
      kind: 'enquiry',
      reference: 'ENQ-3B4C5D',
      receivedAt: '2026-11-18T06:30:00.000Z',
      status: 'received',
      replies: [],
    },
  ],
};

const openAccount = (api: Record<string, ApiStub>) =>
  renderWithShell(<Routes />, { route: '/account', token: 'a-session-token', api });

describe('My account', () => {
  it('shows the details, the forms with their status and the replies as written, asked with the session', async () => {
    const calls: ApiCall[] = [];
    const { apiCalls } = openAccount({
      [ENDPOINT_ROUTES.me.path]: { body: { user: USER } },
      [ACCOUNT_ROUTES.account.path]: (call) => (calls.push(call), { body: ACCOUNT }),
    });
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(calls[0]?.headers.Authorization).toBe('Bearer a-session-token');
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Help query HLP-7K2M9Q',
      'Enquiry ENQ-3B4C5D',
    ]);
    expect(items[0]).toHaveTextContent('Answered');
    expect(items[0]).toHaveTextContent('Our reply, 21 Nov 2026, 9:30 am');
    expect(within(items[0]!).getByText(/we will call you tomorrow/).textContent).toBe(
      'Namaste Asha,\nwe will call you tomorrow.',
    );
    expect(items[1]).toHaveTextContent('Received');
    expect(apiCalls.filter((call) => call.path === ACCOUNT_ROUTES.account.path)).toHaveLength(1);
  });

  it('sends the mail to confirm the address again, and says what the api said', async () => {
    const user = userEvent.setup();
    const { apiCalls } = openAccount({
      [ENDPOINT_ROUTES.me.path]: { body: { user: USER } },
      [ACCOUNT_ROUTES.account.path]: { body: ACCOUNT },
      [ENDPOINT_ROUTES.confirmEmailAgain.path]: {
        status: 429,
        body: { error: 'We have sent 3 links in the last hour: use the latest, or ask again later.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send the mail again' }));
    expect(await screen.findByText(/We have sent 3 links in the last hour/)).toBeInTheDocument();
    expect(apiCalls.find((call) => call.path === ENDPOINT_ROUTES.confirmEmailAgain.path)?.method).toBe('POST');
  });

  it('the newsletter switch turns on, and shows where the address now is', async () => {
    const user = userEvent.setup();
    openAccount({
      [ENDPOINT_ROUTES.me.path]: { body: { user: USER } },
      [ACCOUNT_ROUTES.account.path]: { body: ACCOUNT },
      [ACCOUNT_ROUTES.accountNewsletter.path]: (call) => ({
        body: {
          success: 'To finish subscribing, open the link in the mail we have sent you.',
          newsletter: (call.body as { subscribe: boolean }).subscribe ? 'pending' : 'left',
        },
      }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Send me the Brandwala Media newsletter' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('You do not get our newsletter.');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(toggle).toHaveAccessibleDescription(/open the link in the mail we sent to asha@example.in/);
    expect(screen.getByText('To finish subscribing, open the link in the mail we have sent you.')).toBeInTheDocument();
  });

  it('asks to log in when nobody is signed in', async () => {
    const user = userEvent.setup();
    const { authOpened } = renderWithShell(<Routes />, { route: '/account' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(authOpened).toEqual(['login']);
  });

  it('asks to log in again when the session has ended on the server', async () => {
    openAccount({
      [ENDPOINT_ROUTES.me.path]: { body: { user: USER } },
      [ACCOUNT_ROUTES.account.path]: { status: 401, body: { error: 'Your session has ended. Please log in again.' } },
    });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says the api could not be reached, and Try again asks again', async () => {
    const user = userEvent.setup();
    let down = true;
    openAccount({
      [ENDPOINT_ROUTES.me.path]: { body: { user: USER } },
      [ACCOUNT_ROUTES.account.path]: () => (down ? new TypeError('Failed to fetch') : { body: ACCOUNT }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
  });
});
