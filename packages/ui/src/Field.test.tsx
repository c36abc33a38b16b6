import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HELP_QUERY_TOPICS,
  partnerApplicationSchema,
  validateForm,
  type PartnerApplication,
} from '@storefront/types/forms';
import { FieldRow, FileField, SelectField, TextAreaField, TextField } from './Field';
import { useForm } from './useForm';

function PartnerForm({ onValid }: { onValid: (data: PartnerApplication) => void }) {
  const form = useForm({ partnerType: 'store', fullName: '', email: '', phone: '', message: '' }, (values) =>
    validateForm(partnerApplicationSchema, values),
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Full Name" {...form.field('fullName')} />
      <TextField label="Email Address" type="email" {...form.field('email')} />
      <TextField label="Phone Number" prefix="+91" hint="Ten digits" {...form.field('phone')} />
      <TextAreaField label="Message" optional {...form.field('message')} />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('form fields with useForm', () => {
  it('shows each message beside its field, marks it invalid and focuses the first one', async () => {
    const user = userEvent.setup();
    const sent: PartnerApplication[] = [];
    render(<PartnerForm onValid={(d) => sent.push(d)} />);
    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your full name');
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
    // The hint stays and the error joins it.
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Ten digits Enter your phone number');
    expect(screen.getByLabelText('Message (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Enter your full name')).toHaveClass('sf-field__error');
    expect(sent).toEqual([]);
    // What was typed is kept.
    expect(screen.getByLabelText('Email Address')).toHaveValue('not-an-email');
  });

  it('updates the messages as the visitor fixes them, then sends clean data', async () => {
    const user = userEvent.setup();
    const sent: PartnerApplication[] = [];
    render(<PartnerForm onValid={(d) => sent.push(d)} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
    expect(screen.queryByText('Enter your full name')).toBeNull();
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email Address'), 'ravi@shop.in');
    await user.type(screen.getByLabelText('Phone Number'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sent).toEqual([
      { partnerType: 'store', fullName: 'Ravi Kumar', email: 'ravi@shop.in', phone: '9876543210' },
    ]);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ravi Kumar');
  });

  it('focuses the first invalid field in page order, not in message order', async () => {
    const user = userEvent.setup();
    render(<PartnerForm onValid={() => undefined} />);
    await user.type(screen.getByLabelText('Full Name'), 'Ravi');
    await user.type(screen.getByLabelText('Email Address'), 'ravi@shop.in');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
  });
});

describe('form.field', () => {
  it('names each control by its key and gives it an id of its own, also with two forms on the page', () => {
    render(
      <>
        <PartnerForm onValid={() => undefined} />
        <PartnerForm onValid={() => undefined} />
      </>,
    );
    const emails = screen.getAllByLabelText('Email Address');
    expect(emails.map((e) => e.getAttribute('name'))).toEqual(['email', 'email']);
    expect(emails[0]?.id).not.toBe(emails[1]?.id);
  });
});

describe('SelectField', () => {
  it('offers a placeholder and the options, and reports the choice', async () => {
    const user = userEvent.setup();
    function Topic() {
      const [value, setValue] = useState('');
      return (
        <SelectField
          id="q"
          name="query"
          label="Query"
          placeholder="Select a topic"
          options={HELP_QUERY_TOPICS}
          value={value}
          onValueChange={setValue}
          error={value ? undefined : 'Choose what your query is about'}
        />
      );
    }
    render(<Topic />);
    const select = screen.getByLabelText('Query');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a topic', ...HELP_QUERY_TOPICS]);
    expect(select).toHaveAccessibleDescription('Choose what your query is about');
    await user.selectOptions(select, 'Public Relations');
    expect(select).toHaveValue('Public Relations');
    expect(select).not.toHaveAttribute('aria-invalid');
  });
});

describe('FileField', () => {
  it('reports the chosen file and shows its name and size', async () => {
    const user = userEvent.setup();
    function Cv() {
      const [file, setFile] = useState<File | null>(null);
      return <FileField id="cv" name="cv" label="CV" accept=".pdf" value={file} onValueChange={setFile} />;
    }
    render(<Cv />);
    const input = screen.getByLabelText('CV');
    await user.upload(input, new File(['x'.repeat(2048)], 'asha-cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Chosen: asha-cv.pdf (2 KB)')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Chosen: asha-cv.pdf (2 KB)');
  });
});

describe('FieldRow', () => {
  it('holds its fields side by side in one box, each keeping its own label', () => {
    render(
      <form aria-label="Query">
        <FieldRow className="names">
          <TextField id="first" name="firstName" label="First Name" value="" onValueChange={() => undefined} />
          <TextField id="last" name="lastName" label="Last Name" value="" onValueChange={() => undefined} />
        </FieldRow>
      </form>,
    );
    const first = screen.getByLabelText('First Name');
    const row = first.closest('.row')!;
    expect(row).toHaveClass('row', 'names');
    expect(row).toContainElement(screen.getByLabelText('Last Name'));
    expect(row.parentElement).toBe(screen.getByRole('form', { name: 'Query' }));
  });
});
