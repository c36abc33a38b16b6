import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LINK_TOKEN_PATTERN, NEWSLETTER_PAGES } from '@storefront/types/forms';
import type { NewsletterAskResult, NewsletterConfirmRefusal, NewsletterWelcome } from '../../db/repository';
import { NEWSLETTER_CONFIRM_DAYS, newsletterConfirmMail, newsletterWelcomeMail } from '../../mail/messages';
import { hashToken, newToken } from '../../services/tokens';
import type { AppContext } from '../context';
import { endpointRoute } from '../endpoint';
import { LINK_PAGE_POST, linkRefused, pageErrors, requireJsonOrForm } from '../submissions/browser-post';
import { sendNotice } from '../submissions/form-page';

/**
 * The newsletter's list (docs/product.md#newsletter): an address asks (the footer's box), is sent
 * a mail to confirm, and is on the list once it does (the sign-up's consent box rides on the
 * sign-up's own mail: routes/account); every newsletter mail leaves it in one step, from the site's
 * page or the mail program's Unsubscribe (docs/decisions/0023-newsletter-consent.md).
 */

/** Confirmation mails one address may be sent in an hour; past that, the same answer and no mail. */
export const CONFIRMATIONS_PER_HOUR = 3;

export const CONFIRMED = 'Thank you! Your address is on our newsletter list.';
export const ALREADY_CONFIRMED = 'Your address is already on our newsletter list. Thank you!';
export const LEFT = 'You have left our newsletter: nothing more will be sent to this address.';
const SUBSCRIBE_AGAIN = 'To subscribe, use the newsletter box at the foot of any page.';
export const CONFIRM_REFUSED: Record<NewsletterConfirmRefusal, string> = {
  unknown: `This link is not valid: it may belong to an address that has left the list since. ${SUBSCRIBE_AGAIN}`,
  expired: `This link has expired (links last ${NEWSLETTER_CONFIRM_DAYS} days). ${SUBSCRIBE_AGAIN}`,
};
export const LEAVE_REFUSED =
  'This link is not valid. Use the leave link of the latest newsletter mail, or write to us and we will take your address off the list.';

/**
 * Asks for `email` to be on the list: the confirmation mail goes (through the outbox) unless the
 * address is confirmed already or has had CONFIRMATIONS_PER_HOUR of them in the last hour.
 */
export async function askToSubscribe(ctx: AppContext, email: string): Promise<NewsletterAskResult> {
  const at = ctx.now();
  const confirm = newToken();
  const leave = newToken();
  const mail = await newsletterConfirmMail(ctx.mail.settings, email, { confirm: confirm.token, leave: leave.token });
  const result = await ctx.repo.askToSubscribe({
    email,
    at,
    confirm: { tokenHash: confirm.hash, expiresAt: new Date(at.getTime() + NEWSLETTER_CONFIRM_DAYS * 24 * 3600_000) },
    leave: { tokenHash: leave.hash },
    mail,
    limit: { max: CONFIRMATIONS_PER_HOUR, since: new Date(at.getTime() - 3600_000) },
  });
  if (result === 'asked') ctx.mail.wake();
  return result;
}

/** The welcome of an address just confirmed, with a leave link of its own. */
export async function newsletterWelcome(ctx: AppContext, email: string): Promise<NewsletterWelcome> {
  const leave = newToken();
  return { leave: { tokenHash: leave.hash }, mail: await newsletterWelcomeMail(ctx.mail.settings, email, leave.token) };
}

/**
 * A mail program's one-click leave (RFC 8058) posts to the List-Unsubscribe address: the token in
 * its query, `List-Unsubscribe=One-Click` in a form body (urlencoded or multipart), from the mail
 * provider's server. Any POST with a token in its query is taken as one (a GET never leaves); the
 * site's page sends the token in its body, as JSON or as the browser's own post.
 */
async function oneClickOrPage(request: FastifyRequest): Promise<void> {
  const { token } = (request.query ?? {}) as { token?: unknown };
  if (typeof token === 'string') {
    request.body = { token };
    return;
  }
  await requireJsonOrForm(request);
}

export async function newsletterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { repo, now } = ctx;
  // Both pages are also posted by a browser without JavaScript (the code from the mail typed in),
  // and answered with a page, refusals too.
  app.setErrorHandler(
    pageErrors({
      newsletterConfirm: { path: NEWSLETTER_PAGES.confirm, title: 'Your subscription was not confirmed' },
      newsletterLeave: { path: NEWSLETTER_PAGES.leave, title: 'Your address was not taken off the list' },
    }),
  );

  endpointRoute(app, 'newsletterConfirm', LINK_PAGE_POST, async ({ token }, request, reply) => {
    const tokenHash = hashToken(token);
    // The welcome mail is rendered before the transaction, which on the embedded engine holds the one connection.
    const email = await repo.newsletterLinkAddress(tokenHash);
    const result = email
      ? await repo.confirmSubscription(tokenHash, now(), await newsletterWelcome(ctx, email))
      : { refused: 'unknown' as const };
    if ('refused' in result) throw linkRefused(CONFIRM_REFUSED[result.refused]);
    if (!result.already) ctx.mail.wake();
    return sendNotice(request, reply, 'Your subscription is confirmed', result.already ? ALREADY_CONFIRMED : CONFIRMED);
  });

  // No origin check: the token alone says which address leaves, and a mail provider's post has no
  // Origin of the site's.
  endpointRoute(app, 'newsletterLeave', { preHandler: oneClickOrPage }, async ({ token }, request, reply) => {
    if (!(await repo.leaveNewsletter(hashToken(token), now()))) throw linkRefused(LEAVE_REFUSED);
    return sendNotice(request, reply, 'You have left our newsletter', LEFT);
  });

  // The List-Unsubscribe address opened in a browser (a mail program without one-click): the
  // site's page, which asks before anything is done. A GET never leaves: link scanners open it too.
  endpointRoute(app, 'newsletterLeaveLink', {}, async (_none, request, reply) => {
    const { token } = (request.query ?? {}) as { token?: unknown };
    const fragment = typeof token === 'string' && LINK_TOKEN_PATTERN.test(token) ? `#token=${token}` : '';
    return reply.redirect(`${ctx.mail.settings.siteUrl}${NEWSLETTER_PAGES.leave}${fragment}`, 303);
  });
}
