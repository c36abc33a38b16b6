import type { CSSProperties } from 'react';
import { Link } from '@storefront/shell';
import { Icon } from '@storefront/ui/icon';
import { Section } from '@storefront/ui/section';
import { OFFICE_CITIES } from '@storefront/types';
import { FOUNDED, STATS, TEAM } from '../data/company';
import { HeroPage } from '../components/HeroPage';
import page from './Page.module.css';
import styles from './ProfilePage.module.css';

const cities = `${OFFICE_CITIES.slice(0, -1).join(', ')} and ${OFFICE_CITIES.at(-1)}`;

export function ProfilePage() {
  return (
    <HeroPage
      tab="Company Profile"
      id="profile-title"
      kicker="Company profile"
      title="We turn brands into household names"
      intro={
        <p>
          Brandwala Media is an advertising, marketing and media agency: strategy, creative, media buying, events and
          studio production under one roof.
        </p>
      }
    >
      <section className="sf-container" aria-label="Brandwala Media in numbers">
        <ul className={styles.stats}>
          {STATS.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>{' '}
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={`sf-container sf-section ${styles.about}`} aria-labelledby="about-title">
        <div>
          <h2 id="about-title" className="sf-section-title">
            About Us
          </h2>
          <div className={page.prose}>
            <p>
              Founded in {FOUNDED} in Mumbai, Brandwala Media helps businesses of every size reach the people who matter
              to them. We plan and buy media across television, outdoor, print, radio and digital; we create campaigns,
              shows, podcasts and shoots in our own studios; and we run events and brand promotions across the country.
            </p>
            <p>
              Today more than 100 people work with us from our offices in {cities}, for more than 5000 brands, from the
              shop around the corner to national names.
            </p>
            <p>
              Our promise is simple: honest rates, clear plans and work that moves the numbers. Want to work with us?{' '}
              <Link to="/careers">See our openings</Link>.
            </p>
          </div>
        </div>
        <ul className={styles.offices} aria-label="Our offices">
          {OFFICE_CITIES.map((city) => (
            <li key={city}>
              <Icon name="pin" size={20} /> {city}
            </li>
          ))}
          <li>
            <Link to="/location">Addresses and maps</Link>
          </li>
        </ul>
      </section>

      <Section id="team-title" title="Meet Our Team">
        <ul className="sf-list sf-columns" style={{ '--sf-columns': 4 } as CSSProperties}>
          {TEAM.map((member) => (
            <li key={member.name} className={styles.member}>
              <img
                src={member.image}
                alt={`Portrait of ${member.name}`}
                width={112}
                height={112}
                loading="lazy"
                className={styles.portrait}
              />
              <h3 className={styles.memberName}>{member.name}</h3>
              <p className={styles.designation}>{member.designation}</p>
              <p className={styles.bio}>{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="join-title" title="Grow with our network" band className={styles.join}>
        <p>Become a BDA, store, studio or delivery partner and build your business with Brandwala Media.</p>
        <Link to="/join-us" className="sf-btn sf-btn--accent">
          Join Us Now
        </Link>
      </Section>
    </HeroPage>
  );
}
