import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiSuccess, AuthReply, MeReply } from '@storefront/types';
import { RESET_PASSWORD_PATH, isEmailAddress, normaliseIndianMobile } from '@storefront/types/forms';
import { DuplicateAccountError, type PasswordResetRefusal, type UserRecord } from '../../db/repository';
import { HttpError, minutesUntil } from '../../http/errors';
import { PASSWORD_RESET_MINUTES, passwordResetMail } from '../../mail/messages';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { bearerToken, hashToken, newToken } from '../../services/tokens';
import type { AppContext } from '../context';
import { newEmailConfirmation } from '../account';
import { endpointRoute } from '../endpoint';
import { SESSION_ENDED, publicUser, sessionUser } from '../session';
import { LINK_PAGE_POST, linkRefused, pageErrors } from '../submissions/browser-post';
import { backTo, noticePage, prefersHtml, sendPage } from '../submissions/form-page';

export const LOGIN_FAILED = 'Email, mobile number or password is incorrect';
const DUPLICATE = {
  email: 'An account with this email already exists. Log in instead.',
  mobile: 'An account with this mobile number already exists. Log in instead.',
};

/** The answer to every forgot-password request, whether or not an account has the address. */
export const FORGOT_SENT = 'If an account uses this address, a link to set a new password is on its way.';
export const PASSWORD_SET = 'Your new password is set. You are logged in.';
/** The same, to a browser that posted the reset page itself: the session lives in the page's script. */
export const PASSWORD_SET_NO_SCRIPT = 'Your new password is set. Log in with it on the site.';
const ASK_AGAIN = 'Ask for a new one from Log in, Forgot password?';
export const RESET_REFUSED: Record<PasswordResetRefusal, string> = {
  unknown: `This link is not valid. ${ASK_AGAIN}`,
  used: `This link has already been used. ${ASK_AGAIN}`,
  expired: `This link has expired (links last ${PASSWORD_RESET_MINUTES} minutes). ${ASK_AGAIN}`,
};
/** Reset mails one account may be sent in an hour; past that, the same answer and no mail. */
export const RESETS_PER_HOUR = 3;

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { repo, now } = ctx;
  // One per-address counter for login, signup, forgot and reset together (a route's own limit
  // would count each separately); it replaces the global form limit on these routes.
  const authLimiter = app.rateLimit({ max: ctx.authRateLimit.max, timeWindow: ctx.authRateLimit.timeWindowMs });
  const authRoute = { config: { rateLimit: false as const }, onRequest: authLimiter };

  // The reset page's form is also posted by a browser without JavaScript (the code from the mail
  // typed in): urlencoded, from the site only, and answered with a page, refusals too.
  app.setErrorHandler(pageErrors({ reset: { path: RESET_PASSWORD_PATH, title: 'Your password was not set' } }));
  const resetRoute = { ...authRoute, ...LINK_PAGE_POST, onRequest: [authLimiter, LINK_PAGE_POST.onRequest] };

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

  /** The account an identifier names: a mobile number (+91, spaces… taken out) or an email address. */
  async function accountOf(identifier: string): Promise<UserRecord | null> {
    const mobile = normaliseIndianMobile(identifier);
    if (mobile) return repo.findUserByMobile(mobile);
    return isEmailAddress(identifier) ? repo.findUserByEmail(identifier) : null;
  }

  endpointRoute(app, 'signup', authRoute, async (form, _request, reply) => {
    if (await repo.findUserByEmail(form.email)) throw new HttpError(409, DUPLICATE.email, { email: DUPLICATE.email });
    if (await repo.findUserByMobile(form.contactNo))
      throw new HttpError(409, DUPLICATE.mobile, { contactNo: DUPLICATE.mobile });

    const at = now();
    let user: UserRecord;
    try {
      // The account works at once; the mail to confirm its address is queued with it.
      user = await repo.createUserConfirmingEmail(
        {
          name: form.name,
          email: form.email,
          mobile: form.contactNo,
          city: form.cityName,
          passwordHash: await hashPassword(form.password, ctx.passwordCost),
          newsletterConsent: form.check,
          at,
        },
        await newEmailConfirmation(ctx, { name: form.name, email: form.email, newsletterConsent: form.check }, at),
      );
    } catch (err) {
      if (err instanceof DuplicateAccountError) {
        const field = err.field === 'email' ? 'email' : 'contactNo';
        throw new HttpError(409, DUPLICATE[err.field], { [field]: DUPLICATE[err.field] });
      }
      throw err;
    }
    // The consent box asks for the newsletter (its time is kept on the account): the address is
    // on the list once confirmed, by the sign-up's one mail (routes/account).
    if (form.check) {
      await repo.addSubmission({
        kind: 'newsletter',
        receivedAt: at,
        data: { email: form.email, source: 'signup' },
        uniqueKey: form.email.toLowerCase(),
      });
      await repo.awaitAccountConfirmation(form.email, at);
    }
    ctx.mail.wake();
    const body: AuthReply = {
      success: `Account created! Welcome, ${form.name}.`,
      token: await startSession(user),
      user: publicUser(user),
    };
    return reply.code(201).send(body);
  });

  endpointRoute(app, 'login', authRoute, async ({ email: identifier, password }, _request, reply) => {
    const mobile = normaliseIndianMobile(identifier);
    const user = await accountOf(identifier);
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

  /**
   * A link to set a new password, to the account's email: its token (32 random bytes) only in the
   * mail, its SHA-256 stored with the mail in one transaction; at most RESETS_PER_HOUR an hour.
   */
  async function sendResetLink(user: UserRecord, request: FastifyRequest): Promise<void> {
    const at = now();
    const limit = { max: RESETS_PER_HOUR, since: new Date(at.getTime() - 3600_000) };
    // Counted again under a lock when the reset is written; this spares rendering a mail for nothing.
    if ((await repo.countPasswordResets(user.id, limit.since)) < limit.max) {
      const { token, hash } = newToken();
      const mail = await passwordResetMail(ctx.mail.settings, user, token);
      const expiresAt = new Date(at.getTime() + PASSWORD_RESET_MINUTES * 60_000);
      if (await repo.createPasswordReset({ tokenHash: hash, userId: user.id, at, expiresAt }, mail, limit)) {
        ctx.mail.wake();
        request.log.info({ userId: user.id }, 'password reset link queued');
        return;
      }
    }
    request.log.info({ userId: user.id }, 'password reset: hourly limit reached, nothing sent');
  }

  // The same answer, in the same time, whether or not an account has the address: the work, then
  // a wait until forgotFloorMs since the request arrived.
  endpointRoute(app, 'forgot', authRoute, async ({ email: identifier }, request, reply) => {
    try {
      const user = await accountOf(identifier);
      if (user) await sendResetLink(user, request);
    } finally {
      const wait = ctx.forgotFloorMs - reply.elapsedTime;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const body: ApiSuccess = { success: FORGOT_SENT };
    return reply.code(202).send(body);
  });

  // A link's token and a new password: the password set, every session of the account ended (and
  // the link and any other unused one), in one transaction; then a new session, as a log-in.
  endpointRoute(app, 'reset', resetRoute, async ({ token, password }, request, reply) => {
    const passwordHash = await hashPassword(password, ctx.passwordCost);
    const result = await repo.usePasswordReset(hashToken(token), passwordHash, now());
    if ('refused' in result) throw linkRefused(RESET_REFUSED[result.refused]);
    const { user } = result;
    // Whoever holds the mailbox chose this password: the failed log-ins counted before start again.
    await ctx.loginFailures.clear(`user:${user.id}`);
    if (prefersHtml(request)) {
      const page = noticePage(
        'Your new password is set',
        PASSWORD_SET_NO_SCRIPT,
        backTo(request, '/', app.siteOrigins),
      );
      return sendPage(reply, 200, page);
    }
    const body: AuthReply = { success: PASSWORD_SET, token: await startSession(user), user: publicUser(user) };
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
