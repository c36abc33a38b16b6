import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, type ApiStub } from '@storefront/shell/testing';
import Routes from '../Routes';
import type { InboxItemReply, ItemMail, MailsReply, ReplyReply } from '@storefront/types/forms';
import { ENQUIRY, ENQUIRY_ITEM, HELP, HELP_ITEM, JOB, JOB_ITEM, mail, signedInAs } from '../testing';

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
        body: {
          item: { ...signup, fields: { email: HELP.email, source: 'footer' }, cv: null, history: [], mails: [] },
        },
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

const meera = { name: 'Meera Shah', email: 'meera@brandwala.in' };
const NOTIFIED = mail({ id: 'n'.repeat(32) });
const ACKNOWLEDGED = mail({
  id: 'k'.repeat(32),
  purpose: 'acknowledgement',
  to: 'asha@example.in',
  subject: 'We received your enquiry ENQ-7K3Q9M',
  queuedAt: '2026-11-23T09:30:02.000Z',
});
const withMails = (reply: InboxItemReply, mails: ItemMail[], extra: Partial<InboxItemReply['item']> = {}) => ({
  item: { ...reply.item, mails, ...extra },
});
const mailsOf = () => screen.getByRole('list', { name: 'Mails about this item, oldest first' });

describe('the mails about an item', () => {
  it('lists each mail oldest first: what it is, to whom, its subject and where it is', async () => {
    const retrying = mail({
      id: 'r'.repeat(32),
      to: 'ravi@brandwala.in',
      state: 'retrying',
      sentAt: null,
      attempts: 2,
      lastError: '421 Try again later',
      nextAttemptAt: '2026-11-23T09:40:00.000Z',
    });
    openItem(`/inbox/enquiry/${ENQUIRY.id}`, {
      [itemApi(ENQUIRY.id)]: { body: withMails(ENQUIRY_ITEM, [ACKNOWLEDGED, NOTIFIED, retrying]) },
    });
    await screen.findByRole('heading', { level: 2, name: 'Mails' });
    const lines = within(mailsOf()).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent(
      /^Notification to staff to meera@brandwala\.inSubject: New enquiry ENQ-7K3Q9M from Asha RaoSent 23 Nov 2026, 3:00\s?pm$/i,
    );
    expect(lines[1]).toHaveTextContent(
      /^Notification to staff to ravi@brandwala\.in.*Retrying: 421 Try again later; next try 23 Nov 2026, 3:10\s?pm$/i,
    );
    expect(lines[2]).toHaveTextContent(/^Acknowledgement to sender to asha@example\.inSubject: We received/);
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('says when there is none', async () => {
    openItem(`/inbox/enquiry/${ENQUIRY.id}`, { [itemApi(ENQUIRY.id)]: { body: ENQUIRY_ITEM } });
    const mails = await screen.findByRole('region', { name: 'Mails' });
    expect(mails).toHaveTextContent('No mail about this item.');
  });

  it('sends a failed mail again, says so and shows it queued', async () => {
    const failed = mail({ state: 'failed', sentAt: null, attempts: 5, lastError: '550 Mailbox unavailable' });
    const queued = mail({ state: 'queued', sentAt: null, attempts: 5, lastError: '550 Mailbox unavailable' });
    const resent: MailsReply = { success: 'The mail is back in the outbox.', mails: [queued] };
    const { apiCalls } = openItem(`/inbox/enquiry/${ENQUIRY.id}`, {
      [itemApi(ENQUIRY.id)]: { body: withMails(ENQUIRY_ITEM, [failed]) },
      [`/api/staff/mails/${failed.id}/resend`]: { body: resent },
    });
    expect(await screen.findByText('Failed: 550 Mailbox unavailable')).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Send again' });
    expect(again).toHaveAccessibleDescription(/New enquiry ENQ-7K3Q9M.*Failed: 550 Mailbox unavailable/);
    await userEvent.click(again);
    expect(await screen.findByText('The mail is back in the outbox.')).toBeInTheDocument();
    expect(within(mailsOf()).getByRole('listitem')).toHaveTextContent(/Queued 23 Nov 2026, 3:00\s?pm$/i);
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Mails' })).toHaveFocus();
    expect(apiCalls.find((c) => c.method === 'POST')).toMatchObject({ path: `/api/staff/mails/${failed.id}/resend` });
  });

  it('keeps the failed mail and says why when it cannot be sent again', async () => {
    const failed = mail({ state: 'failed', sentAt: null, lastError: '550 Mailbox unavailable' });
    openItem(`/inbox/enquiry/${ENQUIRY.id}`, {
      [itemApi(ENQUIRY.id)]: { body: withMails(ENQUIRY_ITEM, [failed]) },
      [`/api/staff/mails/${failed.id}/resend`]: { status: 409, body: { error: 'That mail is not failed.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('That mail is not failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeEnabled();
  });
});

describe('the reply form', () => {
  const REPLY_MAIL = mail({
    id: 'p'.repeat(32),
    purpose: 'reply',
    to: 'asha@example.in',
    subject: 'Re: your enquiry ENQ-7K3Q9M',
    state: 'queued',
    queuedAt: '2026-11-23T10:00:00.000Z',
    sentAt: null,
    by: meera,
    message: 'Dear Asha,\n\nThe hoarding is free from 1 December.',
  });
  const SENT: ReplyReply = {
    success: 'Your reply to Asha Rao is on its way.',
    status: 'answered',
    history: [{ status: 'answered', note: 'Replied by mail', by: meera, at: '2026-11-23T10:00:00.000Z' }],
    mails: [NOTIFIED, REPLY_MAIL],
  };

  it('says where the reply goes and where the answer comes back, then sends it and shows it', async () => {
    const { apiCalls } = openItem(`/inbox/enquiry/${ENQUIRY.id}`, {
      [itemApi(ENQUIRY.id)]: { body: withMails(ENQUIRY_ITEM, [NOTIFIED]) },
      [`${itemApi(ENQUIRY.id)}/reply`]: { body: SENT },
    });
    const form = await screen.findByRole('form', { name: 'Reply' });
    expect(form).toHaveTextContent(
      'Your reply is mailed to asha@example.in from the agency’s address, with your address (meera@brandwala.in) to answer to: their answer comes to you.',
    );
    const box = within(form).getByLabelText('Your reply to Asha Rao');
    expect(box).toHaveAttribute('maxlength', '5000');
    await userEvent.type(box, 'Dear Asha,{Enter}{Enter}The hoarding is free from 1 December.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(await within(form).findByText('Your reply to Asha Rao is on its way.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(apiCalls.find((c) => c.method === 'POST')).toMatchObject({
      path: `${itemApi(ENQUIRY.id)}/reply`,
      body: { message: 'Dear Asha,\n\nThe hoarding is free from 1 December.' },
    });
    // The page shows what the api answered: the item answered, the history, the reply among the mails.
    expect(screen.getByText('Received', { exact: false })).toHaveTextContent('Status: Answered');
    expect(screen.getByLabelText('Change status to')).toHaveValue('answered');
    expect(screen.getByRole('list', { name: 'Status history' })).toHaveTextContent('Note: Replied by mail');
    const reply = within(mailsOf()).getAllByRole('listitem')[1]!;
    expect(reply).toHaveTextContent(/^Reply to asha@example\.inSubject: Re: your enquiry.*Written by Meera Shah/);
    const text = within(reply).getByText(/^Dear Asha,/);
    // As written, line breaks and all (the page keeps them: white-space: pre-wrap).
    expect(text.textContent).toBe('Dear Asha,\n\nThe hoarding is free from 1 December.');
  });

  it('keeps the text and shows the api’s reasons when the reply cannot be sent', async () => {
    openItem(`/inbox/enquiry/${ENQUIRY.id}`, {
      [itemApi(ENQUIRY.id)]: { body: ENQUIRY_ITEM },
      [`${itemApi(ENQUIRY.id)}/reply`]: {
        status: 400,
        body: {
          error: 'Please check your reply.',
          fields: { message: 'Remove the control characters from your reply' },
        },
      },
    });
    const box = await screen.findByLabelText('Your reply to Asha Rao');
    await userEvent.type(box, 'See you soon');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please check your reply.')).toBeInTheDocument();
    expect(box).toHaveValue('See you soon');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Remove the control characters from your reply/);
    expect(box).toHaveFocus();
    expect(screen.getByText('Received', { exact: false })).toHaveTextContent('Status: New');
  });

  it('keeps the text when the api cannot be reached', async () => {
    openItem(`/inbox/enquiry/${ENQUIRY.id}`, { [itemApi(ENQUIRY.id)]: { body: ENQUIRY_ITEM } });
    const box = await screen.findByLabelText('Your reply to Asha Rao');
    await userEvent.type(box, 'See you soon');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/We could not reach our server/)).toBeInTheDocument();
    expect(box).toHaveValue('See you soon');
  });

  it('asks for a reply before sending an empty one', async () => {
    const { apiCalls } = openItem(`/inbox/enquiry/${ENQUIRY.id}`, { [itemApi(ENQUIRY.id)]: { body: ENQUIRY_ITEM } });
    const box = await screen.findByLabelText('Your reply to Asha Rao');
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write your reply')).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(apiCalls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('names the sender by email when there is no name', async () => {
    const nameless = { item: { ...ENQUIRY_ITEM.item, name: '' } };
    openItem(`/inbox/enquiry/${ENQUIRY.id}`, { [itemApi(ENQUIRY.id)]: { body: nameless } });
    expect(await screen.findByLabelText('Your reply to asha@example.in')).toBeInTheDocument();
  });

  it('is not offered for an item without an email', async () => {
    const noEmail = { item: { ...ENQUIRY_ITEM.item, email: '' } };
    openItem(`/inbox/enquiry/${ENQUIRY.id}`, { [itemApi(ENQUIRY.id)]: { body: noEmail } });
    await screen.findByRole('heading', { level: 1, name: 'Enquiry ENQ-7K3Q9M' });
    expect(screen.queryByRole('form', { name: 'Reply' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save status' })).toBeInTheDocument();
  });
});

describe('a spam item', () => {
  it('says it was told to no one, offers no reply, and Not spam sends what was held back', async () => {
    const SPAM_ITEM = withMails(ENQUIRY_ITEM, [], { spam: true });
    const released: MailsReply = {
      success: 'ENQ-7K3Q9M is no longer spam: the staff who follow enquiries are told, and Asha Rao is acknowledged.',
      mails: [mail({ state: 'queued', sentAt: null }), { ...ACKNOWLEDGED, state: 'queued', sentAt: null }],
    };
    const { apiCalls } = openItem(`/inbox/enquiry/${ENQUIRY.id}`, {
      [itemApi(ENQUIRY.id)]: { body: SPAM_ITEM },
      [`${itemApi(ENQUIRY.id)}/not-spam`]: { body: released },
    });
    const notice = await screen.findByRole('form', {
      name: 'Marked as spam: no one was told of it and the sender got no acknowledgement.',
    });
    expect(screen.queryByRole('form', { name: 'Reply' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Mails' })).toHaveTextContent('No mail about this item.');
    expect(screen.getByRole('link', { name: 'All enquiries marked as spam' })).toHaveAttribute(
      'href',
      '/inbox?kind=enquiry&spam=true',
    );

    await userEvent.click(within(notice).getByRole('button', { name: 'Not spam' }));
    expect(await screen.findByText(released.success)).toBeInTheDocument();
    expect(apiCalls.find((c) => c.method === 'POST')).toMatchObject({ path: `${itemApi(ENQUIRY.id)}/not-spam` });
    expect(screen.queryByText(/Marked as spam/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    const lines = within(mailsOf()).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Notification to staff to meera@brandwala\.in.*Queued/),
      expect.stringMatching(/^Acknowledgement to sender to asha@example\.in.*Queued/),
    ]);
    expect(screen.getByLabelText('Your reply to Asha Rao')).toBeInTheDocument();
  });

  it('stays marked, and says why, when Not spam fails', async () => {
    openItem(`/inbox/enquiry/${ENQUIRY.id}`, {
      [itemApi(ENQUIRY.id)]: { body: withMails(ENQUIRY_ITEM, [], { spam: true }) },
      [`${itemApi(ENQUIRY.id)}/not-spam`]: { status: 409, body: { error: 'ENQ-7K3Q9M is not marked as spam.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Not spam' }));
    expect(await screen.findByText('ENQ-7K3Q9M is not marked as spam.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Not spam' })).toBeEnabled());
    expect(screen.getByText(/^Marked as spam/)).toBeInTheDocument();
  });
});

describe('/inbox/:kind/:id: mails on their way', () => {
  it('reads the mails again while one has not gone, so Queued turns to Sent without a reload, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const queued = mail({ purpose: 'reply', state: 'queued', sentAt: null, attempts: 0 });
      const reads: string[] = [];
      openItem(`/inbox/help/${HELP.id}`, {
        [itemApi(HELP.id)]: () => {
          reads.push('item');
          const mails =
            reads.length === 1 ? [queued] : [{ ...queued, state: 'sent' as const, sentAt: '2026-11-23T09:31:00.000Z' }];
          return { body: { item: { ...HELP_ITEM.item, mails } } };
        },
      });
      const list = await screen.findByRole('list', { name: 'Mails about this item, oldest first' });
      expect(list).toHaveTextContent('Queued');
      await vi.advanceTimersByTimeAsync(4000);
      await waitFor(() => expect(list).toHaveTextContent('Sent'));
      expect(reads).toHaveLength(2);
      // Everything has gone: no more reads.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(reads).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
