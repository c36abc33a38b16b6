import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ApiFailed } from '@storefront/shell';
import { SubmissionStatus, SubmitButton } from './Submit';
import { useForm } from './useForm';

describe('a form kept in the outbox', () => {
  it('says what the kept form’s message says, and offers no other way', () => {
    const kept: ApiFailed = { ok: false, kind: 'network', error: 'No connection: your query is saved on this phone.' };
    render(
      <SubmissionStatus
        submission={{ state: 'kept', reply: null, failure: kept }}
        offline={<p>Write to us instead</p>}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No connection: your query is saved on this phone.');
    // Another way to send it would send it twice.
    expect(screen.queryByText('Write to us instead')).toBeNull();
  });

  it('has a button that says it is saved and can be tried now', () => {
    render(
      <form>
        <SubmitButton sending={false} kept>
          Submit
        </SubmitButton>
      </form>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Saved · Try sending now');
    expect(screen.getByRole('button')).toBeEnabled();
  });

  it('puts back what was saved, into a form not typed in again, its own fields only', () => {
    const empty = { name: '', email: '' };
    const check = (values: typeof empty) => ({ ok: true as const, data: values });
    let saved: object | null = null;
    const { result, rerender } = renderHook(() => useForm(empty, check, saved));
    saved = { name: 'Asha', email: 'asha@example.in', lines: [1] };
    rerender();
    expect(result.current.values).toEqual({ name: 'Asha', email: 'asha@example.in' });

    saved = null;
    const typed = renderHook(() => useForm(empty, check, saved));
    act(() => typed.result.current.setValue('name', 'Kiran'));
    saved = { name: 'Meera', email: 'meera@example.in' };
    typed.rerender();
    expect(typed.result.current.values).toEqual({ name: 'Kiran', email: '' });
  });
});
