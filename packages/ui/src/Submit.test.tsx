import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { UNREACHABLE_MESSAGE, type ApiFailed } from '@storefront/shell';
import { SubmissionStatus, SubmitButton } from './Submit';
import { useForm } from './useForm';

const unreachable: ApiFailed = { ok: false, kind: 'network', error: UNREACHABLE_MESSAGE };

describe('a form kept in the outbox', () => {
  it('says it is saved on this phone, will be sent, and that the reference comes then', () => {
    render(
      <SubmissionStatus
        submission={{ state: 'kept', reply: null, failure: unreachable, name: 'help' }}
        offline={<p>Write to us instead</p>}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'No connection: your query is saved on this phone and will be sent when the connection is back; you can keep browsing or close this page. We will show your reference once it is sent.',
    );
    // Another way to send it would send it twice.
    expect(screen.queryByText('Write to us instead')).toBeNull();
  });

  it.each([
    ['newsletter', 'subscription'],
    ['partner', 'application'],
    ['job', 'application'],
    ['enquiry', 'enquiry'],
  ])('names what the %s form sends: %s', (name, what) => {
    render(<SubmissionStatus submission={{ state: 'kept', reply: null, failure: unreachable, name }} />);
    expect(screen.getByRole('status')).toHaveTextContent(`your ${what} is saved on this phone`);
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
