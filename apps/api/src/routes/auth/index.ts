import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiSuccess, AuthReply, MeReply, PublicUser } from '@storefront/types';
import { isEmailAddress, normaliseIndianMobile } from '@storefront/types/forms';
import { DuplicateAccountError, type UserRecord } from '../../db/repository';
import { HttpError, minutesUntil } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { bearerToken, hashToken, newToken } from '../../services/tokens';
import type { AppContext } from '../context';
import { endpointRoute } from '../endpoint';
import { SESSION_ENDED, sessionUser } from '../session';

export const LOGIN_FAILED = 'Email, mobile number or password is incorrect';
const DUPLICATE = {
  email: 'An account with this email already exists. Log in instead.',
  mobile: 'An account with this mobile number already exists. Log in instead.',
};

export function publicUser(user: UserRecord): PublicUser {
  return { name: user.name, email: user.email, contactNo: user.mobile, cityName: user.city, role: user.role };
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { repo, now } = ctx;
  // One per-address counter for login and signup together (a route's own limit would count
  // each separately); it replaces the global form limit on these two routes.
  const authLimiter = app.rateLimit({ max: ctx.authRateLimit.max, timeWindow: ctx.authRateLimit.timeWindowMs });
  const authRoute = { config: { rateLimit: false as const }, onRequest: authLimiter };

  // Unknown accounts are checked against this, so a miss costs as much time as a wrong password.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex'), ctx.passwordCost));

  async function startSession(user: UserRecord): Promise<string> {
    const { token, hash } = newToken();
    const at = now();
    await repo.createSession({
      tokenHash: hash,
      userId: user.id,
      at,
      expiresAt: new Date(at.getTime() + ctx.tokenTtlMs),
    });
    return token;
  }

  endpointRoute(app, 'signup', authRoute, async (form, _request, reply) => {
    if (await repo.findUserByEmail(form.email)) throw new HttpError(409, DUPLICATE.email, { email: DUPLICATE.email });
    if (await repo.findUserByMobile(form.contactNo))
      throw new HttpError(409, DUPLICATE.mobile, { contactNo: DUPLICATE.mobile });

    const at = now();
    let user: UserRecord;
    try {
      user = await repo.createUser({
        name: form.name,
        email: form.email,
        mobile: form.contactNo,
        city: form.cityName,
        passwordHash: await hashPassword(form.password, ctx.passwordCost),
        newsletterConsent: form.check,
        at,
      });
    } catch (err) {
      if (err instanceof DuplicateAccountError) {
        const field = err.field === 'email' ? 'email' : 'contactNo';
        throw new HttpError(409, DUPLICATE[err.field], { [field]: DUPLICATE[err.field] });
      }
      throw err;
    }
    // The consent box is the newsletter opt-in; its time is kept on the account.
    if (form.check) {
      await repo.addSubmission({
        kind: 'newsletter',
        receivedAt: at,
        data: { email: form.email, source: 'signup' },
        uniqueKey: form.email.toLowerCase(),
      });
    }
    const body: AuthReply = {
      success: `Account created! Welcome, ${form.name}.`,
      token: await startSession(user),
      user: publicUser(user),
    };
    return reply.code(201).send(body);
  });

  endpointRoute(app, 'login', authRoute, async ({ email: identifier, password }, _request, reply) => {
    const mobile = normaliseIndianMobile(identifier);
    const user = mobile
      ? await repo.findUserByMobile(mobile)
      : isEmailAddress(identifier)
        ? await repo.findUserByEmail(identifier)
        : null;
    // Throttle per account, so switching between email and mobile does not reset the count;
    // identifiers with no account are throttled alike, so a 429 does not reveal which exist.
    const throttleKey = user ? `user:${user.id}` : `id:${mobile ?? identifier.toLowerCase()}`;
    // The attempt takes its place in the count before the (slow) password check, so attempts
    // sent at the same moment cannot all pass a count made before any of them failed.
    const reservation = await ctx.loginFailures.reserve(throttleKey, now(), ctx.loginThrottle);
    if (!reservation.granted)
      throw new HttpError(429, `Too many attempts. Try again in ${minutesUntil(reservation.retryAfterMs)}.`);

    const matches = await verifyPassword(password, user?.passwordHash ?? (await dummy()));
    // A failure keeps its place: it is the failure counted.
    if (!user || !matches) throw new HttpError(401, LOGIN_FAILED);
    await ctx.loginFailures.clear(throttleKey);
    const body: AuthReply = {
      success: `Welcome back, ${user.name}!`,
      token: await startSession(user),
      user: publicUser(user),
    };
    return reply.code(200).send(body);
  });

  endpointRoute(app, 'me', {}, async (_none, request) => {
    const user = await sessionUser(ctx, request);
    if (!user) throw new HttpError(401, SESSION_ENDED);
    const body: MeReply = { user: publicUser(user) };
    return body;
  });

  // Idempotent: logging out twice, or with an unknown token, still ends logged out.
  endpointRoute(app, 'logout', {}, async (_none, request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await repo.revokeSession(hashToken(token), now());
    const body: ApiSuccess = { success: 'You are logged out.' };
    return body;
  });
}
