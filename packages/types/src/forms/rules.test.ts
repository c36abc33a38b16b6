import { describe, expect, it } from 'vitest';
import {
  CV_ACCEPT,
  CV_MAX_BYTES,
  cvFileProblem,
  isEmailAddress,
  isPersonName,
  normaliseIndianMobile,
  hasControlCharacters,
} from './rules';

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('normaliseIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['6000000000', '6000000000'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['(+91) 98765.43210', '9876543210'],
    ['  7012345678 ', '7012345678'],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });

  it.each([
    '',
    '5876543210', // mobiles start 6-9
    '0123456789',
    '987654321', // nine digits
    '98765432101', // eleven digits not starting with 0
    '+1 9876543210',
    '+91 98765 4321x',
    '98765 43210 ext 2',
    '+44 7911 123456',
    '٩٨٧٦٥٤٣٢١٠', // digits of another script are not accepted silently
    '<script>alert(1)</script>',
  ])('rejects %j', (input) => {
    expect(normaliseIndianMobile(input)).toBeNull();
  });
});

describe('isPersonName', () => {
  it.each(['Asha', "D'Souza", 'Jean-Luc', 'Anil K. Mehta', 'अनिल', 'José'])('accepts %j', (name) => {
    expect(isPersonName(name)).toBe(true);
  });
  it.each(['<script>alert(1)</script>', 'Robert"); DROP TABLE', 'A1', '-Asha', 'a@b', '😀'])('rejects %j', (name) => {
    expect(isPersonName(name)).toBe(false);
  });
});

describe('isEmailAddress', () => {
  it.each(['asha@example.com', 'first.last+tag@mail.co.in', 'x_y@sub.domain.org'])('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });
  it.each([
    'asha',
    'asha@',
    '@example.com',
    'asha@example',
    'asha @example.com',
    'asha@@example.com',
    'a..b@example.com',
    'asha@-example.com',
    '"><img src=x onerror=alert(1)>@x.com',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});

describe('cvFileProblem (PDF, DOC or DOCX of at most 5 MB)', () => {
  it.each([
    { name: 'cv.pdf', type: PDF, size: 120_000 },
    { name: 'Asha Mehta CV.PDF', type: PDF, size: 1 },
    { name: 'cv.doc', type: DOC, size: 40_000 },
    { name: 'cv.docx', type: DOCX, size: 40_000 },
    { name: 'cv.docx', type: '', size: 40_000 },
    { name: 'cv.doc', type: 'application/octet-stream', size: 40_000 },
    { name: 'exactly-five.pdf', type: PDF, size: CV_MAX_BYTES },
  ])('accepts %j', (file) => {
    expect(cvFileProblem(file)).toBeNull();
  });

  it.each([
    [{ name: 'photo.png', type: 'image/png', size: 1000 }, 'Your CV must be a PDF, DOC or DOCX file'],
    [{ name: 'cv.txt', type: 'text/plain', size: 1000 }, 'Your CV must be a PDF, DOC or DOCX file'],
    [{ name: 'cv.pdf.exe', type: 'application/x-msdownload', size: 1000 }, 'Your CV must be a PDF, DOC or DOCX file'],
    [{ name: 'cv.pdf', type: 'image/png', size: 1000 }, 'Your CV must be a PDF, DOC or DOCX file'],
    [{ name: '.pdf', type: PDF, size: 1000 }, 'Your CV must be a PDF, DOC or DOCX file'],
    [{ name: 'cv', type: '', size: 1000 }, 'Your CV must be a PDF, DOC or DOCX file'],
    [{ name: 'cv.pdf', type: PDF, size: CV_MAX_BYTES + 1 }, 'Your CV is 5.0 MB; the limit is 5 MB'],
    [{ name: 'cv.docx', type: DOCX, size: 7.5 * 1024 * 1024 }, 'Your CV is 7.5 MB; the limit is 5 MB'],
    [{ name: 'cv.pdf', type: PDF, size: 0 }, 'This file is empty; choose your CV again'],
    [{ name: 'cv.pdf', type: PDF, size: Number.NaN }, 'This file is empty; choose your CV again'],
    [{ name: '  ', type: PDF, size: 10 }, 'Choose your CV file'],
    [
      { name: `${'x'.repeat(300)}.pdf`, type: PDF, size: 10 },
      'The file name is too long; rename the file to something shorter',
    ],
  ])('%j -> %j', (file, message) => {
    expect(cvFileProblem(file)).toBe(message);
  });

  it('offers the three kinds in the file picker', () => {
    expect(CV_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx', PDF, DOC, DOCX]));
  });
});

describe('hasControlCharacters (what no text field stores)', () => {
  it.each(['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff', 'a\ud800b'])(
    'finds %j in any field',
    (ch) => {
      expect(hasControlCharacters(`x${ch}y`)).toBe(true);
      expect(hasControlCharacters(`x${ch}y`, true)).toBe(true);
    },
  );

  it('takes tab and new lines in a multi-line field only', () => {
    for (const ch of ['\t', '\n', '\r', '\r\n']) {
      expect(hasControlCharacters(`line one${ch}line two`)).toBe(true);
      expect(hasControlCharacters(`line one${ch}line two`, true)).toBe(false);
    }
  });

  it('leaves text alone: any script, emoji (a surrogate pair), and format characters', () => {
    for (const text of ['Asha Rao', 'देवनागरी', 'قطر', '😀 ok', 'a\u200db', '\u202eabc', '\uffff'])
      expect(hasControlCharacters(text)).toBe(false);
  });
});
