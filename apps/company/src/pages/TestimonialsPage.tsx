import { Icon } from '@storefront/ui/icon';
import { HeroPage, WaysOn } from '../components/HeroPage';
import styles from './TestimonialsPage.module.css';

interface Testimonial {
  quote: string;
  name: string;
  role: string;
  city: string;
  service: string;
  rating: number;
}

const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Our festive campaign ran on hoardings, radio and Instagram at the same time, and our store footfall doubled in three weeks. The media plan was clear from day one.',
    name: 'Anita Desai',
    role: 'Marketing Head, a fashion retail chain',
    city: 'Mumbai',
    service: 'Media & Advertising',
    rating: 5,
  },
  {
    quote:
      'They shot, edited and launched our podcast in a month. The studio team made first-time guests feel at home.',
    name: 'Karan Bhatia',
    role: 'Founder, a fintech start-up',
    city: 'Pune',
    service: 'Studio',
    rating: 5,
  },
  {
    quote:
      'From the venue to the last guest leaving, our product launch went exactly to plan. We have booked them for next year.',
    name: 'Farah Sheikh',
    role: 'Brand Manager, a consumer electronics company',
    city: 'Dubai',
    service: 'Events & Entertainment',
    rating: 5,
  },
  {
    quote: 'Honest rates and a weekly report we can actually read. Our cost per lead went down by a third.',
    name: 'Vikram Patel',
    role: 'Director, a real-estate developer',
    city: 'Ahmedabad',
    service: 'Sales & Marketing',
    rating: 4,
  },
  {
    quote:
      'Their copywriters found our brand’s voice in Hindi and English. Our restaurant launch posts were shared across Delhi.',
    name: 'Simran Kaur',
    role: 'Owner, a restaurant group',
    city: 'Delhi',
    service: 'Branding & Promotions',
    rating: 5,
  },
  {
    quote:
      'As a store partner I had the setup, training and first clients within two months. The support has been steady since.',
    name: 'Rahul Jadhav',
    role: 'Brandwala Store Partner',
    city: 'Pune',
    service: 'Partner network',
    rating: 4,
  },
];

function Stars({ rating }: { rating: number }) {
  return (
    <p className={styles.stars}>
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        <span className={styles.starOff}>{'★'.repeat(5 - rating)}</span>
      </span>
      <span className="sf-visually-hidden">Rated {rating} out of 5</span>
    </p>
  );
}

export function TestimonialsPage() {
  return (
    <HeroPage
      id="testimonials-title"
      kicker="Our clients"
      title="Testimonials"
      intro={<p>What brands and partners across India and the Gulf say about working with Brandwala Media.</p>}
    >
      <section className="sf-container sf-section" aria-label="What our clients say">
        <ul className="sf-list sf-columns">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className={styles.item}>
              <figure className={styles.figure}>
                <Icon name="quote" size={32} className={styles.quoteIcon} />
                <Stars rating={t.rating} />
                <blockquote className={styles.quote}>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <strong>{t.name}</strong>
                  <span>
                    {t.role}, {t.city}
                  </span>
                  <span className={styles.service}>{t.service}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <WaysOn main={{ to: '/services', text: 'Explore our services' }} other={{ to: '/help', text: 'Talk to us' }} />
      </section>
    </HeroPage>
  );
}
