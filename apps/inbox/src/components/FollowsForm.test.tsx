import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, type ApiStub } from '@storefront/shell/testing';
import type { FollowsReply } from '@storefront/types/forms';
import Routes from '../Routes';
import { signedInAs } from '../testing';

const NOT_CHOSEN: FollowsReply = { kinds: [], helpTopics: [], chosen: false, email: 'meera@brandwala.in' };

function openFollows(follows: ApiStub, role: 'staff' | 'admin' = 'staff') {
  const { token, me } = signedInAs(role);
  return renderWithShell(<Routes />, {
    route: '/inbox/mail',
    token,
    api: { '/api/auth/me': me, '/api/staff/follows': follows },
  });
}

const checked = (group: HTMLElement) =>
  within(group)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent?.trim());

describe('/inbox/mail', () => {
  it('shows what the staff member follows, where the mails go, and that they have not chosen', async () => {
    openFollows({ body: { ...NOT_CHOSEN, kinds: ['enquiry'] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mail I get' })).toBeInTheDocument();
    expect(screen.getByText(/a mail tells you, at meera@brandwala\.in/)).toBeInTheDocument();
    expect(
      screen.getByText('You have not chosen yet: admins get every kind until they choose; staff get none.'),
    ).toBeInTheDocument();
    const kinds = screen.getByRole('group', { name: 'Tell me when one of these arrives' });
    expect(
      within(kinds)
        .getAllByRole('checkbox')
        .filter((box) => box.getAttribute('name') === 'kinds')
        .map((box) => box.closest('label')?.textContent?.trim()),
    ).toEqual(['Help queries', 'Cart enquiries', 'Partner applications', 'Job applications']);
    expect(checked(kinds)).toEqual(['Cart enquiries']);
    const topics = screen.getByRole('group', { name: /^Help query topics/ });
    expect(
      within(topics)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent?.trim()),
    ).toEqual(['Technology', 'Public Relations', 'Business Development', 'Sales & Marketing']);
    expect(screen.getByRole('navigation', { name: 'Inbox' })).toHaveTextContent('Mail I get');
  });

  it('saves the choice and says so', async () => {
    const saved: FollowsReply = {
      kinds: ['help', 'job'],
      helpTopics: ['Technology', 'Sales & Marketing'],
      chosen: true,
      email: 'meera@brandwala.in',
      success: 'Saved: you are mailed about help queries (2 topics) and job applications.',
    };
    const { apiCalls } = openFollows((call) => ({ body: call.method === 'POST' ? saved : NOT_CHOSEN }));
    await userEvent.click(await screen.findByLabelText('Job applications'));
    await userEvent.click(screen.getByLabelText('Sales & Marketing'));
    await userEvent.click(screen.getByLabelText('Help queries'));
    await userEvent.click(screen.getByLabelText('Technology'));
    await userEvent.click(screen.getByRole('button', { name: 'Save mail choices' }));
    expect(await screen.findByText(saved.success!)).toBeInTheDocument();
    // Sent in the order shown, whatever the order ticked.
    expect(apiCalls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/follows',
      body: { kinds: ['help', 'job'], helpTopics: ['Technology', 'Sales & Marketing'] },
    });
    expect(screen.queryByText(/You have not chosen yet/)).toBeNull();
    expect(checked(screen.getByRole('group', { name: /^Help query topics/ }))).toEqual([
      'Technology',
      'Sales & Marketing',
    ]);
  });

  it('shows the api’s message for the help topics beside them', async () => {
    openFollows((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              error: 'Please check your choices.',
              fields: { helpTopics: 'Choose at least one query topic, or stop following help queries' },
            },
          }
        : { body: { ...NOT_CHOSEN, chosen: true } },
    );
    await userEvent.click(await screen.findByLabelText('Help queries'));
    await userEvent.click(screen.getByRole('button', { name: 'Save mail choices' }));
    expect(await screen.findByText('Please check your choices.')).toBeInTheDocument();
    const topics = screen.getByRole('group', { name: /^Help query topics/ });
    expect(within(topics).getByText('Choose at least one query topic, or stop following help queries')).toBeVisible();
    expect(topics).toHaveAccessibleDescription('Choose at least one query topic, or stop following help queries');
    expect(screen.getByLabelText('Technology')).toHaveFocus();
    expect(screen.getByLabelText('Help queries')).toBeChecked();
  });

  it('offers Try again when the choice cannot be read', async () => {
    openFollows(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server');
  });
});
