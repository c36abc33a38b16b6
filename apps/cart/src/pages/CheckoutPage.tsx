import { useEffect, useRef, useState } from 'react';
import type { CartLine, SubmissionReply } from '@storefront/types';
import type { Enquiry } from '@storefront/types/forms';
import { Link, useCart, useFormAction, useSession, useSubmission } from '@storefront/shell';
import { formatRupees } from '@storefront/ui';
import {
  SentWithReference,
  SubmissionStatus,
  SubmitButton,
  TextAreaField,
  MobileField,
  TextField,
  useForm,
} from '@storefront/ui/forms';
import { useFormChecks } from '@storefront/ui/lazy-checks';
import { HoneypotField } from '@storefront/ui/honeypot';
import styles from './CheckoutPage.module.css';
import { EmptyCart } from '../components/EmptyCart';

interface Sent {
  reply: SubmissionReply;
  lines: CartLine[];
  subtotal: number;
}

const optionsText = (line: CartLine) =>
  Object.entries(line.options ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');

/** The lines of an enquiry, as the cart held them when it was sent. */
function Summary({ lines, subtotal }: { lines: CartLine[]; subtotal: number }) {
  return (
    <>
      <ul className={`sf-list ${styles.lines}`}>
        {lines.map((line) => (
          <li key={`${line.id}|${optionsText(line)}`} className={styles.line}>
            <span>
              <strong>{line.name}</strong>
              {line.options && <span className={styles.options}>{optionsText(line)}</span>}
              <span className={styles.options}>Quantity {line.quantity}</span>
            </span>
            <span>{formatRupees(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.subtotal}>
        <span>Sub Total</span>
        <strong data-testid="checkout-subtotal">{formatRupees(subtotal)}</strong>
      </p>
      <p className={styles.note}>
        Excl. Tax and delivery charge. Nothing is charged now: we confirm prices and dates when we reply.
      </p>
    </>
  );
}

function Confirmation({ sent }: { sent: Sent }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was on is gone: start reading from the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.confirmation}>
      <h2 ref={heading} tabIndex={-1}>
        Enquiry sent
      </h2>
      <div role="status">
        <SentWithReference reply={sent.reply} />
      </div>
      <h3>What you enquired about</h3>
      <Summary lines={sent.lines} subtotal={sent.subtotal} />
      <Link to="/" className="sf-btn">
        Continue browsing
      </Link>
    </div>
  );
}

const EMPTY_CONTACT = { name: '', email: '', phone: '', company: '', message: '', website: '' };
type Contact = typeof EMPTY_CONTACT;

function EnquiryForm({ onSent }: { onSent: (sent: Sent) => void }) {
  const cart = useCart();
  const { user } = useSession();
  const submission = useSubmission('enquiry');
  const enquiryLines = cart.lines.map(({ id, name, price, quantity, options }) => ({
    id,
    name,
    price,
    quantity,
    options,
  }));
  const action = useFormAction('enquiry');
  const checks = useFormChecks('enquirySchema');
  const form = useForm<Contact, Enquiry>(
    EMPTY_CONTACT,
    (values) => checks.validate({ ...values, lines: enquiryLines, subtotal: cart.subtotal }),
    submission.saved,
  );
  const { values, errors, setValue } = form;

  // Prefill from the signed-in visitor (the session may arrive after the page), never over what was typed.
  useEffect(() => {
    if (!user) return;
    const known: Partial<Contact> = { name: user.name, email: user.email, phone: user.contactNo };
    for (const [key, value] of Object.entries(known) as [keyof Contact, string][])
      if (value && !values[key]) setValue(key, value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the visitor becomes known
  }, [user]);

  // The cart is emptied only once the agency has the enquiry: sent from here, or kept while offline
  // and sent from the outbox while the visitor is still here. (An enquiry sent while they were away
  // shows its reference under the form, and leaves the cart they have now alone.)
  const { state, reply } = submission;
  const before = useRef(state);
  useEffect(() => {
    const was = before.current;
    before.current = state;
    if (state !== 'sent' || !reply || (was !== 'sending' && was !== 'kept')) return;
    onSent({ reply, lines: cart.lines, subtotal: cart.subtotal });
    cart.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per enquiry sent, with the cart it was sent from
  }, [state, reply]);

  const send = (enquiry: Enquiry) => submission.send(enquiry);
  const cartProblem = errors.lines ?? errors.subtotal ?? errors[''];

  return (
    <div className={styles.layout}>
      <section aria-labelledby="checkout-summary-title" className={styles.summary}>
        <h2 id="checkout-summary-title">Your enquiry</h2>
        <Summary lines={cart.lines} subtotal={cart.subtotal} />
        <Link to="/cart">Change the cart</Link>
      </section>
      {/* The cart is the browser's: sent by script only; a browser's own post is refused by the api, never sent to the page. */}
      <form
        method="post"
        action={action}
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(checks.beforeSend(send))}
        aria-labelledby="checkout-form-title"
      >
        <h2 id="checkout-form-title">Your details</h2>
        <TextField label="Name" autoComplete="name" {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <MobileField label="Phone" {...form.field('phone')} />
        <TextField label="Company" optional autoComplete="organization" {...form.field('company')} />
        <TextAreaField
          label="Message"
          optional
          rows={4}
          hint="Dates, cities, anything we should know"
          {...form.field('message')}
        />
        <HoneypotField {...form.field('website')} />
        {cartProblem && (
          <p role="alert" className="sf-field__error">
            {cartProblem}
          </p>
        )}
        <SubmitButton
          sending={submission.state === 'sending'}
          kept={submission.state === 'kept'}
          className="sf-btn sf-btn--accent"
        >
          Send enquiry
        </SubmitButton>
        <SubmissionStatus submission={submission} />
      </form>
    </div>
  );
}

/** Checkout: the cart sent as an enquiry; the agency replies with prices and dates. */
export function CheckoutPage() {
  const { count } = useCart();
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <section className="sf-container sf-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      {sent ? (
        <Confirmation sent={sent} />
      ) : count === 0 ? (
        <EmptyCart>
          <p>
            Your cart is empty. <Link to="/">Browse our services</Link>.
          </p>
        </EmptyCart>
      ) : (
        <EnquiryForm onSent={setSent} />
      )}
    </section>
  );
}
