import { Link } from '@storefront/shell';
import { PageHero } from '@storefront/ui';
import { PageTitle } from '../components/PageTitle';
import page from './Page.module.css';

/** A company section that is still being written: says so in fixed words (docs/product.md#company-pages) and offers ways on. */
export function PlaceholderPage({ title, message, about }: { title: string; message: string; about: string }) {
  const id = `${title.toLowerCase()}-title`;
  return (
    <div className={page.page}>
      <PageTitle>{title}</PageTitle>
      <PageHero id={id} kicker="Company" title={title}>
        <p>{about}</p>
      </PageHero>
      <section className="sf-container sf-section" aria-label={`${title} status`}>
        <p className={page.note}>
          <strong>{message}</strong>
        </p>
        <p>In the meantime, find out more about who we are, or become part of our partner network.</p>
        <div className={page.actions}>
          <Link to="/company/profile" className="sf-btn">
            Our company profile
          </Link>
          <Link to="/join-us" className="sf-btn sf-btn--ghost">
            Join Our Network
          </Link>
        </div>
      </section>
    </div>
  );
}
