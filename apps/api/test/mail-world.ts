/**
 * The mail tests' deployment: who mails come from, the site's and the api's public origins (not
 * the defaults, so every link must be built from them), a sender that looks often, and the token
 * of a link in a mail read back.
 */
import type { ParsedMail } from 'mailparser';
import { smtpTransport } from '../src/mail/transport';
import { appsClosedAfterEach, closedAfterEach, type makeApp } from '../src/testing';
import { startTestSmtp, type TestSmtp } from './smtp';

export const MAIL_FROM = { name: 'Brandwala Media', address: 'hello@brandwala.in' };
export const SITE_URL = 'https://www.brandwala.in';
export const API_URL = 'https://api.brandwala.in';
/** The sender looks for mails every 50 ms, and asks a server that went away again every 100 ms. */
export const QUICK_SENDER = { pollMs: 50, probeMs: 100, reportMs: 60_000 };

/** makeApp's options for an api at SITE_URL and API_URL whose mail goes to `smtp`. */
export const mailingTo = (smtp: TestSmtp) => ({
  env: { SITE_URL, API_URL },
  mail: { transport: smtpTransport(smtp.url, MAIL_FROM), sender: QUICK_SENDER },
});

/** A link to a page of the site with a token (`{SITE_URL}{page}#token=…`), its token captured. */
export const linkTo = (page: string) =>
  new RegExp(`${SITE_URL.replace(/\./g, '\\.')}${page}#token=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])`);

/** The token of the link to `page` in a mail's text; throws when there is none. */
export function tokenIn(mail: ParsedMail | undefined, page: string): string {
  const found = linkTo(page).exec(mail?.text ?? '');
  if (!found?.[1]) throw new Error(`no link to ${page} in ${mail?.text}`);
  return found[1];
}

/**
 * A test file's maker of apps whose mail goes to a real SMTP server of their own, both closed after
 * each test: `const mailingApp = mailingApps();` at the top of the file, then `await mailingApp()`.
 * `besides`: mails the server accepts and does not keep (startTestSmtp); `app`: makeApp's options.
 */
export function mailingApps() {
  const setup = appsClosedAfterEach();
  const closeAfter = closedAfterEach();
  return async (options: { besides?: (mail: ParsedMail) => boolean; app?: Parameters<typeof makeApp>[0] } = {}) => {
    const smtp = await startTestSmtp(0, options.besides);
    closeAfter({ close: () => smtp.stop() });
    return { ...(await setup({ ...mailingTo(smtp), ...options.app })), smtp, closeAfter };
  };
}
