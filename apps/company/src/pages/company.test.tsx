import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@storefront/shell/testing';
import Routes from '../Routes';

const at = (route: string) => renderWithShell(<Routes />, { route });

describe('company pages', () => {
  it('sends /company to the profile', () => {
    at('/company');
    expect(screen.getByTestId('location')).toHaveTextContent('/company/profile');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We turn brands into household names');
  });

  it('shows the profile’s stats, about text, team and Join Us Now', async () => {
    const user = userEvent.setup();
    at('/company/profile');
    const stats = within(screen.getByRole('region', { name: 'Brandwala Media in numbers' })).getAllByRole('listitem');
    expect(stats.map((s) => s.textContent)).toEqual([
      '12+ Years Experience',
      '5000+ Brands Served',
      '6 Global Offices',
      '100+ Team Members',
    ]);
    const about = screen.getByRole('region', { name: 'About Us' });
    expect(about).toHaveTextContent('Founded in 2011');
    expect(about).toHaveTextContent('Mumbai, Delhi, Pune, Ahmedabad and Dubai');
    const team = screen.getByRole('region', { name: 'Meet Our Team' });
    expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(team).getByRole('img', { name: 'Portrait of Priya Sharma' })).toHaveAttribute('width', '112');
    expect(within(team).getByText('Chief Creative Officer')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Join Us Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/join-us');
  });

  it.each([
    ['/company/ventures', 'Ventures', 'Ventures section coming soon...'],
    ['/company/sustainability', 'Sustainability', 'Company section coming soon..'],
    ['/company/blogs', 'Blogs', 'Blogs section coming soon..'],
  ])('%s says %s is coming, in the words of docs/product.md#company-pages', (route, title, text) => {
    at(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our company profile' })).toHaveAttribute('href', '/company/profile');
  });

  it.each(['/company/nothing', '/company/profile/extra', '/partners/unknown', '/help/me'])(
    '%s is the shared 404',
    (route) => {
      at(route);
      expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    },
  );

  it.each([
    ['/refund-policy', 'Refund Policy'],
    ['/payment', 'Payment Gateway'],
    ['/testimonials', 'Testimonials'],
    ['/location', 'Our Offices'],
  ])('%s is a real page: %s', (route, title) => {
    at(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).toBeNull();
  });

  it('lists every office with an address and a maps link', () => {
    at('/location');
    for (const city of ['Mumbai', 'Delhi', 'Pune', 'Ahmedabad', 'Dubai']) {
      const office = screen.getByRole('article', { name: city });
      const map = within(office).getByRole('link', { name: `Open the ${city} office in Maps (opens in a new tab)` });
      expect(map.getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Brandwala%20Media/,
      );
      expect(map).toHaveAttribute('target', '_blank');
      expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('article', { name: 'Mumbai' })).toHaveTextContent('Andheri East');
  });
});

describe('join us', () => {
  it('shows the four partners with their benefits and why to partner', () => {
    at('/join-us');
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Network' })).toBeInTheDocument();
    const store = screen.getByRole('article', { name: 'Store Partner' });
    expect(
      within(store)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Premium location', 'Complete business setup', 'Marketing support']);
    for (const title of ['BDA Partner', 'Store Partner', 'Studio Partner', 'Delivery Partner']) {
      expect(screen.getByRole('button', { name: `Join as ${title}` })).toBeInTheDocument();
    }
    const why = screen.getByRole('region', { name: 'Why Partner With Us?' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Growth Support', 'Financial Freedom', 'Brand Recognition']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens Apply Now with the partner’s title and description, and validates', async () => {
    const user = userEvent.setup();
    at('/join-us');
    const opener = screen.getByRole('button', { name: 'Join as Studio Partner' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Apply Now Studio Partner' });
    expect(dialog).toHaveTextContent('Run a Brandwala studio for podcasts');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    // The form's checks arrive after it works (useFormChecks): their messages come a moment later.
    await waitFor(() => expect(within(dialog).getByLabelText('Full Name')).toHaveFocus());
    expect(within(dialog).getByLabelText('Full Name')).toHaveAccessibleDescription('Enter your full name');
    expect(within(dialog).getByLabelText('Email Address')).toHaveAccessibleDescription('Enter your email address');
    expect(within(dialog).getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'Your ten-digit mobile number Enter your phone number',
    );
    expect(within(dialog).getByLabelText('Message (optional)')).not.toHaveAttribute('aria-invalid');

    await user.type(within(dialog).getByLabelText('Full Name'), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText('Email Address'), 'ravi@studio.in');
    await user.type(within(dialog).getByLabelText('Phone Number'), '+91 91234 56789');
    // The api is down (the test shell's default): say so, keep everything, offer email and phone.
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    const status = within(dialog).getByRole('status');
    expect(
      await within(status).findByText('We could not reach our server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent('what you typed is still in the form');
    const mail = within(status).getByRole('link', { name: 'send it to us by email' });
    expect(mail.getAttribute('href')).toBe(
      `mailto:support@brandwala.in?subject=${encodeURIComponent('Studio Partner application')}&body=${encodeURIComponent(
        'Partner type: Studio Partner\nName: Ravi Kumar\nEmail: ravi@studio.in\nPhone: +91 9123456789',
      )}`,
    );
    expect(within(status).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Ravi Kumar');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the application and shows the reference, then clears the form', async () => {
    const user = userEvent.setup();
    const { apiCalls } = renderWithShell(<Routes />, {
      route: '/join-us',
      api: {
        '/api/partner-applications': {
          status: 201,
          body: { success: 'Thank you, Ravi. We will call you soon.', reference: 'PA-7K2M' },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Join as Store Partner' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply Now Store Partner' });
    await user.type(within(dialog).getByLabelText('Full Name'), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText('Email Address'), 'ravi@store.in');
    await user.type(within(dialog).getByLabelText('Phone Number'), '9123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    const status = within(dialog).getByRole('status');
    expect(await within(status).findByText('Thank you, Ravi. We will call you soon.')).toBeInTheDocument();
    expect(status).toHaveTextContent('Your reference is PA-7K2M');
    expect(apiCalls).toEqual([
      expect.objectContaining({
        path: '/api/partner-applications',
        method: 'POST',
        // The honeypot, empty: a person never sees it.
        body: {
          partnerType: 'store',
          fullName: 'Ravi Kumar',
          email: 'ravi@store.in',
          phone: '9123456789',
          website: '',
        },
      }),
    ]);
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('');
  });

  it('sends the honeypot as a bot filled it', async () => {
    const user = userEvent.setup();
    const { apiCalls } = renderWithShell(<Routes />, {
      route: '/partners/store',
      api: { '/api/partner-applications': { status: 201, body: { success: 'Thank you.', reference: 'PA-1' } } },
    });
    const dialog = screen.getByRole('dialog', { name: 'Apply Now Store Partner' });
    const honeypot = within(dialog).getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(within(dialog).queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    await user.type(within(dialog).getByLabelText('Full Name'), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText('Email Address'), 'ravi@store.in');
    await user.type(within(dialog).getByLabelText('Phone Number'), '9123456789');
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(apiCalls).toHaveLength(1));
    expect(apiCalls[0]?.body).toMatchObject({ fullName: 'Ravi Kumar', website: 'https://spam.example' });
  });

  it('keeps what was typed when the dialog is closed and opened for another partner', async () => {
    const user = userEvent.setup();
    at('/join-us');
    await user.click(screen.getByRole('button', { name: 'Join as BDA Partner' }));
    await user.type(screen.getByLabelText('Full Name'), 'Meera');
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join as Delivery Partner' }));
    expect(screen.getByRole('dialog', { name: 'Apply Now Delivery Partner' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Meera');
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['/partners/store', 'Store Partner'],
    ['/partners/delivery', 'Delivery Partner'],
    ['/partners/abp', 'BDA Partner'],
  ])('%s opens join-us with the %s dialog', (route, title) => {
    at(route);
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Network' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: `Apply Now ${title}` })).toBeInTheDocument();
  });
});

describe('help', () => {
  it('validates the form and focuses the first problem', async () => {
    const user = userEvent.setup();
    at('/help');
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help you?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contact'), '12345');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Enter your last name');
    expect(screen.getByLabelText('Contact')).toHaveAccessibleDescription(
      'Your ten-digit mobile number Enter a ten-digit mobile number starting with 6, 7, 8 or 9',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'We reply to this address Enter your email address',
    );
    expect(screen.getByLabelText('Query')).toHaveAccessibleDescription('Choose what your query is about');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Tell us a little more (at least 10 characters)',
    );
    expect(screen.getByLabelText('Contact')).toHaveValue('12345');
  });

  async function fillHelp(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('First Name'), 'Meera');
    await user.type(screen.getByLabelText('Last Name'), 'Iyer');
    await user.type(screen.getByLabelText('Contact'), '9812345678');
    await user.type(screen.getByLabelText('Email'), 'meera@brand.co');
    await user.selectOptions(screen.getByLabelText('Query'), 'Public Relations');
    await user.type(screen.getByLabelText('Message'), 'We need a press launch <b>next month</b>.');
  }

  it('offers the four topics and sends the query, showing the reference', async () => {
    const user = userEvent.setup();
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { apiCalls } = renderWithShell(<Routes />, {
      route: '/help',
      api: { '/api/help': () => new Promise((resolve) => (answer = resolve)) },
    });
    const query = screen.getByLabelText('Query');
    expect(
      within(query)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a topic', 'Technology', 'Public Relations', 'Business Development', 'Sales & Marketing']);
    await fillHelp(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // While it is on its way: one press only.
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(apiCalls[0]?.body).toEqual({
      firstName: 'Meera',
      lastName: 'Iyer',
      contact: '9812345678',
      email: 'meera@brand.co',
      query: 'Public Relations',
      message: 'We need a press launch <b>next month</b>.',
      // The honeypot, empty: a person never sees it.
      website: '',
    });
    answer({
      status: 201,
      body: { success: 'Thank you, Meera. We reply within one working day.', reference: 'HQ-93XF' },
    });
    const status = screen.getByRole('status');
    expect(await within(status).findByText('Thank you, Meera. We reply within one working day.')).toBeInTheDocument();
    expect(status).toHaveTextContent('Your reference is HQ-93XF');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    // Markup typed into the message stays text.
    expect(document.querySelector('b')).toBeNull();
  });

  it('sends the honeypot as a bot filled it', async () => {
    const user = userEvent.setup();
    const { apiCalls } = renderWithShell(<Routes />, {
      route: '/help',
      api: { '/api/help': { status: 201, body: { success: 'Thank you.', reference: 'HQ-1' } } },
    });
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    await fillHelp(user);
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(apiCalls).toHaveLength(1));
    expect(apiCalls[0]?.body).toMatchObject({ firstName: 'Meera', website: 'https://spam.example' });
  });

  it('shows the server’s message beside the field, focuses it and keeps everything typed', async () => {
    const user = userEvent.setup();
    renderWithShell(<Routes />, {
      route: '/help',
      api: {
        '/api/help': {
          status: 400,
          body: { error: 'Please check the form.', fields: { email: 'We cannot deliver to that address' } },
        },
      },
    });
    await fillHelp(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check the form.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'We reply to this address We cannot deliver to that address',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('First Name')).toHaveValue('Meera');
    expect(screen.getByLabelText('Message')).toHaveValue('We need a press launch <b>next month</b>.');
    // No email fallback: the server answered, the visitor only needs to fix the address.
    expect(screen.queryByRole('link', { name: 'send it to us by email' })).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'm');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('offers email and phone when our server cannot be reached', async () => {
    const user = userEvent.setup();
    at('/help');
    await fillHelp(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const status = screen.getByRole('status');
    expect(
      await within(status).findByText('We could not reach our server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'send it to us by email' }).getAttribute('href')).toContain(
      `subject=${encodeURIComponent('Help: Public Relations')}`,
    );
    expect(within(status).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByLabelText('Message')).toHaveValue('We need a press launch <b>next month</b>.');
  });

  it('gives the three ways to reach support real links', () => {
    at('/help');
    const still = screen.getByRole('region', { name: 'Still Need Help?' });
    const chat = within(still).getByRole('link', { name: /Start Chat/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210(\?|$)/);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(within(still).getByRole('link', { name: 'Send Email' })).toHaveAttribute(
      'href',
      'mailto:support@brandwala.in',
    );
    expect(within(still).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(
      within(still)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Whatsapp Chat', 'Email Support', 'Phone Support']);
  });
});
