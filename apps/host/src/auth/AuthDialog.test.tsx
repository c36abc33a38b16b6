import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type AuthMode } from '@storefront/shell';
import { renderWithShell, type ApiStub } from '@storefront/shell/testing';
import AuthDialog from './AuthDialog';

const asha = { name: 'Asha Rao', email: 'asha@example.com', contactNo: '9876543210', cityName: 'Pune' };
const AUTH_TOAST = { autoClose: 3000 };

function Who() {
  const { user } = useSession();
  return <p data-testid="who">{user?.name ?? 'nobody'}</p>;
}

function open(mode: AuthMode, api: Record<string, ApiStub>) {
  const onClose = vi.fn();
  const shell = renderWithShell(
    <>
      <AuthDialog open mode={mode} onModeChange={() => undefined} onClose={onClose} />
      <Who />
    </>,
    { api },
  );
  return { ...shell, onClose };
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email or mobile number'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('auth dialog', () => {
  it('logs in: success notice, token stored, dialog closed, form cleared', async () => {
    const user = userEvent.setup();
    const { notifications, onClose, apiCalls } = open('login', {
      '/api/auth/login': { body: { success: 'Welcome back, Asha!', token: 'tok.en.value', user: asha } },
    });
    await logIn(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiCalls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'asha@example.com', password: 'correct horse' },
    });
    expect(notifications).toEqual([{ kind: 'success', message: 'Welcome back, Asha!', options: AUTH_TOAST }]);
    expect(localStorage.getItem('token')).toBe('tok.en.value');
    expect(screen.getByTestId('who')).toHaveTextContent('Asha Rao');
    expect(screen.getByLabelText('Email or mobile number')).toHaveValue('');
  });

  it('warns when a 2xx reply has no success, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { notifications, onClose } = open('login', { '/api/auth/login': { body: { error: 'Account locked' } } });
    await logIn(user);
    await waitFor(() =>
      expect(notifications).toEqual([{ kind: 'warning', message: 'Account locked', options: AUTH_TOAST }]),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByLabelText('Email or mobile number')).toHaveValue('asha@example.com');
  });

  it('says "Something went wrong!" for an empty 2xx reply', async () => {
    const user = userEvent.setup();
    const { notifications } = open('login', { '/api/auth/login': { body: '' } });
    await logIn(user);
    await waitFor(() => expect(notifications[0]).toMatchObject({ kind: 'warning', message: 'Something went wrong!' }));
  });

  it('shows the server’s error, logs it, and keeps the dialog and input on a refusal', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { notifications, onClose } = open('login', {
      '/api/auth/login': { status: 401, body: { error: 'Wrong email or password' } },
    });
    await logIn(user);
    await waitFor(() =>
      expect(notifications).toEqual([{ kind: 'error', message: 'Wrong email or password', options: AUTH_TOAST }]),
    );
    expect(logged).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('says "An error occurred" for a failure without the server’s words', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { notifications } = open('login', { '/api/auth/login': { status: 500, body: '<html>oops</html>' } });
    await logIn(user);
    await waitFor(() => expect(notifications[0]).toMatchObject({ kind: 'error', message: 'An error occurred' }));
  });

  it('says the server could not be reached when it is down', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { notifications } = open('login', {});
    await logIn(user);
    await waitFor(() =>
      expect(notifications[0]).toMatchObject({
        kind: 'error',
        message: 'We could not reach our server. Check your connection and try again.',
      }),
    );
  });

  it('registers with every field, shows the server’s field errors beside them and focuses the first', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { apiCalls, notifications, onClose } = open('register', {
      '/api/auth/signup': {
        status: 409,
        body: { error: 'That email is already registered', fields: { email: 'Log in instead, or use another email' } },
      },
    });
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough pass');
    await user.type(screen.getByLabelText('Phone number'), '98765 43210');
    await user.type(screen.getByLabelText('City name'), 'Pune');
    await user.click(screen.getByRole('checkbox', { name: /newsletters and emails/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Log in instead, or use another email'),
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(notifications).toEqual([
      { kind: 'error', message: 'That email is already registered', options: AUTH_TOAST },
    ]);
    expect(apiCalls[0]?.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'long enough pass',
      contactNo: '9876543210',
      cityName: 'Pune',
      check: true,
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const { apiCalls } = open('register', {});
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name');
    expect(apiCalls).toEqual([]);
  });

  it('disables the button while sending', async () => {
    const user = userEvent.setup();
    let answer: (reply: { body: unknown }) => void = () => undefined;
    open('login', { '/api/auth/login': () => new Promise((resolve) => (answer = resolve)) });
    await logIn(user);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer({ body: { success: 'Welcome back', token: 'tok.en.value', user: asha } });
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok.en.value'));
  });

  it('Forgot password? asks for the address (or number) typed so far, then says what the api answers, and goes back to log in', async () => {
    const user = userEvent.setup();
    const SENT = 'If an account uses this address, a link to set a new password is on its way.';
    const { apiCalls, onClose } = open('login', { '/api/auth/forgot': { status: 202, body: { success: SENT } } });
    await user.type(screen.getByLabelText('Email or mobile number'), 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const forgot = screen.getByRole('form', { name: 'Forgot password' });
    const field = within(forgot).getByLabelText('Email or mobile number');
    expect(field).toHaveValue('asha@example');

    await user.click(within(forgot).getByRole('button', { name: 'Send the link' }));
    expect(field).toHaveAccessibleDescription('Enter your email address or your ten-digit mobile number');
    expect(field).toHaveFocus();
    expect(apiCalls).toEqual([]);

    await user.type(field, '.com');
    await user.click(within(forgot).getByRole('button', { name: 'Send the link' }));
    // The status region is there from the start, empty: wait for what it says.
    await waitFor(() => expect(within(forgot).getByRole('status')).toHaveTextContent(SENT));
    expect(apiCalls).toMatchObject([{ method: 'POST', path: '/api/auth/forgot', body: { email: 'asha@example.com' } }]);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(forgot).getByRole('button', { name: 'Back to log in' }));
    expect(screen.queryByRole('form', { name: 'Forgot password' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Login' })).toBeVisible();
    expect(screen.getByLabelText('Email or mobile number')).toHaveValue('asha@example');
  });
});
