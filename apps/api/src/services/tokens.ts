import { createHash, randomBytes } from 'node:crypto';

/** A session token: 32 random bytes for the visitor; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token from "Authorization: Bearer <token>", or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}
