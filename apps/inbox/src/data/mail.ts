import type { ItemMail, MailHealth } from '@storefront/types/forms';
import { formatWhen } from './labels';

/** Where a mail is, in words: "Sent 23 Nov 2026, 3:05 pm", "Retrying: <why>; next try <when>"… */
export function mailStateText(mail: ItemMail): string {
  const why = mail.lastError || 'no reason given';
  switch (mail.state) {
    case 'queued':
      return `Queued ${formatWhen(mail.queuedAt)}`;
    case 'sending':
      return 'Sending';
    case 'sent':
      return `Sent ${formatWhen(mail.sentAt ?? mail.queuedAt)}`;
    case 'retrying':
      return `Retrying: ${why}${mail.nextAttemptAt ? `; next try ${formatWhen(mail.nextAttemptAt)}` : ''}`;
    case 'failed':
      return `Failed: ${why}`;
  }
}

/** The mails about an item, oldest first (as the api lists them; sorted again all the same). */
export function oldestFirst(mails: readonly ItemMail[]): ItemMail[] {
  return [...mails].sort((a, b) => Date.parse(a.queuedAt) - Date.parse(b.queuedAt));
}

/** How long the oldest unsent mail may wait before the inbox says mail is late. */
export const MAIL_LATE_MS = 5 * 60_000;

/** A wait in words: "12 minutes", "3 hours", "2 days". */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const [count, unit] =
    minutes < 120
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * What the inbox says about the outbox: nothing while mail flows; a warning when a mail was given
 * up, or the oldest unsent one has waited more than 5 minutes (docs/product.md#mail).
 */
export function mailWarning(health: MailHealth, now: number): string | null {
  const waited = health.oldestUnsentAt ? now - Date.parse(health.oldestUnsentAt) : NaN;
  const late = waited > MAIL_LATE_MS;
  if (!late && health.failed <= 0) return null;
  const parts = [
    late && `the oldest unsent mail has waited ${waitText(waited)}`,
    health.failed > 0 && (health.failed === 1 ? '1 mail has failed' : `${health.failed} mails have failed`),
  ].filter(Boolean);
  return `Mail is ${health.failed > 0 ? 'failing' : 'late'}: ${parts.join('; ')}. Open an item to see why.`;
}
