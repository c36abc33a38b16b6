import { expect } from '@playwright/test';
import { MAIL_CATCHER } from '../scripts/mail-catcher';

/** A mail as the catcher (maildev, started with the site) shows it. */
export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  text: string;
  html?: string;
  headers: Record<string, string>;
}

/** Every mail the catcher holds. */
export const allMails = async () => (await (await fetch(`${MAIL_CATCHER.api}/email`)).json()) as CaughtMail[];

/** The mails the catcher holds for `address` whose subject matches, once there are `count` (15 s at most). */
export async function mailsTo(address: string, subject: RegExp, count = 1): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await allMails()).filter((m) => m.to.some((t) => t.address === address) && subject.test(m.subject));
        return found.length;
      },
      { timeout: 15_000, message: `${count} mail(s) to ${address} matching ${subject}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** A header of the mail as it was sent: maildev's JSON leaves some out (List-Unsubscribe among them). */
export async function sentHeader(mail: CaughtMail | undefined, name: string): Promise<string> {
  if (!mail) return '';
  const source = await (await fetch(`${MAIL_CATCHER.api}/email/${mail.id}/source`)).text();
  const head = source.split(/\r?\n\r?\n/)[0] ?? '';
  // A long header goes on over lines that start with white space.
  const line = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim() ?? '';
}
