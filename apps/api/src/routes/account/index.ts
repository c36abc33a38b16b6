import type { FastifyInstance } from 'fastify';
import type { ApiSuccess } from '@storefront/types';
import { ACCOUNT_PAGES } from '@storefront/types/forms';
import type { EmailConfirmRefusal, UserRecord } from '../../db/repository';
import type { NewEmailConfirmation } from '../../db/email-confirmations';
import { HttpError } from '../../http/errors';
import { EMAIL_CONFIRM_DAYS, emailConfirmMail } from '../../mail/messages';
import { hashToken, newToken } from '../../services/tokens';
import type { AppContext } from '../context';
import { endpointRoute } from '../endpoint';
import { newsletterWelcome } from '../newsletter';
import { SESSION_ENDED, sessionUser } from '../session';
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

  endpointRoute(app, 'confirmEmailAgain', {}, async (_none, request, reply) => {
    const user = await sessionUser(ctx, request);
    if (!user) throw new HttpError(401, SESSION_ENDED);
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
