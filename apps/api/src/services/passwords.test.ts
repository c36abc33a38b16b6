// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, hashPassword, parseHash, verifyPassword } from './passwords';
import { LOW_COST } from '../testing';

describe('passwords', () => {
  it('stores scrypt N=2^17, r=8, p=1 with a 16-byte salt and a 64-byte key by default', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    const parsed = parseHash(stored);
    expect(parsed?.cost).toEqual(DEFAULT_PASSWORD_COST);
    expect(parsed?.salt.length).toBe(16);
    expect(parsed?.key.length).toBe(64);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
  });

  it('verifies with the parameters stored in the hash, salts every hash and rejects near misses', async () => {
    const a = await hashPassword('pässwörd 123', LOW_COST);
    const b = await hashPassword('pässwörd 123', LOW_COST);
    expect(a).not.toBe(b);
    expect(await verifyPassword('pässwörd 123', a)).toBe(true);
    expect(await verifyPassword('pässwörd 124', a)).toBe(false);
    expect(await verifyPassword('pässwörd 123', 'garbage')).toBe(false);
  });
});
