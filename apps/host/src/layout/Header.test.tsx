import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@storefront/shell/testing';
import { Header } from './Header';

const asha = { name: 'Asha Rao', email: 'asha@example.com', contactNo: '9876543210', cityName: 'Pune' };

describe('header account', () => {
  it('offers Account when signed out', async () => {
    const user = userEvent.setup();
    const { authOpened } = renderWithShell(<Header />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(authOpened).toEqual(['register']);
  });

  it('greets a signed-in visitor and logs out, even if the api call fails', async () => {
    const user = userEvent.setup();
    const { notifications, apiCalls } = renderWithShell(<Header />, {
      token: 'good.token.value',
      api: { '/api/auth/me': { body: { user: asha } } },
    });
    expect(await screen.findByText('Hi, Asha', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument());
    expect(localStorage.getItem('token')).toBeNull();
    expect(notifications).toEqual([{ kind: 'success', message: 'You are logged out.', options: { autoClose: 3000 } }]);
    expect(apiCalls.map((c) => c.path)).toEqual(['/api/auth/me', '/api/auth/logout']);
  });

  it('gives staff a link to the inbox, and a visitor none', async () => {
    renderWithShell(<Header />, {
      token: 'good.token.value',
      api: { '/api/auth/me': { body: { user: { ...asha, role: 'staff' } } } },
    });
    expect(await screen.findByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');
  });

  it('shows a visitor account no inbox link', async () => {
    renderWithShell(<Header />, {
      token: 'good.token.value',
      api: { '/api/auth/me': { body: { user: { ...asha, role: 'visitor' } } } },
    });
    expect(await screen.findByText('Hi, Asha', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Inbox' })).toBeNull();
  });
});
