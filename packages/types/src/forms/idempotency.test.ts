import { describe, expect, it } from 'vitest';
import { validateForm } from './validate';
import { IDEMPOTENCY_KEY_MESSAGE, idempotencyKeySchema, isIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it.each([
    ['a UUID', crypto.randomUUID()],
    ['16 characters', 'abcdefghij-_0123'],
    ['128 characters', 'x'.repeat(128)],
  ])('takes %s', (_label, key) => {
    expect(isIdempotencyKey(key)).toBe(true);
    expect(validateForm(idempotencyKeySchema, key)).toEqual({ ok: true, data: key });
  });

  it.each([
    ['15 characters', 'x'.repeat(15)],
    ['129 characters', 'x'.repeat(129)],
    ['a space', 'abcdefgh ijklmnop'],
    ['a comma (a header sent twice)', 'abcdefghijklmnop, abcdefghijklmnop'],
    ['a dot', 'abcdefgh.ijklmnop'],
    ['non-ASCII letters', 'abcdefghijklmnopé'],
    ['empty', ''],
    ['not text', 1234567890123456],
  ])('refuses %s', (_label, key) => {
    expect(isIdempotencyKey(key)).toBe(false);
    expect(validateForm(idempotencyKeySchema, key)).toEqual({ ok: false, errors: { '': IDEMPOTENCY_KEY_MESSAGE } });
  });
});
