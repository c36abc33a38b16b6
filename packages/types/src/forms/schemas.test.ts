import { describe, expect, it } from 'vitest';
import { helpQuerySchema, jobApplicationSchema, partnerApplicationSchema } from './schemas';
import { validateForm, type FieldErrors } from './validate';
import type * as z from 'zod/mini';

const XSS = '<script>alert("x")</script>';
const HUGE = 'a'.repeat(1_000_000);

/** The form is refused with exactly these messages. */
function expectRefused(schema: z.ZodMiniType, values: unknown, errors: FieldErrors) {
  expect(validateForm(schema, values)).toEqual({ ok: false, errors });
}

const goodJob = {
  position: 'creative-director',
  firstName: '  Asha ',
  lastName: "D'Souza",
  contactNumber: '+91 98765 43210',
  email: ' asha@example.com ',
  cv: { name: 'asha-cv.pdf', type: 'application/pdf', size: 200_000 },
};

describe('jobApplicationSchema', () => {
  it('accepts a good application and gives clean values', () => {
    const result = validateForm(jobApplicationSchema, goodJob);
    expect(result).toEqual({
      ok: true,
      data: { ...goodJob, firstName: 'Asha', email: 'asha@example.com', contactNumber: '9876543210' },
    });
  });

  it('says what is missing, one message per field', () => {
    expectRefused(
      jobApplicationSchema,
      { position: 'copywriter' },
      {
        firstName: 'Enter your first name',
        lastName: 'Enter your last name',
        contactNumber: 'Enter your contact number',
        email: 'Enter your email address',
        cv: 'Attach your CV (PDF, DOC or DOCX, up to 5 MB)',
      },
    );
  });

  it('treats blank text as missing', () => {
    expectRefused(
      jobApplicationSchema,
      { ...goodJob, firstName: '   ', email: '' },
      { firstName: 'Enter your first name', email: 'Enter your email address' },
    );
  });

  it('explains wrong shapes', () => {
    expectRefused(
      jobApplicationSchema,
      {
        ...goodJob,
        firstName: 'Asha2',
        contactNumber: '12345',
        email: 'asha@example',
        cv: { name: 'cv.png', type: 'image/png', size: 10 },
      },
      {
        firstName: 'Use letters only (spaces, hyphens, apostrophes and dots are fine)',
        contactNumber: 'Enter a ten-digit mobile number starting with 6, 7, 8 or 9',
        email: 'Enter an email address like name@example.com',
        cv: 'Your CV must be a PDF, DOC or DOCX file',
      },
    );
  });

  it('rejects a CV over 5 MB with its size', () => {
    expectRefused(
      jobApplicationSchema,
      {
        ...goodJob,
        cv: { name: 'cv.pdf', type: 'application/pdf', size: 6 * 1024 * 1024 },
      },
      { cv: 'Your CV is 6.0 MB; the limit is 5 MB' },
    );
  });

  it('refuses markup in names and email', () => {
    expectRefused(
      jobApplicationSchema,
      {
        ...goodJob,
        firstName: XSS,
        lastName: '<img src=x onerror=alert(1)>',
        email: `${XSS}@x.com`,
      },
      {
        firstName: 'Use letters only (spaces, hyphens, apostrophes and dots are fine)',
        lastName: 'Use letters only (spaces, hyphens, apostrophes and dots are fine)',
        email: 'Enter an email address like name@example.com',
      },
    );
  });

  it('gives a clear message for oversized input, quickly', () => {
    const started = performance.now();
    const result = validateForm(jobApplicationSchema, {
      ...goodJob,
      firstName: HUGE,
      email: `${HUGE}@example.com`,
      contactNumber: HUGE,
    });
    expect(performance.now() - started).toBeLessThan(500);
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'Keep your first name to 50 characters or fewer (it has 1000000)',
        email: 'Keep your email address to 254 characters or fewer (it has 1000012)',
        contactNumber: 'That is too long for a phone number',
      },
    });
  });

  it('rejects wrong types and malformed bodies as the api may receive them', () => {
    expectRefused(
      jobApplicationSchema,
      { ...goodJob, firstName: 42, cv: 'cv.pdf' },
      { firstName: 'First name must be text', cv: 'Attach your CV as a file' },
    );
    for (const body of [null, undefined, 'text', 7, []]) {
      expectRefused(jobApplicationSchema, body, { '': 'The form arrived empty or unreadable; please send it again' });
    }
  });

  it('drops fields it does not know', () => {
    const result = validateForm(jobApplicationSchema, { ...goodJob, isAdmin: true });
    expect(result.ok && 'isAdmin' in result.data).toBe(false);
  });
});

const goodPartner = { partnerType: 'store', fullName: 'Ravi Kumar', email: 'ravi@shop.in', phone: '98765 43210' };

