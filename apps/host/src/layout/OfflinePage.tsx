// The header's own copy of the number (./links.ts): @storefront/types/forms would put the forms' code on every first load.
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from './links';

/**
 * The site's own offline page (docs/product.md#offline): the site's worker shows it for a page this
 * phone has not kept when the network cannot give it, at the address the visitor asked for. The
 * worker lists the pages kept on this phone inside `data-offline-pages` as it serves the page
 * (../worker/routes.ts withKeptPages); React leaves that list as it came.
 */
export default function OfflinePage() {
  return (
    <section className="sf-container sf-page" aria-labelledby="offline-title">
      <h1 id="offline-title">You are offline</h1>
      <p>
        This page is not saved on this phone yet, and we cannot reach our server right now. The pages you have already
        seen still work, and forms you send are kept and sent once you are back online.
      </p>
      <h2>Pages kept on this phone</h2>
      <div data-offline-pages="" dangerouslySetInnerHTML={{ __html: '' }} />
      <p>
        To talk to us now, call <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>.
      </p>
      <button type="button" className="sf-btn" onClick={() => window.location.reload()}>
        Try again
      </button>
    </section>
  );
}
