import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HONEYPOT_FIELD } from '@storefront/types/form-copy';
import type { FormResult } from '@storefront/types';
import { HoneypotField } from './Honeypot';
import { TextField } from './Field';
import { useForm } from './useForm';

const EMPTY = { email: '', website: '' };
type Values = typeof EMPTY;
const accept = (values: Values): FormResult<Values> => ({ ok: true, data: values });

function Form({ onValid }: { onValid: (data: Values) => void }) {
  const form = useForm(EMPTY, accept);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Email" {...form.field('email')} />
      <HoneypotField {...form.field('website')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('the honeypot field', () => {
  it('is a text box named website, labelled for anyone who ever sees it', () => {
    render(<Form onValid={() => undefined} />);
    const input = screen.getByLabelText('Leave this field empty');
    expect(HONEYPOT_FIELD).toBe('website');
    expect(input).toHaveAttribute('name', HONEYPOT_FIELD);
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveValue('');
    // In the form, so a browser's own post (no script) carries it too.
    expect(new FormData(input.closest('form')!).get(HONEYPOT_FIELD)).toBe('');
  });

  it('is out of the accessibility tree, and out of sight without display:none', () => {
    render(<Form onValid={() => undefined} />);
    const input = screen.getByLabelText('Leave this field empty');
    // A screen reader meets only the form's own field and button.
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByRole('textbox', { name: 'Email' })]);
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    const wrapper = input.parentElement!;
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    expect(wrapper).toHaveClass('honeypot');
    expect(wrapper).not.toHaveAttribute('hidden');
    expect(wrapper).not.toHaveAttribute('style');
    // Off-screen by its class's CSS (Honeypot.module.css), not display:none, which many bots skip.
    expect(input).toBeVisible();
  });

  it('is never reached with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Form onValid={() => undefined} />);
    const input = screen.getByLabelText('Leave this field empty');
    // Nothing aria-hidden may be focusable in the tab order.
    expect(input).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('is a form field like any other: sent empty by a person, and as a bot filled it', async () => {
    const user = userEvent.setup();
    const sent: Values[] = [];
    render(<Form onValid={(data) => sent.push(data)} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.change(screen.getByLabelText('Leave this field empty'), { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([
      { email: 'asha@example.com', website: '' },
      { email: 'asha@example.com', website: 'https://spam.example' },
    ]);
  });

  it('works with a value of its own, outside useForm (the footer), with an id of its own', () => {
    function Alone() {
      const [website, setWebsite] = useState('');
      return (
        <>
          <HoneypotField value={website} onValueChange={setWebsite} />
          <HoneypotField value={website} onValueChange={setWebsite} />
          <output>{website}</output>
        </>
      );
    }
    render(<Alone />);
    const [first, second] = screen.getAllByLabelText('Leave this field empty');
    expect(first!.id).not.toBe(second!.id);
    fireEvent.change(first!, { target: { value: 'bot' } });
    expect(screen.getByRole('status')).toHaveTextContent('bot');
  });
});
