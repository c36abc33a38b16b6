import { Link } from '@storefront/shell';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@storefront/types';
import { HeroPage } from '../components/HeroPage';
import page from './Page.module.css';

export function RefundPolicyPage() {
  return (
    <HeroPage
      id="refund-title"
      kicker="Policies"
      title="Refund Policy"
      intro={<p>How cancellations and refunds work for the services you book with Brandwala Media.</p>}
    >
      <section className="sf-container sf-section" aria-labelledby="refund-title">
        <div className={page.prose}>
          <h2>Before work starts</h2>
          <p>
            If you cancel a booking before we have started work on it (no media reserved, no production begun), we
            refund the full amount you paid.
          </p>
          <h2>After work has started</h2>
          <p>
            Once we have reserved media slots, booked a venue or started production, we refund what you paid less the
            costs we cannot recover: media owners’ cancellation charges, venue and crew charges, and work already
            delivered. We send you an itemised statement with every partial refund.
          </p>
          <h2>What cannot be refunded</h2>
          <ul>
            <li>Media that has already run (an advertisement published, broadcast or displayed).</li>
            <li>Events that have taken place, and shoots that have been completed.</li>
            <li>Creative work that you have approved and received.</li>
          </ul>
          <h2>If something goes wrong on our side</h2>
          <p>
            If a campaign does not run as agreed because of us, we either run it again at no cost or refund the part
            that did not run, whichever you prefer.
          </p>
          <h2>How to ask for a refund</h2>
          <ol>
            <li>
              Write to <a href={`mailto:${SUPPORT_EMAIL}?subject=Refund%20request`}>{SUPPORT_EMAIL}</a> or call{' '}
              <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a> with your booking details.
            </li>
            <li>We confirm the amount within three working days.</li>
            <li>
              The refund reaches the account or card you paid from within seven to ten working days after we confirm it.
            </li>
          </ol>
          <p>
            Questions about a booking? <Link to="/help">Contact us</Link>. For how payments work, see{' '}
            <Link to="/payment">Payment Gateway</Link>.
          </p>
        </div>
      </section>
    </HeroPage>
  );
}
