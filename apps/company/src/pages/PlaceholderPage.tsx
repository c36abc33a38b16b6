import { HeroPage, WaysOn } from '../components/HeroPage';
import page from './Page.module.css';

/** A company section that is still being written: says so in fixed words (docs/product.md#company-pages) and offers ways on. */
export function PlaceholderPage({ title, message, about }: { title: string; message: string; about: string }) {
  const id = `${title.toLowerCase()}-title`;
  return (
    <HeroPage id={id} kicker="Company" title={title} intro={<p>{about}</p>}>
      <section className="sf-container sf-section" aria-label={`${title} status`}>
        <p className={page.note}>
          <strong>{message}</strong>
        </p>
        <p>In the meantime, find out more about who we are, or become part of our partner network.</p>
        <WaysOn
          main={{ to: '/company/profile', text: 'Our company profile' }}
          other={{ to: '/join-us', text: 'Join Our Network' }}
        />
      </section>
    </HeroPage>
  );
}
