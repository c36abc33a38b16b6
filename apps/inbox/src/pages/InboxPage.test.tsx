import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, type ApiStub } from '@storefront/shell/testing';
import { STAFF_ONLY } from '@storefront/types/forms';
import Routes from '../Routes';
import { ENQUIRY, JOB, inboxReply, signedInAs } from '../testing';

function openInbox(
  route = '/inbox',
  inbox: ApiStub = { body: inboxReply() },
  role: 'staff' | 'visitor' | 'admin' = 'staff',
) {
  const { token, me } = signedInAs(role);
  return renderWithShell(<Routes />, { route, token, api: { '/api/auth/me': me, '/api/staff/inbox': inbox } });
}

describe('/inbox', () => {
  it('asks a visitor to log in, with the host’s dialog, and asks the api nothing', async () => {
    const { authOpened, apiCalls } = renderWithShell(<Routes />, { route: '/inbox' });
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(authOpened).toEqual(['login']);
    expect(apiCalls).toEqual([]);
  });

  it('tells a visitor’s account it is for staff, without asking for the inbox', async () => {
    const { apiCalls } = openInbox('/inbox', { body: inboxReply() }, 'visitor');
    expect(await screen.findByText(STAFF_ONLY)).toBeInTheDocument();
    expect(apiCalls.map((c) => c.path)).toEqual(['/api/auth/me']);
  });

  it('lists what was received in a table, with new counts by kind and links to each item', async () => {
    openInbox();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Reference', 'Received', 'Kind', 'From', 'About', 'Status']);
    expect(rows[1]).toHaveTextContent(/ENQ-7K3Q9M.*Enquiry.*Asha Rao.*asha@example\.in.*Hoarding Campaign.*New/);
    expect(within(rows[1]!).getByRole('link', { name: 'ENQ-7K3Q9M' })).toHaveAttribute(
      'href',
      `/inbox/enquiry/${ENQUIRY.id}`,
    );
    const kinds = screen.getByRole('list', { name: 'Kinds' });
    expect(within(kinds).getByRole('link', { name: 'Everything (6 new)' })).toHaveAttribute('aria-current', 'true');
    expect(within(kinds).getByRole('link', { name: 'Partner applications (2 new)' })).toHaveAttribute(
      'href',
      '/inbox?kind=partner',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows markup in a field as text', async () => {
    openInbox();
    expect(await screen.findByText('<img src=x onerror="window.hacked=1">')).toBeInTheDocument();
    expect(screen.getByText('Application: <script>window.hacked=1</script>Copywriter')).toBeInTheDocument();
    expect(document.querySelector('main img, table img, table script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('asks the api with the address’s filter, and a new filter goes into the address', async () => {
    const { apiCalls } = openInbox('/inbox?kind=job&status=answered&q=vikram&page=2&bogus=1');
    await screen.findByRole('table');
    expect(apiCalls.at(-1)?.search).toBe('?kind=job&status=answered&q=vikram&page=2');
    expect(screen.getByLabelText('Kind', { exact: true })).toHaveValue('job');
    expect(screen.getByLabelText('Name, email or phone')).toHaveValue('vikram');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'new');
    await userEvent.clear(screen.getByLabelText('Name, email or phone'));
    await userEvent.type(screen.getByLabelText('Received from'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // A changed filter starts at its first page.
    expect(screen.getByTestId('location')).toHaveTextContent('/inbox?kind=job&status=new&from=2026-11-01');
    await waitFor(() => expect(apiCalls.at(-1)?.search).toBe('?kind=job&status=new&from=2026-11-01'));
    // Apply on the same filter reads the list again.
    const before = apiCalls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(apiCalls.length).toBe(before + 1));
    expect(apiCalls.at(-1)?.search).toBe('?kind=job&status=new&from=2026-11-01');
  });

  it('pages through a long list, keeping the filter', async () => {
    openInbox('/inbox?kind=job', { body: inboxReply([JOB], { total: 120, page: 1 }) });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/inbox?kind=job&page=2');
  });

  it('returns to the log-in prompt when the api ends the session (401), and forgets the token', async () => {
    openInbox('/inbox', { status: 401, body: { error: 'Your session has ended. Please log in again.' } });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the api’s sentence when it refuses the role (403), and offers Try again on other failures', async () => {
    openInbox('/inbox', { status: 403, body: { error: STAFF_ONLY } });
    expect(await screen.findByText(STAFF_ONLY)).toBeInTheDocument();
  });

  it('offers Try again when the api cannot be reached', async () => {
    let up = false;
    openInbox('/inbox', () => (up ? { body: inboxReply() } : new TypeError('Failed to fetch')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach our server');
    up = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('exports the current filter as CSV, every page of it', async () => {
    const csv: ApiStub = { body: 'Kind,Reference\n' };
    const { token, me } = signedInAs('staff');
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:inbox');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { apiCalls } = renderWithShell(<Routes />, {
      route: '/inbox?kind=help&page=3',
      token,
      api: { '/api/auth/me': me, '/api/staff/inbox': { body: inboxReply() }, '/api/staff/inbox.csv': csv },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['download blob:inbox']));
    const call = apiCalls.find((c) => c.path === '/api/staff/inbox.csv');
    expect(call?.search).toBe('?kind=help');
    expect(call?.headers.Authorization).toBe('Bearer staff.token.value');
  });
});

describe('/inbox: spam', () => {
  it('lists only spam with Spam only ticked, says so, and goes back to the inbox', async () => {
    const { apiCalls } = openInbox('/inbox?kind=job');
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'See spam' })).toHaveAttribute('href', '/inbox?kind=job&spam=true');
    await userEvent.click(screen.getByLabelText('Spam only'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/inbox?kind=job&spam=true');
    await waitFor(() => expect(apiCalls.at(-1)?.search).toBe('?kind=job&spam=true'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inbox: spam');
    expect(document.title).toMatch(/^Inbox: spam/);
    expect(screen.getByLabelText('Spam only')).toBeChecked();
    // The kinds keep to spam; their new counts (spam left out) are not shown here.
    expect(
      within(screen.getByRole('list', { name: 'Kinds' })).getByRole('link', { name: 'Partner applications' }),
    ).toHaveAttribute('href', '/inbox?kind=partner&spam=true');

    await userEvent.click(screen.getByRole('link', { name: 'Back to the inbox' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/inbox\?kind=job$/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Inbox$/);
  });

  it('marks spam lines Spam', async () => {
    openInbox('/inbox?spam=true', { body: inboxReply([{ ...ENQUIRY, spam: true }, JOB]) });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('ENQ-7K3Q9M Spam');
    expect(within(rows[1]!).getByRole('link', { name: 'ENQ-7K3Q9M' })).toBeInTheDocument();
    expect(rows[2]).not.toHaveTextContent('Spam');
  });

  it('says when no spam matches', async () => {
    openInbox('/inbox?spam=true', { body: inboxReply([]) });
    expect(await screen.findByText('No spam matches this filter.')).toBeInTheDocument();
  });
});

describe('/inbox: mail', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  it('warns when mail is failing: how long the oldest unsent mail has waited and how many failed', async () => {
    openInbox('/inbox', {
      body: inboxReply(undefined, { mail: { unsent: 5, oldestUnsentAt: minutesAgo(12.5), failed: 3 } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mail is failing: the oldest unsent mail has waited 12 minutes; 3 mails have failed. Open an item to see why.',
    );
  });

  it('says nothing while mail flows', async () => {
    openInbox('/inbox', {
      body: inboxReply(undefined, { mail: { unsent: 2, oldestUnsentAt: minutesAgo(1), failed: 0 } }),
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Mail is/)).toBeNull();
  });
});
