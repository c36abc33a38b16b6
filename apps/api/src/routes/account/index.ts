import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiSuccess } from '@storefront/types';
import { ACCOUNT_PAGES, type AccountReply, type NewsletterSwitchReply } from '@storefront/types/forms';
import type { EmailConfirmRefusal, UserRecord } from '../../db/repository';
import type { NewEmailConfirmation } from '../../db/email-confirmations';
import { HttpError, minutesUntil } from '../../http/errors';
import { EMAIL_CONFIRM_DAYS, emailConfirmMail } from '../../mail/messages';
import { verifyPassword } from '../../services/passwords';
import { hashToken, newToken } from '../../services/tokens';
import type { AppContext } from '../context';
import { endpointRoute } from '../endpoint';
import { CONFIRMATIONS_PER_HOUR, askToSubscribe, newsletterWelcome } from '../newsletter';
import { SESSION_ENDED, publicUser, sessionUser } from '../session';
import { LINK_PAGE_POST, linkRefused, pageErrors } from '../submissions/browser-post';
import { sendNotice } from '../submissions/form-page';

/**
 * A visitor's own account (docs/product.md#my-account): its address confirmed from a mail. The
 * account works from sign-up; a confirmed address makes the forms sent with it the visitor's.
 */

export const EMAIL_CONFIRMED = 'Thank you! Your email address is confirmed.';
export const EMAIL_ALREADY_CONFIRMED = 'Your email address is already confirmed.';
const ASK_AGAIN = 'Ask for a new one from My account.';
export const EMAIL_CONFIRM_REFUSED: Record<EmailConfirmRefusal, string> = {
  unknown: `This link is not valid: it may be for an address your account no longer has. ${ASK_AGAIN}`,
  expired: `This link has expired (links last ${EMAIL_CONFIRM_DAYS} days). ${ASK_AGAIN}`,
};
/** Links to confirm an address one account may be sent in an hour. */
export const EMAIL_CONFIRMATIONS_PER_HOUR = 3;
export const EMAIL_CONFIRM_LIMITED = `We have sent ${EMAIL_CONFIRMATIONS_PER_HOUR} links in the last hour: use the latest, or ask again later.`;

/**
 * A new link to confirm `user`'s address, and its mail, ready to store. An account whose sign-up
 * ticked the consent box is told the same link confirms the newsletter: one mail, not two.
 */
export async function newEmailConfirmation(
  ctx: AppContext,
  user: Pick<UserRecord, 'name' | 'email' | 'newsletterConsent'>,
  at: Date,
): Promise<NewEmailConfirmation> {
  const { token, hash } = newToken();
  return {
    tokenHash: hash,
    expiresAt: new Date(at.getTime() + EMAIL_CONFIRM_DAYS * 24 * 3600_000),
    mail: await emailConfirmMail(ctx.mail.settings, user, token),
  };
}

export const WRONG_PASSWORD = 'That is not your password: your account is as it was.';
export const ACCOUNT_ERASED =
  'Your account is deleted, and so is what you sent us: your name, address, phone number, messages and CV.';

/** The forms My account lists at most: a visitor's own, newest first. */
export const ACCOUNT_ITEMS_SHOWN = 100;

/** What the newsletter switch says, by where it left the address. */
export const SWITCHED = {
  joined: 'You are on our newsletter list. A welcome mail is on its way.',
  already: 'You are already on our newsletter list.',
  asked: 'To finish subscribing, open the link in the mail we have sent you.',
  limited: `We have sent ${CONFIRMATIONS_PER_HOUR} mails to confirm in the last hour: use the latest, or try again later.`,
  left: 'You have left our newsletter: nothing more will be sent to your address.',
} as const;

