import { Link } from '@storefront/shell';
import type { IconName } from '@storefront/ui/icon';
import { Section } from '@storefront/ui/section';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@storefront/types';
import { IconCards } from '../components/IconCards';
import { HeroPage } from '../components/HeroPage';
import page from './Page.module.css';

const METHODS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'phone', title: 'UPI', text: 'Pay from any UPI app with the payment link or QR code on your invoice.' },
  { icon: 'card', title: 'Debit and credit cards', text: 'Visa, Mastercard, RuPay and American Express.' },
  { icon: 'globe', title: 'Net banking', text: 'From all major Indian banks.' },
  {
    icon: 'rupee',
    title: 'Bank transfer',
    text: 'NEFT, RTGS or IMPS to the account printed on your invoice, for larger campaigns.',
  },
];

export function PaymentPage() {
  return (
    <HeroPage
      id="payment-title"
      kicker="Payments"
      title="Payment Gateway"
      intro={<p>How to pay for the services you book with us, safely and with a proper GST invoice.</p>}
    >
      <Section id="methods-title" title="Ways to pay">
        <IconCards items={METHODS} />
      </Section>
      <section className="sf-container sf-section" aria-labelledby="how-title">
        <div className={page.prose}>
          <h2 id="how-title">How paying works</h2>
          <ol>
            <li>Add the services you want to your cart and send us your enquiry from the checkout.</li>
            <li>We confirm availability and the final price, including GST, in a written quote.</li>
            <li>You receive an invoice with a secure payment link; the booking is confirmed once it is paid.</li>
          </ol>
          <p className={page.note}>
            Paying online directly at checkout opens soon. Until then we send every invoice and payment link ourselves;
            nobody from Brandwala Media will ever ask for your card number, PIN or OTP by phone or email.
          </p>
          <h2>Security</h2>
          <p>
            Card and UPI payments are processed by an RBI-authorised payment gateway over an encrypted connection. We
            never see or store your full card details.
          </p>
          <h2>Invoices and refunds</h2>
          <p>
            Every payment comes with a GST invoice. If a booking is cancelled, our{' '}
            <Link to="/refund-policy">Refund Policy</Link> explains what is refunded and when.
          </p>
          <p>
            Questions about a payment? Write to <a href={`mailto:${SUPPORT_EMAIL}?subject=Payment`}>{SUPPORT_EMAIL}</a>{' '}
            or call <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>.
          </p>
        </div>
      </section>
    </HeroPage>
  );
}
