import { Link, useAuthDialog } from '@storefront/shell';
import { HOME_STRIPS } from '../data/cards';
import { HERO_IMAGE } from '../data/images';
import { Carousel } from '../components/Carousel';
import { SkeletonImage } from '@storefront/ui';
import styles from './HomePage.module.css';

/** The home page: the hero, then the E-Mall, Spotlight and Studio carousels and the Trending strip. */
export function HomePage() {
  const auth = useAuthDialog();
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`sf-container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <h1 id="home-title" className={styles.title}>
              <span className={styles.line}>
                YOU HAVE <span className={styles.keep}>BUSINESS /</span>
              </span>{' '}
              <span className={styles.line}>WE HAVE STRATEGY</span>
            </h1>
            <p className={styles.blurb}>
              Brandwala Media is the advertising partner for brands across India. From TV, radio and outdoor media to
              digital marketing, events and studio production, one team plans, creates and runs your campaigns, with
              rates you see up front.
            </p>
            <div className={styles.actions}>
              <button type="button" className="sf-btn sf-btn--accent" onClick={() => auth.open('register')}>
                Get Started
              </button>
              <Link to="/company/profile" className="sf-btn sf-btn--ghost">
                {/* Said in full to screen readers and search engines, which read a link out of its context. */}
                Learn More<span className="sf-visually-hidden"> about Brandwala Media</span>
              </Link>
            </div>
          </div>
          <SkeletonImage className={styles.heroImage} src={HERO_IMAGE} alt="" width={560} height={420} priority />
        </div>
      </section>
      <div className="sf-container">
        {HOME_STRIPS.map((strip, i) => (
          <Carousel key={strip.id} strip={strip} lazyImages={i > 0} />
        ))}
      </div>
    </div>
  );
}
