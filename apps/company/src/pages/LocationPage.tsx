import { Icon } from '@storefront/ui/icon';
import { Section } from '@storefront/ui/section';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@storefront/types';
import { OFFICES, mapsUrl } from '../data/company';
import { HeroPage } from '../components/HeroPage';
import styles from './LocationPage.module.css';

export function LocationPage() {
  return (
    <HeroPage
      id="location-title"
      kicker="Find your location"
      title="Our Offices"
      intro={
        <p>
          Visit us in Mumbai, Delhi, Pune, Ahmedabad or Dubai, or reach every office on{' '}
          <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a> and <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      }
    >
      <Section id="offices-title" title="Addresses">
        <ul className={`sf-list ${styles.offices}`}>
          {OFFICES.map((office) => (
            <li key={office.city} className={styles.office}>
              <article aria-labelledby={`office-${office.city}`}>
                <h3 id={`office-${office.city}`} className={styles.city}>
                  <Icon name="pin" /> {office.city}
                </h3>
                <p className={styles.label}>{office.label}</p>
                <address className={styles.address}>
                  {office.lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
                <a
                  className={styles.map}
                  href={mapsUrl(office)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Open the ${office.city} office in Maps (opens in a new tab)`}
                >
                  Open in Maps
                  <Icon name="external" size={18} />
                </a>
              </article>
            </li>
          ))}
        </ul>
        <p className={styles.hours}>Office hours: Monday to Saturday, 9 am to 7 pm (Dubai: Monday to Friday).</p>
      </Section>
    </HeroPage>
  );
}
