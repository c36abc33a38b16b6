import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@storefront/types';

/**
 * Offered when our server cannot be reached: another way to send the same thing now, with an
 * email already written from what the visitor typed.
 */
export function ContactFallback({ subject, body }: { subject: string; body: string }) {
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <p>
      You can also <a href={mailto}>send it to us by email</a> ({SUPPORT_EMAIL}, with what you typed already filled in)
      or call <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>.
    </p>
  );
}
