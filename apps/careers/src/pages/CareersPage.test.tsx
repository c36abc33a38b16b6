import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@storefront/shell/testing';
import Routes from '../Routes';
import { JOBS } from '../data/jobs';

const openingTitles = () =>
  within(screen.getByRole('region', { name: 'Current Openings' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('careers page', () => {
  it('lists the seven openings with the sections docs/product.md#careers names', () => {
    renderWithShell(<Routes />, { route: '/careers' });
    // Every opening, in the order of the data (search.test.ts checks its titles against docs/product.md).
    expect(openingTitles()).toEqual(JOBS.map((job) => job.title));
    expect(openingTitles()).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'Why Work With Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Benefits & Perks' })).toBeInTheDocument();
    expect(screen.getByText('Showing all 7 openings')).toHaveAttribute('role', 'status');
  });

  it('searches as the visitor types and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    renderWithShell(<Routes />, { route: '/careers' });
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'Mumbai');
    expect(openingTitles()).toEqual(['Creative Director', 'Art Director']);
    expect(screen.getByTestId('location')).toHaveTextContent('/careers?q=Mumbai');
    expect(screen.getByText('Showing 2 of 7 openings')).toBeInTheDocument();
  });

  it('says so when nothing matches, and can show everything again', async () => {
    const user = userEvent.setup();
    renderWithShell(<Routes />, { route: '/careers' });
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'astronaut');
    expect(openingTitles()).toEqual([]);
    expect(screen.getByText('No positions found for "astronaut"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all openings' }));
    expect(openingTitles()).toHaveLength(7);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/careers$/);
  });

  it('filters by type, combined with the search', async () => {
    const user = userEvent.setup();
    renderWithShell(<Routes />, { route: '/careers' });
    const partTime = screen.getByRole('button', { name: 'Part-time' });
    await user.click(partTime);
    expect(partTime).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Jobs' })).toHaveAttribute('aria-pressed', 'false');
    expect(openingTitles()).toEqual(['Social Media Manager', 'Copywriter']);
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'creative');
    expect(openingTitles()).toEqual(['Copywriter']);
    expect(screen.getByTestId('location')).toHaveTextContent('/careers?q=creative&type=Part-time');
    await user.click(screen.getByRole('button', { name: 'All Jobs' }));
    expect(openingTitles()).toEqual(['Creative Director', 'Copywriter']);
  });

  it('starts from the search and filter in the URL', () => {
    renderWithShell(<Routes />, { route: '/careers?q=director&type=Full-time' });
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('director');
    expect(screen.getByRole('button', { name: 'Full-time' })).toHaveAttribute('aria-pressed', 'true');
    expect(openingTitles()).toEqual(['Creative Director', 'Art Director']);
  });

  it('links Learn More About Us to the company profile', async () => {
    const user = userEvent.setup();
    renderWithShell(<Routes />, { route: '/careers' });
    await user.click(screen.getByRole('link', { name: 'Learn More About Us' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company/profile');
  });

  it('shows the shared 404 for other paths', () => {
    renderWithShell(<Routes />, { route: '/careers/nothing-here' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('the job dialog', () => {
  const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

  it('opens with the job’s description beside the form', async () => {
    const user = userEvent.setup();
    renderWithShell(<Routes />, { route: '/careers' });
    await user.click(screen.getByRole('button', { name: 'Apply Now for Media Planner' }));
    const dialog = screen.getByRole('dialog', { name: 'Media Planner' });
    expect(within(dialog).getByText(/From our Dubai office you will plan and buy media/)).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Contact Number', 'Email Address', 'Upload CV']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('+91')).toBeVisible();
  });

  it('validates every field, focuses the first problem and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithShell(<Routes />, { route: '/careers' });
    await user.click(screen.getByRole('button', { name: 'Apply Now for Copywriter' }));
    const dialog = screen.getByRole('dialog', { name: 'Copywriter' });
    await user.type(within(dialog).getByLabelText('Email Address'), 'asha@');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    // The form's checks arrive after it works (useFormChecks): their messages come a moment later.
    await waitFor(() => expect(within(dialog).getByLabelText('First Name')).toHaveFocus());
    expect(within(dialog).getByLabelText('First Name')).toHaveAccessibleDescription('Enter your first name');
    expect(within(dialog).getByLabelText('Last Name')).toHaveAccessibleDescription('Enter your last name');
    expect(within(dialog).getByLabelText('Contact Number')).toHaveAccessibleDescription(
      'Your ten-digit mobile number Enter your contact number',
    );
    expect(within(dialog).getByLabelText('Email Address')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
    expect(within(dialog).getByLabelText('Upload CV')).toHaveAccessibleDescription(
      'PDF, DOC or DOCX, up to 5 MB Attach your CV (PDF, DOC or DOCX, up to 5 MB)',
    );
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('asha@');
  });

  it('refuses a CV of the wrong type or over 5 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithShell(<Routes />, { route: '/careers' });
    await user.click(screen.getByRole('button', { name: 'Apply Now for Copywriter' }));
    const cv = screen.getByLabelText('Upload CV');
    await user.upload(cv, file('photo.png', 'image/png', 100));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(cv).toHaveAccessibleDescription(
      'PDF, DOC or DOCX, up to 5 MB Your CV must be a PDF, DOC or DOCX file Chosen: photo.png (100 bytes)',
    );
    await user.upload(cv, file('cv.pdf', 'application/pdf', 6 * 1024 * 1024));
    expect(screen.getByText('Your CV is 6.0 MB; the limit is 5 MB')).toBeInTheDocument();
  });

  async function fillApplication(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.type(within(dialog).getByLabelText('First Name'), 'Asha');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Mehta');
    await user.type(within(dialog).getByLabelText('Contact Number'), '98765 43210');
    await user.type(within(dialog).getByLabelText('Email Address'), 'asha@example.com');
    await user.upload(within(dialog).getByLabelText('Upload CV'), file('asha.pdf', 'application/pdf', 2048));
  }

  it('sends a valid application with its CV as multipart and shows the reference', async () => {
    const user = userEvent.setup();
    const { apiCalls } = renderWithShell(<Routes />, {
      route: '/careers',
      api: {
        '/api/job-applications': {
          status: 201,
          body: { success: 'Thank you, Asha. Your application is with our team.', reference: 'JA-4Q8Z' },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Apply Now for Art Director' }));
    const dialog = screen.getByRole('dialog', { name: 'Art Director' });
    await fillApplication(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const status = within(dialog).getByRole('status');
    expect(await within(status).findByText('Thank you, Asha. Your application is with our team.')).toBeInTheDocument();
    expect(status).toHaveTextContent('Your reference is JA-4Q8Z');
    const body = apiCalls[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'cv'))).toEqual({
      position: expect.any(String),
      firstName: 'Asha',
      lastName: 'Mehta',
      contactNumber: '9876543210',
      email: 'asha@example.com',
      // The honeypot, empty: a person never sees it.
      website: '',
    });
    expect((body.get('cv') as File).name).toBe('asha.pdf');
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('');
  });

  it('sends the honeypot as a bot filled it, in the multipart form with the CV', async () => {
    const user = userEvent.setup();
    const { apiCalls } = renderWithShell(<Routes />, {
      route: '/careers',
      api: { '/api/job-applications': { status: 201, body: { success: 'Thank you.', reference: 'JA-1' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Apply Now for Art Director' }));
    const dialog = screen.getByRole('dialog', { name: 'Art Director' });
    const honeypot = within(dialog).getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(within(dialog).queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    await fillApplication(user, dialog);
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(apiCalls).toHaveLength(1));
    const body = apiCalls[0]?.body as FormData;
    expect(body.get('website')).toBe('https://spam.example');
    expect((body.get('cv') as File).name).toBe('asha.pdf');
  });

  it('when our server cannot be reached keeps everything and offers email instead', async () => {
    const user = userEvent.setup();
    renderWithShell(<Routes />, { route: '/careers' });
    await user.click(screen.getByRole('button', { name: 'Apply Now for Art Director' }));
    const dialog = screen.getByRole('dialog', { name: 'Art Director' });
    await fillApplication(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const status = within(dialog).getByRole('status');
    expect(
      await within(status).findByText('We could not reach our server. Check your connection and try again.'),
    ).toBeInTheDocument();
    const mail = within(status).getByRole('link', { name: 'careers@brandwala.in' });
    expect(mail).toHaveAttribute('href', 'mailto:careers@brandwala.in?subject=Application%3A%20Art%20Director');
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Asha');
    expect(within(dialog).getByLabelText('Contact Number')).toHaveValue('98765 43210');
    expect(within(dialog).getByText('Chosen: asha.pdf (2 KB)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('closes with the Close button and on Escape, and keeps the draft for the next job', async () => {
    const user = userEvent.setup();
    renderWithShell(<Routes />, { route: '/careers' });
    await user.click(screen.getByRole('button', { name: 'Apply Now for Copywriter' }));
    await user.type(screen.getByLabelText('First Name'), 'Ravi');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Apply Now for Account Manager' }));
    expect(screen.getByRole('dialog', { name: 'Account Manager' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ravi');
    // The browser turns Escape into a cancel event on the dialog.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside its content (on the backdrop)', async () => {
    const user = userEvent.setup();
    renderWithShell(<Routes />, { route: '/careers' });
    await user.click(screen.getByRole('button', { name: 'Apply Now for Copywriter' }));
    // A click inside the content keeps it open; a click on the <dialog> box itself is on the backdrop.
    await user.click(screen.getByText(/You will write for campaigns/));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