describe('partnerApplicationSchema', () => {
  it('accepts an application without a message', () => {
    expect(validateForm(partnerApplicationSchema, goodPartner)).toEqual({
      ok: true,
      data: { ...goodPartner, phone: '9876543210' },
    });
  });

  it('treats a blank message as none and keeps a real one trimmed', () => {
    const blank = validateForm(partnerApplicationSchema, { ...goodPartner, message: '   ' });
    expect(blank.ok && blank.data.message).toBeUndefined();
    const real = validateForm(partnerApplicationSchema, { ...goodPartner, message: '  I run two shops in Pune. ' });
    expect(real.ok && real.data.message).toBe('I run two shops in Pune.');
  });

  it('keeps markup in the message as plain text (pages show it escaped)', () => {
    const result = validateForm(partnerApplicationSchema, { ...goodPartner, message: XSS });
    expect(result.ok && result.data.message).toBe(XSS);
  });

  it('limits the message length', () => {
    expectRefused(
      partnerApplicationSchema,
      { ...goodPartner, message: 'x'.repeat(1001) },
      { message: 'Keep your message to 1000 characters or fewer (it has 1001)' },
    );
  });

  it('knows only the four kinds of partner', () => {
    for (const partnerType of ['bda', 'store', 'studio', 'delivery']) {
      expect(validateForm(partnerApplicationSchema, { ...goodPartner, partnerType }).ok).toBe(true);
    }
    for (const partnerType of ['abp', 'admin', '', undefined]) {
      expectRefused(
        partnerApplicationSchema,
        { ...goodPartner, partnerType },
        { partnerType: 'Choose the kind of partner you want to be' },
      );
    }
  });

  it('requires the name, email and phone', () => {
    expectRefused(
      partnerApplicationSchema,
      { partnerType: 'bda' },
      {
        fullName: 'Enter your full name',
        email: 'Enter your email address',
        phone: 'Enter your phone number',
      },
    );
  });
});

const goodHelp = {
  firstName: 'Meera',
  lastName: 'Iyer',
  contact: '+919812345678',
  email: 'meera@brand.co',
  query: 'Sales & Marketing',
  message: 'We want a campaign for our Diwali launch.',
};

describe('helpQuerySchema', () => {
  it('accepts a good query', () => {
    expect(validateForm(helpQuerySchema, goodHelp)).toEqual({ ok: true, data: { ...goodHelp, contact: '9812345678' } });
  });

  it('accepts each of the four topics and nothing else', () => {
    for (const query of ['Technology', 'Public Relations', 'Business Development', 'Sales & Marketing']) {
      expect(validateForm(helpQuerySchema, { ...goodHelp, query }).ok).toBe(true);
    }
    for (const query of ['', 'technology', 'Other', XSS]) {
      expectRefused(helpQuerySchema, { ...goodHelp, query }, { query: 'Choose what your query is about' });
    }
  });

  it('asks for a real message, within the limit', () => {
    expectRefused(
      helpQuerySchema,
      { ...goodHelp, message: 'hi' },
      { message: 'Tell us a little more (at least 10 characters)' },
    );
    expectRefused(helpQuerySchema, { ...goodHelp, message: '' }, { message: 'Enter your message' });
    expectRefused(
      helpQuerySchema,
      { ...goodHelp, message: HUGE },
      { message: 'Keep your message to 2000 characters or fewer (it has 1000000)' },
    );
  });

  it('keeps XSS-looking text in the message verbatim, as text', () => {
    const message = `Hello ${XSS} and <b>bold</b> & "quotes"`;
    const result = validateForm(helpQuerySchema, { ...goodHelp, message });
    expect(result.ok && result.data.message).toBe(message);
  });
});

describe('control characters, decided once for the form and the api', () => {
  const help = {
    firstName: 'Ravi',
    lastName: 'Kumar',
    contact: '9876543210',
    email: 'ravi@example.in',
    query: 'Technology',
    message: 'Please call me.',
  };

  it('refuses NUL in a one-line field, naming the field', () => {
    expectRefused(
      helpQuerySchema,
      { ...help, firstName: 'Ra\u0000vi' },
      { firstName: 'Remove the invisible control characters from your first name' },
    );
    expectRefused(
      jobApplicationSchema,
      { ...goodJob, position: 'copy\twriter' },
      { position: 'Remove the invisible control characters from the position you are applying for' },
    );
  });

  it('keeps tabs and new lines in a message, refuses NUL and lone surrogates there', () => {
    expect(validateForm(helpQuerySchema, { ...help, message: 'Line one\r\n\tline two' })).toMatchObject({
      ok: true,
      data: { message: 'Line one\r\n\tline two' },
    });
    expectRefused(
      helpQuerySchema,
      { ...help, message: 'Please call\u0000 me.' },
      { message: 'Remove the invisible control characters from your message' },
    );
    expect(
      validateForm(partnerApplicationSchema, {
        partnerType: 'store',
        fullName: 'Meera Shah',
        email: 'm@example.in',
        phone: '9876543211',
        message: 'Hi \ud800',
      }),
    ).toEqual({
      ok: false,
      errors: { message: 'Remove the invisible control characters from your message' },
    });
  });

  it('refuses a CV whose file name has a control character', () => {
    expectRefused(
      jobApplicationSchema,
      { ...goodJob, cv: { ...goodJob.cv, name: 'cv\u0007.pdf' } },
      { cv: 'The file name has invisible control characters; rename the file and attach it again' },
    );
  });
});