export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { repo, now } = ctx;
  // The confirm page's form is also posted by a browser without JavaScript (the code from the
  // mail typed in), and answered with a page, refusals too.
  app.setErrorHandler(
    pageErrors({ confirmEmail: { path: ACCOUNT_PAGES.confirmEmail, title: 'Your address was not confirmed' } }),
  );

  // No session needed: whoever holds the mail holds the address.
  endpointRoute(app, 'confirmEmail', LINK_PAGE_POST, async ({ token }, request, reply) => {
    const tokenHash = hashToken(token);
    // Its sign-up asked for the newsletter: the welcome is written before the transaction (on the
    // embedded engine it holds the one connection), and queued if the address still waits.
    const user = await repo.emailConfirmationUser(tokenHash);
    const welcome =
      user?.newsletterConsent && (await repo.newsletterStateOf(user.email)) === 'pending'
        ? await newsletterWelcome(ctx, user.email)
        : undefined;
    const result = await repo.confirmEmail(tokenHash, now(), welcome);
    if ('refused' in result) throw linkRefused(EMAIL_CONFIRM_REFUSED[result.refused]);
    if (welcome) ctx.mail.wake();
    return sendNotice(request, reply, 'Your email address is confirmed', EMAIL_CONFIRMED);
  });

  /** The account of the request's bearer; 401 without one. */
  async function signedIn(request: FastifyRequest): Promise<UserRecord> {
    const user = await sessionUser(ctx, request);
    if (!user) throw new HttpError(401, SESSION_ENDED);
    return user;
  }

  // Personal: never kept by a cache on the way.
  endpointRoute(app, 'account', {}, async (_none, request, reply) => {
    const user = await signedIn(request);
    const [newsletter, items] = await Promise.all([
      repo.newsletterStateOf(user.email),
      repo.accountItems(user, ACCOUNT_ITEMS_SHOWN),
    ]);
    const body: AccountReply = { user: publicUser(user), newsletter, items };
    return reply.header('cache-control', 'no-store').send(body);
  });

  endpointRoute(app, 'accountNewsletter', {}, async ({ subscribe }, request, reply) => {
    const user = await signedIn(request);
    let said: keyof typeof SWITCHED;
    if (!subscribe) {
      await repo.leaveNewsletterAddress(user.email, now());
      said = 'left';
    } else if (user.emailConfirmedAt) {
      // The address is proven the account's: no mail to confirm, the welcome at once.
      const joined = await repo.subscribeConfirmedAddress(user.email, now(), await newsletterWelcome(ctx, user.email));
      if (joined) ctx.mail.wake();
      said = joined ? 'joined' : 'already';
    } else {
      const asked = await askToSubscribe(ctx, user.email);
      said = asked === 'confirmed' ? 'already' : asked;
    }
    if (said === 'limited') throw new HttpError(429, SWITCHED.limited);
    const body: NewsletterSwitchReply = {
      success: SWITCHED[said],
      newsletter: await repo.newsletterStateOf(user.email),
    };
    return reply.send(body);
  });

  // The password says it is the account's holder, not someone at a phone left signed in. Counted
  // with the log-in's attempts: guessing it here is no faster than at the log-in.
  endpointRoute(app, 'deleteAccount', {}, async ({ password }, request, reply) => {
    const user = await signedIn(request);
    const throttleKey = `user:${user.id}`;
    const reservation = await ctx.loginFailures.reserve(throttleKey, now(), ctx.loginThrottle);
    if (!reservation.granted)
      throw new HttpError(429, `Too many attempts. Try again in ${minutesUntil(reservation.retryAfterMs)}.`);
    if (!(await verifyPassword(password, user.passwordHash)))
      throw new HttpError(400, WRONG_PASSWORD, { password: WRONG_PASSWORD });
    await ctx.loginFailures.clear(throttleKey);
    await repo.eraseAccount(user.id, now());
    request.log.info({ userId: user.id }, 'account erased on request');
    const body: ApiSuccess = { success: ACCOUNT_ERASED };
    return reply.send(body);
  });

  endpointRoute(app, 'confirmEmailAgain', {}, async (_none, request, reply) => {
    const user = await signedIn(request);
    const at = now();
    const asked = await repo.askEmailConfirmation(user.id, await newEmailConfirmation(ctx, user, at), at, {
      max: EMAIL_CONFIRMATIONS_PER_HOUR,
      since: new Date(at.getTime() - 3600_000),
    });
    if (asked === 'limited') throw new HttpError(429, EMAIL_CONFIRM_LIMITED);
    if (asked === 'asked') ctx.mail.wake();
    const body: ApiSuccess = {
      success:
        asked === 'asked'
          ? `A new link to confirm your address is on its way to ${user.email}.`
          : EMAIL_ALREADY_CONFIRMED,
    };
    return reply.code(asked === 'asked' ? 202 : 200).send(body);
  });
}
