/** The token lives in local storage under `token` (docs/product.md#storage-keys). */
export const TOKEN_KEY = 'token';

// What a bearer token can look like (JWT or random, base64/url); anything else is junk.
const TOKEN_SHAPE = /^[\w.~+/=-]{8,4096}$/;

/** The stored token, or null; storage may be missing, throw (privacy modes) or hold junk. */
export function readToken(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    const token = storage?.getItem(TOKEN_KEY) ?? null;
    if (token === null || TOKEN_SHAPE.test(token)) return token;
    storage?.removeItem(TOKEN_KEY);
  } catch {
    // Unreadable storage: as if signed out.
  }
  return null;
}

/** Stores the token, or removes it (null); a storage that throws only costs the next visit. */
export function writeToken(token: string | null, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (token) storage?.setItem(TOKEN_KEY, token);
    else storage?.removeItem(TOKEN_KEY);
  } catch {
    // Full or disabled storage: the session still works in this page.
  }
}
