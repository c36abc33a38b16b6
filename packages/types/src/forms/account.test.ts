import { describe, expect, it } from 'vitest';
import {
  RESET_TOKEN_INCOMPLETE,
  enquirySchema,
  forgotSchema,
  loginSchema,
  newsletterSchema,
  resetSchema,
  signupSchema,
} from './index';
import { validateForm } from './validate';

const signup = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  password: 'correct horse',
  contactNo: '+91 98765 43210',
  cityName: 'Navi Mumbai',
};

describe('signupSchema', () => {
  it('accepts a full registration, keeps the mobile as ten digits and consent as false when not given', () => {
    expect(validateForm(signupSchema, signup)).toEqual({
      ok: true,
      data: { ...signup, contactNo: '9876543210', check: false },
    });
  });

  it('names every missing field', () => {
    const result = validateForm(signupSchema, {});
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(['cityName', 'contactNo', 'email', 'name', 'password']);
  });

  it('asks for 8 or more password characters and refuses a consent that is not a yes or no', () => {
    const result = validateForm(signupSchema, { ...signup, password: 'short', check: 'yes' });
    expect(result).toEqual({
      ok: false,
      errors: {
        password: 'Use at least 8 characters for your password',
        check: 'The consent box must be ticked or not',
      },
    });
  });
});

describe('loginSchema and newsletterSchema', () => {
  it('asks for both login fields', () => {
    expect(validateForm(loginSchema, { email: ' ', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Enter your email or mobile number', password: 'Enter your password' },
    });
  });

  it('checks the newsletter address', () => {
    expect(validateForm(newsletterSchema, { email: 'not-an-email' })).toEqual({
      ok: false,
      errors: { email: 'Enter an email address like name@example.com' },
    });
  });
});

describe('forgotSchema and resetSchema', () => {
  it('takes an email address or an Indian mobile number, as typed', () => {
    for (const email of ['asha@example.in', ' ASHA@example.in ', '+91 98765 43210', '09876543210'])
      expect(validateForm(forgotSchema, { email })).toEqual({ ok: true, data: { email: email.trim() } });
    expect(validateForm(forgotSchema, { email: ' ' })).toEqual({
      ok: false,
      errors: { email: 'Enter your email or mobile number' },
    });
    for (const email of ['asha@example', '12345', 'asha'])
      expect(validateForm(forgotSchema, { email })).toEqual({
        ok: false,
        errors: { email: 'Enter your email address or your ten-digit mobile number' },
      });
  });

  it('takes a token of 43 base64url characters and a password by the sign-up rules', () => {
    const token = 'Ab0_-'.repeat(8) + 'xyz';
    expect(validateForm(resetSchema, { token, password: 'correct horse' })).toEqual({
      ok: true,
      data: { token, password: 'correct horse' },
    });
    for (const cut of [token.slice(0, 42), `${token}a`, `${token.slice(0, 42)}=`, '', undefined, 42])
      expect(validateForm(resetSchema, { token: cut, password: 'correct horse' })).toEqual({
        ok: false,
        errors: { token: RESET_TOKEN_INCOMPLETE },
      });
    expect(validateForm(resetSchema, { token, password: 'short' })).toEqual({
      ok: false,
      errors: { password: 'Use at least 8 characters for your password' },
    });
  });
});

describe('enquirySchema', () => {
  const enquiry = {
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    lines: [
      { id: 'billboards', name: 'Billboards', price: 1500, quantity: 2, options: { size: 'Large' }, images: ['x.svg'] },
    ],
    subtotal: 3000,
  };

  it('keeps only what an enquiry needs from each line', () => {
    const result = validateForm(enquirySchema, enquiry);
    expect(result.ok && result.data.lines).toEqual([
      { id: 'billboards', name: 'Billboards', price: 1500, quantity: 2, options: { size: 'Large' } },
    ]);
  });

  it('refuses a sub total that is not the sum of the lines', () => {
    expect(validateForm(enquirySchema, { ...enquiry, subtotal: 2999 })).toEqual({
      ok: false,
      errors: { subtotal: 'The sub total does not match the cart; reload the page and try again' },
    });
  });

  it('refuses an empty cart', () => {
    expect(validateForm(enquirySchema, { ...enquiry, lines: [], subtotal: 0 })).toEqual({
      ok: false,
      errors: { lines: 'Your cart is empty.' },
    });
  });
});
