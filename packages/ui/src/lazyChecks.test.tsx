import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { helpQuerySchema, validateForm, type HelpQuery } from '@storefront/types/forms';
import { TextField } from './Field';
import { useForm } from './useForm';
import { useLazyChecks, type Checks } from './lazyChecks';

const EMPTY = { firstName: '', lastName: '', contact: '', email: '', query: 'Technology', message: '' };
const checkHelp: Checks<object, HelpQuery> = (input) => validateForm(helpQuerySchema, input);

/** The checks' code as a page gets it: a promise the test settles when it likes. */
function arriving() {
  const asked: { resolve: (checks: Checks<object, HelpQuery>) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<Checks<object, HelpQuery>>((resolve, reject) => {
      asked.push({ resolve, reject });
    });
  return { asked, load };
}

function HelpForm({
  load,
  onSend,
}: {
  load: () => Promise<Checks<object, HelpQuery>>;
  onSend: (d: HelpQuery) => void;
}) {
  const checks = useLazyChecks(load);
  const form = useForm(EMPTY, checks.validate);
  return (
    <form noValidate onSubmit={form.handleSubmit(checks.beforeSend(async (data) => void onSend(data)))}>
      <TextField label="First Name" {...form.field('firstName')} />
      <TextField label="Last Name" {...form.field('lastName')} />
      <TextField label="Contact" {...form.field('contact')} />
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Message" {...form.field('message')} />
      <button type="submit">Submit</button>
    </form>
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('First Name'), 'Asha');
  await user.type(screen.getByLabelText('Last Name'), 'Rao');
  await user.type(screen.getByLabelText('Contact'), '9876543210');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Message'), 'Please call me about a campaign.');
}

/** The visitor fills the form in with `email` and sends it before its checks have arrived. */
async function sendEarly(email: string) {
  const user = userEvent.setup();
  const { asked, load } = arriving();
  const sent: HelpQuery[] = [];
  render(<HelpForm load={load} onSend={(d) => sent.push(d)} />);
  await fill(user, email);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(sent).toEqual([]);
  return { user, asked, sent };
}

describe('a form whose checks arrive after it works', () => {
  it('asks for their code once the form is drawn and the browser is idle, and once', async () => {
    const { asked, load } = arriving();
    const { rerender } = render(<HelpForm load={load} onSend={() => undefined} />);
    expect(asked).toHaveLength(0);
    rerender(<HelpForm load={load} onSend={() => undefined} />);
    await waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toHaveLength(1);
  });

  it('sent before they arrive: waits for them, then shows their messages beside the fields and sends nothing', async () => {
    const { user, asked, sent } = await sendEarly('asha@example');
    expect(screen.queryByText(/email address like/)).toBeNull();
    asked[0]!.resolve(checkHelp);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com'));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('asha@example');
    expect(sent).toEqual([]);
    // From now on the messages follow what is typed, checked here.
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ firstName: 'Asha', email: 'asha@example.com', contact: '9876543210' });
  });

  it('sent before they arrive, and right: sent once, checked and tidied', async () => {
    const { asked, sent } = await sendEarly('  Asha@Example.com ');
    asked[0]!.resolve(checkHelp);
    await waitFor(() => expect(sent).toHaveLength(1));
    const typed = { ...EMPTY, firstName: 'Asha', lastName: 'Rao', contact: '9876543210', email: '  Asha@Example.com ' };
    const checked = checkHelp({ ...typed, message: 'Please call me about a campaign.' });
    expect(checked.ok).toBe(true);
    expect(sent).toEqual([checked.ok && checked.data]);
  });

  it('their code cannot be had (offline): what was typed is sent as it is, for the api to check, and they are asked for again next time', async () => {
    const user = userEvent.setup();
    const { asked, load } = arriving();
    const sent: object[] = [];
    render(<HelpForm load={load} onSend={(d) => sent.push(d)} />);
    await fill(user, 'asha@example.com');
    await waitFor(() => expect(asked).toHaveLength(1));
    asked[0]!.reject(new Error('Loading chunk failed'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(asked).toHaveLength(2);
    asked[1]!.reject(new Error('Loading chunk failed'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      firstName: 'Asha',
      email: 'asha@example.com',
      message: 'Please call me about a campaign.',
    });
  });
});
