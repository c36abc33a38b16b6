import { useRef, useState, type FormEvent } from 'react';
import { Link, useFormAction, useSubmission } from '@storefront/shell';
import { NEWSLETTER_LABELS } from '@storefront/types';
// Its own entry, not '@storefront/ui/forms': every page's first load has the footer.
import { HoneypotField } from '@storefront/ui/honeypot';
import {
  FOOTER_PARTNER_LINKS,
  FOOTER_QUICK_LINKS,
  FOOTER_SERVICE_LINKS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
  type NavLink,
} from './links';
import styles from './Footer.module.css';

const MAPS_URL = 'https://www.google.com/maps/search/?api=1&query=Brandwala+Media+Andheri+East+Mumbai';

function LinkList({ title, links }: { title: string; links: NavLink[] }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Newsletter() {
  const submission = useSubmission('newsletter');
  const action = useFormAction('newsletter');
  const { state, reply, failure } = submission;
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Kept for later, `failure.error` says the subscription is saved and will be sent.
  const problem = failure?.kind === 'rejected' ? (failure.fields?.email ?? failure.error) : failure?.error;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The browser checks the address (type=email, required); the api checks it again.
    const result = await submission.send({ email, website });
    if (result.ok) setEmail('');
    // The disabled button lost focus; the address is what to fix or send again.
    else input.current?.focus();
  };
  return (
    <form
      method="post"
      action={action}
      className={styles.newsletter}
      onSubmit={submit}
      aria-labelledby="newsletter-title"
    >
      <h2 className={styles.heading} id="newsletter-title">
        Newsletter
      </h2>
      <p>Offers, case studies and media slots, once a month.</p>
      <label htmlFor="newsletter-email" className="sf-visually-hidden">
        {NEWSLETTER_LABELS.email}
      </label>
      <div className={styles.subscribe}>
        <input
          ref={input}
          id="newsletter-email"
          type="email"
          name="email"
          required
          placeholder="Enter your email"
          autoComplete="email"
          aria-invalid={state === 'failed' || undefined}
          aria-describedby="newsletter-status"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="sf-btn sf-btn--accent" disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending…' : state === 'kept' ? 'Saved · Try sending now' : 'Subscribe'}
        </button>
      </div>
      <HoneypotField value={website} onValueChange={setWebsite} />
      <p id="newsletter-status" role="status" className={styles.status}>
        {state === 'sent' ? reply?.success : problem}
      </p>
    </form>
  );
}

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`sf-container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            Brandwala Media
          </h2>
          <p>
            Since 2011 we have planned, bought and produced advertising for brands across India: media, marketing,
            events, studio production and retail partnerships, from offices in Mumbai, Delhi, Pune, Ahmedabad and Dubai.
          </p>
        </section>
        <LinkList title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <LinkList title="Services" links={FOOTER_SERVICE_LINKS} />
        <LinkList title="Partners" links={FOOTER_PARTNER_LINKS} />
        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <address className={styles.address}>
            Brandwala Media, 4th Floor, Andheri East, Mumbai 400069
            <br />
            <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
            <br />
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            <br />
            <a href={MAPS_URL} target="_blank" rel="noopener noreferrer">
              View on map<span className="sf-visually-hidden"> (opens in a new tab)</span>
            </a>
          </address>
        </section>
        <Newsletter />
      </div>
      <div className={styles.bottom}>
        {/* The year the page was rendered may be last year by the time it hydrates: not a mismatch worth a warning. */}
        <div className="sf-container" suppressHydrationWarning>
          {`© ${new Date().getFullYear()} Brandwala Media. All rights reserved.`}
        </div>
      </div>
    </footer>
  );
}
