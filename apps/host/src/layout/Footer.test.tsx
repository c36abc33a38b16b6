import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@storefront/shell/testing';
import { Footer } from './Footer';

describe('newsletter', () => {
  it('subscribes and says so', async () => {
    const user = userEvent.setup();
    const { apiCalls } = renderWithShell(<Footer />, {
      api: {
        '/api/newsletter': {
          status: 201,
          body: { success: 'You are subscribed. See you next month!', reference: 'NL-1' },
        },
      },
    });
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    // The status line is always there: wait for what it says, not for it.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('You are subscribed. See you next month!'),
    );
    expect(apiCalls[0]).toMatchObject({ method: 'POST', path: '/api/newsletter', body: { email: 'asha@example.com' } });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('says what to fix, keeping the address', async () => {
    const user = userEvent.setup();
    renderWithShell(<Footer />, {
      api: {
        '/api/newsletter': {
          status: 400,
          body: { error: 'Check the form', fields: { email: 'Enter an email address like name@example.com' } },
        },
      },
    });
    await user.type(screen.getByLabelText('Email address'), 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter an email address like name@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('says when our server cannot be reached', async () => {
    const user = userEvent.setup();
    renderWithShell(<Footer />);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('We could not reach our server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com');
  });
});
