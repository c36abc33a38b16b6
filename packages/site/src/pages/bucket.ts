// A visitor's bucket (docs/decisions/0019-canary-share.md): a whole number from 0 to 99 the site
// server draws on the first visit and keeps in a cookie, so that one visitor gets one publication
// of the pages (live or canary) on every page load. It names nobody: a hundred buckets, drawn at
// random, shared by every visitor who drew the same number.
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const BUCKET_COOKIE = 'sf_bucket';
const YEAR_SECONDS = 365 * 24 * 3600;

/** The bucket a request's cookie carries, or null when it carries none (or one that is not 0-99). */
export function bucketOf(cookieHeader: string | undefined): number | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=', 2).map((s) => s.trim());
    if (name === BUCKET_COOKIE && value && /^\d{1,2}$/.test(value)) return Number(value);
  }
  return null;
}

export const drawBucket = (): number => randomInt(100);

/** The Set-Cookie value that keeps a bucket: a year, the whole site, not readable by scripts. */
export function bucketCookie(bucket: number, req: IncomingMessage): string {
  const secure = req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
  return `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`;
}
