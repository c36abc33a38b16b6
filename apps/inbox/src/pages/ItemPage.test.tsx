import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, type ApiStub } from '@storefront/shell/testing';
import Routes from '../Routes';
import { ENQUIRY, ENQUIRY_ITEM, HELP, HELP_ITEM, JOB, JOB_ITEM, signedInAs } from '../testing';

function openItem(route: string, stubs: Record<string, ApiStub>) {
  const { token, me } = signedInAs('staff');
  return renderWithShell(<Routes />, { route, token, api: { '/api/auth/me': me, ...stubs } });
}

const itemApi = (id: string) => `/api/staff/inbox/${id}`;

describe('/inbox/:kind/:id', () => {
  it('shows every field, the enquiry’s lines with options and quantities, and the sub total in rupees', async () => {
    openItem(`/inbox/enquiry/${ENQUIRY.id}`, { [itemApi(ENQUIRY.id)]: { body: ENQUIRY_ITEM } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry ENQ-7K3Q9M' })).toBeInTheDocument();
    expect(screen.getByText('Received', { exact: false })).toHaveTextContent('Status: New');
    const fields = screen.getByRole('region', { name: 'What was sent' });
    expect(within(fields).getByText('Company').nextSibling).toHaveTextContent('<b>Rao & Sons</b>');
    expect(within(fields).queryByText('Lines')).toBeNull();
    const lines = screen.getByRole('table');
    expect(
      within(lines)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ServiceOptionsQuantityPriceAmount',
      'Hoarding Campaignsize: Large1₹1,20,000₹1,20,000',
      'Reel Shoot—2₹15,000₹30,000',
      'Sub total₹1,50,000',
    ]);
    expect(screen.queryByRole('button', { name: 'Download CV' })).toBeNull();
  });

  it('says who sent it at the top, and lists the fields in the form’s order', async () => {
    openItem(`/inbox/help/${HELP.id}`, { [itemApi(HELP.id)]: { body: HELP_ITEM } });
    const title = await screen.findByRole('heading', { level: 1, name: 'Help query HLP-7K3Q9M' });
    const sender = title.nextElementSibling as HTMLElement;
    expect(sender).toHaveTextContent('From Ravi Kumar, ravi@example.in, 9876543210');
    expect(within(sender).getByRole('link', { name: 'ravi@example.in' })).toHaveAttribute(
      'href',
      'mailto:ravi@example.in',
    );
    expect(within(sender).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    const fields = screen.getByRole('region', { name: 'What was sent' });
    expect(
      within(fields)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['First name', 'Last name', 'Contact', 'Email', 'Query', 'Message']);
  });

  it('names only what the sender gave: a newsletter sign-up has an email alone', async () => {
    const signup = {
      ...HELP,
      kind: 'newsletter' as const,
      name: '',
      phone: '',
      summary: 'Newsletter sign-up (footer)',
    };
    openItem(`/inbox/newsletter/${HELP.id}`, {
      [itemApi(HELP.id)]: {
        body: { item: { ...signup, fields: { email: HELP.email, source: 'footer' }, cv: null, history: [] } },
      },
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Newsletter sign-up HLP-7K3Q9M' });
    expect(title.nextElementSibling).toHaveTextContent(/^From ravi@example\.in$/);
  });

  it('sets the status with a note and shows who changed it and when', async () => {
    const { apiCalls } = openItem(`/inbox/enquiry/${ENQUIRY.id}`, {
      [itemApi(ENQUIRY.id)]: { body: ENQUIRY_ITEM },
      [`${itemApi(ENQUIRY.id)}/status`]: {
        body: {
          success: 'ENQ-7K3Q9M is now answered.',
          status: 'answered',
          history: [
            {
              status: 'answered',
              note: 'Quoted by phone',
              by: { name: 'Meera Shah', email: 'meera@brandwala.in' },
              at: '2026-11-23T10:00:00.000Z',
            },
          ],
        },
      },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Change status to'), 'answered');
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Quoted by phone');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('ENQ-7K3Q9M is now answered.')).toBeInTheDocument();
    const post = apiCalls.find((c) => c.path.endsWith('/status'));
    expect(post).toMatchObject({ method: 'POST', body: { status: 'answered', note: 'Quoted by phone' } });
    const history = screen.getByRole('list', { name: 'Status history' });
    expect(history).toHaveTextContent(
      /Answered, by Meera Shah \(meera@brandwala\.in\), 23 Nov 2026.*Note: Quoted by phone/,
    );
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('');
  });

  it('says what went wrong when the status cannot be saved', async () => {
    openItem(`/inbox/enquiry/${ENQUIRY.id}`, {
      [itemApi(ENQUIRY.id)]: { body: ENQUIRY_ITEM },
      [`${itemApi(ENQUIRY.id)}/status`]: { status: 400, body: { error: 'Keep the note to 2000 characters' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Keep the note to 2000 characters')).toBeInTheDocument();
  });

  it('downloads a job application’s CV with the staff token, and shows its history', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.href);
    });
    const { apiCalls } = openItem(`/inbox/job/${JOB.id}`, {
      [itemApi(JOB.id)]: { body: JOB_ITEM },
      [`${itemApi(JOB.id)}/cv`]: { body: '%PDF-1.4' },
    });
    expect(await screen.findByText('vikram-cv.pdf (PDF, 20 KB)')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Status history' })).toHaveTextContent('Note: Called him');
    await userEvent.click(screen.getByRole('button', { name: 'Download CV' }));
    await vi.waitFor(() => expect(saved).toEqual(['blob:cv']));
    expect(apiCalls.find((c) => c.path.endsWith('/cv'))?.headers.Authorization).toBe('Bearer staff.token.value');
  });

  it('is not found for an id of another kind', async () => {
    openItem(`/inbox/help/${JOB.id}`, { [itemApi(JOB.id)]: { body: JOB_ITEM } });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it.each([
    ['a made-up id', `/inbox/job/${'c'.repeat(32)}`],
    ['an unknown kind', `/inbox/invoice/${JOB.id}`],
  ])('is not found for %s', async (_what, route) => {
    openItem(route, {
      [itemApi('c'.repeat(32))]: { status: 404, body: { error: 'There is nothing at this address.' } },
    });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
