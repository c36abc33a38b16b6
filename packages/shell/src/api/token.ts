import { readStored, writeStored } from '../storage';

/** The session token lives in local storage under `token` (docs/product.md#storage-keys). */
export const TOKEN_KEY = 'token';

// What a bearer token can look like (JWT or random, base64/url); anything else is junk.
const TOKEN_SHAPE = /^[\w.~+/=-]{8,4096}$/;

/** The stored token, or null; storage may be missing, throw (privacy modes) or hold junk. */
export function readToken(storage?: Storage): string | null {
  const token = readStored(TOKEN_KEY, storage);
  if (token === null || TOKEN_SHAPE.test(token)) return token;
  writeStored(TOKEN_KEY, null, storage);
  return null;
}

/** Stores the token, or removes it (null); a storage that throws only costs the next visit. */
export function writeToken(token: string | null, storage?: Storage): void {
  writeStored(TOKEN_KEY, token || null, storage);
}
