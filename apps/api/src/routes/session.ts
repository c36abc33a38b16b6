import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '@storefront/types';
import type { UserRecord } from '../db/repository';
import { bearerToken, hashToken } from '../services/tokens';
import type { AppContext } from './context';

/** What a request with no session, or an ended one, hears (log-in, staff routes). */
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** The account of the request's bearer token, read now: a revoked or expired token has none. */
export async function sessionUser(ctx: AppContext, request: FastifyRequest): Promise<UserRecord | null> {
  const token = bearerToken(request.headers.authorization);
  return token ? ctx.repo.findSession(hashToken(token), ctx.now()) : null;
}

/** The account as the api shows it to its owner. */
export function publicUser(user: UserRecord): PublicUser {
  return {
    name: user.name,
    email: user.email,
    contactNo: user.mobile,
    cityName: user.city,
    role: user.role,
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}
