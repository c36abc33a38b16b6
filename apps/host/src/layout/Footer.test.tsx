import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('sends the honeypot with the address: empty from a person, as filled by a bot', async () => {
    const user = userEvent.setup();
    const { apiCalls } = renderWithShell(<Footer />, {
      api: { '/api/newsletter': { status: 201, body: { success: 'You are subscribed.', reference: 'NL-1' } } },
    });
    const honeypot = screen.getByLabelText('Leave this field empty');
    // In the form a browser posts itself, out of sight and out of reach.
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(apiCalls).toHaveLength(1));
    expect(apiCalls[0]?.body).toEqual({ email: 'asha@example.com', website: '' });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    await user.type(screen.getByLabelText('Email address'), 'bot@example.com');
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(apiCalls).toHaveLength(2));
    expect(apiCalls[1]?.body).toEqual({ email: 'bot@example.com', website: 'https://spam.example' });
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
