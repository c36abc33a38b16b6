import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, type ApiStub } from '@storefront/shell/testing';
import type { AuditReply } from '@storefront/types/forms';
import Routes from '../Routes';
import { CONFIRM_ASKED } from '../components/EraseSection';
import { ENQUIRY, JOB, signedInAs } from '../testing';

const meera = { name: 'Meera Shah', email: 'meera@brandwala.in' };
const AUDIT: AuditReply = {
  entries: [
    {
      at: '2026-11-23T10:00:00.000Z',
      by: meera,
      action: 'status',
      item: ENQUIRY,
      account: null,
      status: 'answered',
      role: null,
      note: 'Quoted <b>by phone</b>',
      release: null,
    },
    {
      at: '2026-11-23T09:45:00.000Z',
      by: meera,
      action: 'cv-view',
      item: JOB,
      account: null,
      status: null,
      role: null,
      note: null,
      release: null,
    },
    {
      at: '2026-11-22T09:00:00.000Z',
      by: null,
      action: 'role',
      item: null,
      account: meera,
      status: null,
      role: 'staff',
      note: null,
      release: null,
    },
    {
      at: '2026-11-22T08:00:00.000Z',
      by: { name: 'Ravi Admin', email: 'ravi@brandwala.in' },
      action: 'canary-end',
      item: null,
      account: null,
      status: null,
      role: null,
      note: null,
      release: { app: 'careers', release: '1.4.0-0a1b2c3d4e' },
    },
    ...(['reply', 'not-spam', 'mail-resend'] as const).map((action) => ({
      at: '2026-11-21T08:00:00.000Z',
      by: meera,
      action,
      item: ENQUIRY,
      account: null,
      status: null,
      role: null,
      note: null,
      release: null,
    })),
    {
      at: '2026-11-20T08:00:00.000Z',
      by: null,
      action: 'erase',
      item: null,
      account: null,
      status: null,
      role: null,
      note: 'Erased on request, from My account: the account and 2 items',
      release: null,
    },
  ],
  total: 8,
  page: 1,
  pageSize: 50,
};
const TEAM = {
  members: [
    { ...meera, role: 'staff' },
    { name: 'Ravi Admin', email: 'ravi@brandwala.in', role: 'admin' },
  ],
};

function openAudit(role: 'admin' | 'staff', stubs: Record<string, ApiStub> = {}) {
  const { token, me } = signedInAs(role);
  return renderWithShell(<Routes />, {
    route: '/inbox/audit',
    token,
    api: { '/api/auth/me': me, '/api/staff/audit': { body: AUDIT }, '/api/staff/roles': { body: TEAM }, ...stubs },
  });
}

describe('/inbox/audit', () => {
  it('shows the admin who did what to which item, and when', async () => {
    openAudit('admin');
    const audit = await screen.findByRole('table', { name: '8 entries' });
    const rows = within(audit).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(
      /23 Nov 2026.*Meera Shah.*Set the status to Answered.*Enquiry ENQ-7K3Q9M.*Quoted <b>by phone<\/b>/,
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Enquiry ENQ-7K3Q9M' })).toHaveAttribute(
      'href',
      `/inbox/enquiry/${ENQUIRY.id}`,
    );
    expect(rows[1]).toHaveTextContent(/Downloaded the CV.*Job application JOB-4HJ7PQ/);
    expect(rows[2]).toHaveTextContent(/The server \(pnpm staff\).*Made Meera Shah \(meera@brandwala\.in\) staff/);
    expect(rows[3]).toHaveTextContent(/Ravi Admin.*Ended the careers canary 1\.4\.0-0a1b2c3d4e/);
    expect(rows[4]).toHaveTextContent(/Meera Shah.*Replied to the sender.*Enquiry ENQ-7K3Q9M/);
    expect(rows[5]).toHaveTextContent(/Marked not spam.*Enquiry ENQ-7K3Q9M/);
    expect(rows[6]).toHaveTextContent(/Sent a failed mail again.*Enquiry ENQ-7K3Q9M/);
    expect(rows[7]).toHaveTextContent(
      /The person, from My account.*Erased a person’s data on request.*the account and 2 items/,
    );
    expect(screen.getByRole('navigation', { name: 'Inbox' })).toHaveTextContent('Audit and staff');
  });

  it('lists the staff and gives an account the staff role', async () => {
    const { apiCalls } = openAudit('admin', {
      '/api/staff/roles': (call) =>
        call.method === 'POST'
          ? {
              body: {
                success: 'Kiran Shah is now staff.',
                member: { name: 'Kiran Shah', email: 'kiran@brand.co', role: 'staff' },
              },
            }
          : { body: TEAM },
    });
    const staff = await screen.findByRole('region', { name: 'Staff members' });
    expect(
      within(staff)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NameEmailRole', 'Meera Shahmeera@brandwala.inStaff', 'Ravi Adminravi@brandwala.inAdmin']);
    await userEvent.type(screen.getByLabelText('Account email'), 'kiran@brand.co');
    await userEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Kiran Shah is now staff.')).toBeInTheDocument();
    expect(apiCalls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/roles',
      body: { email: 'kiran@brand.co', role: 'staff' },
    });
    await waitFor(() =>
      expect(apiCalls.filter((c) => c.path === '/api/staff/roles' && c.method === 'GET')).toHaveLength(2),
    );
  });

  it('erases a person’s data only once the admin ticks that they asked, and says what it erased', async () => {
    const user = userEvent.setup();
    const { apiCalls } = openAudit('admin', {
      '/api/staff/erase': {
        body: { success: 'Erased: their account and 3 items (kept as “erased on request”).', account: true, items: 3 },
      },
    });
    const form = await screen.findByRole('form', { name: 'Erase a person’s data' });
    await user.type(within(form).getByLabelText('Their email address'), 'zoya@example.in');
    await user.click(within(form).getByRole('button', { name: 'Erase their data' }));
    expect(await within(form).findByText(CONFIRM_ASKED)).toBeInTheDocument();
    expect(apiCalls.filter((c) => c.path === '/api/staff/erase')).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: /They asked by mail from this address/ }));
    await user.click(within(form).getByRole('button', { name: 'Erase their data' }));
    expect(await within(form).findByText(/Erased: their account and 3 items/)).toBeInTheDocument();
    expect(apiCalls.find((c) => c.path === '/api/staff/erase')).toMatchObject({
      method: 'POST',
      body: { email: 'zoya@example.in' },
    });
    expect(within(form).getByLabelText('Their email address')).toHaveValue('');
  });

  it('shows a staff member the api’s refusal, and no admin link', async () => {
    openAudit('staff', { '/api/staff/audit': { status: 403, body: { error: 'Only an admin can do this.' } } });
    expect(await screen.findByText('Only an admin can do this.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Inbox' })).not.toHaveTextContent('Audit');
  });
});
