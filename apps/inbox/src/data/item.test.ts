import { describe, expect, it } from 'vitest';
import { enquiryLines, mailtoHref, optionsText, plainFields, telHref } from './item';
import { fieldLabel, fieldText, formatWhen } from './labels';
import { ENQUIRY_ITEM } from '../testing';

// An enquiry as the api stores it (the inbox's fixture): its contact fields, its lines and sub total.
const enquiry = ENQUIRY_ITEM.item.fields;

describe('an item’s fields', () => {
  it('lists every field but the lines and sub total, in order', () => {
    expect(plainFields(enquiry, 'enquiry').map(([key]) => key)).toEqual(['name', 'email', 'phone', 'company']);
  });

  it('lists the fields in the order the form shows them, whatever order they are stored in', () => {
    const help = {
      email: 'ravi@example.in',
      query: 'Technology',
      contact: '9876543210',
      message: 'Call me',
      lastName: 'Kumar',
      firstName: 'Ravi',
    };
    expect(plainFields(help, 'help').map(([key]) => key)).toEqual([
      'firstName',
      'lastName',
      'contact',
      'email',
      'query',
      'message',
    ]);
    const job = {
      email: 'v@example.in',
      position: 'copywriter',
      lastName: 'Iyer',
      firstName: 'Vikram',
      contactNumber: '9123456780',
    };
    expect(plainFields(job, 'job').map(([key]) => key)).toEqual([
      'position',
      'firstName',
      'lastName',
      'contactNumber',
      'email',
    ]);
    const partner = {
      email: 'm@example.in',
      phone: '9876543211',
      message: 'Hi',
      fullName: 'Meera Shah',
      partnerType: 'store',
    };
    expect(plainFields(partner, 'partner').map(([key]) => key)).toEqual([
      'partnerType',
      'fullName',
      'email',
      'phone',
      'message',
    ]);
    const enquiryAsStored = {
      name: 'Asha Rao',
      email: 'asha@example.in',
      lines: [],
      phone: '9876543210',
      company: 'Rao',
      message: 'Soon',
      subtotal: 0,
    };
    expect(plainFields(enquiryAsStored, 'enquiry').map(([key]) => key)).toEqual([
      'name',
      'email',
      'phone',
      'company',
      'message',
    ]);
    // A field the form does not have (where a newsletter sign-up came from) comes after the form's own.
    expect(plainFields({ source: 'footer', email: 'a@example.in' }, 'newsletter').map(([key]) => key)).toEqual([
      'email',
      'source',
    ]);
  });

  it('links to write to and call the sender', () => {
    expect(mailtoHref('ravi@example.in')).toBe('mailto:ravi@example.in');
    expect(mailtoHref('a?cc=b@example.in')).toBe('mailto:a%3Fcc%3Db@example.in');
    expect(telHref('9876543210')).toBe('tel:+919876543210');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('reads an enquiry’s lines and sub total; other kinds have none', () => {
    expect(enquiryLines(enquiry)).toEqual({ lines: enquiry.lines, subtotal: 150000 });
    expect(enquiryLines({ query: 'Billing' })).toBeNull();
  });

  it('shows options as the cart does', () => {
    expect(optionsText({ size: 'Large', colour: 'Tan' })).toBe('size: Large, colour: Tan');
    expect(optionsText(undefined)).toBe('—');
  });

  it('labels keys and values in words', () => {
    expect(fieldLabel('contactNumber')).toBe('Contact number');
    expect(fieldLabel('partner_type')).toBe('Partner type');
    expect(fieldText(true)).toBe('Yes');
    expect(fieldText('')).toBe('—');
    expect(fieldText('<b>hi</b>')).toBe('<b>hi</b>');
    expect(fieldText({ a: 1 })).toBe('{"a":1}');
  });

  it('shows a time in Indian time', () => {
    expect(formatWhen('2026-11-23T14:45:00.000Z')).toMatch(/23 Nov 2026.*8:15\s?pm/i);
    expect(formatWhen('not a date')).toBe('not a date');
  });
});
