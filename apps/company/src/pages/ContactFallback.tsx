import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@storefront/types';

/**
 * What a valid form says until the api takes submissions: the truth (nothing was sent) and the
 * quickest way to reach us now, with an email already written from what the visitor typed.
 */
export function ContactFallback({ name, what, subject, body }: { name: string; what: string; subject: string; body: string }) {
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <>
      <p>
        <strong>
          Thank you, {name}. Your {what} is complete, but it has not been sent:
        </strong>{' '}
        online forms open soon.
      </p>
      <p>
        Until then, <a href={mailto}>send it to us by email</a> ({SUPPORT_EMAIL}, with what you typed already filled in)
        or call <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>. Your details stay in this form.
      </p>
    </>
  );
}
