import { useRef, useState, type CSSProperties } from 'react';
import { PageHero } from '@storefront/ui';
import { Icon } from '@storefront/ui/icon';
import { WHY_PARTNER } from '../data/company';
import { PARTNER_TYPES, type PartnerType } from '../data/partners';
import { PageTitle } from '../components/PageTitle';
import { PartnerDialog } from '../components/PartnerDialog';
import { EMPTY_PARTNER_DRAFT, type PartnerDraft } from '../components/PartnerForm';
import page from './Page.module.css';
import styles from './JoinUsPage.module.css';

/** /join-us, and /partners/{type} with that partner's dialog already open. */
export function JoinUsPage({ initialPartner = null }: { initialPartner?: PartnerType | null }) {
  const [partner, setPartner] = useState<PartnerType | null>(initialPartner);
  const [draft, setDraft] = useState<PartnerDraft>(EMPTY_PARTNER_DRAFT);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const close = () => {
    const button = partner ? buttons.current.get(partner.id) : undefined;
    setPartner(null);
    // Back to the partner's own button: the one that opened it, or the one it stands for when the page opened it.
    requestAnimationFrame(() => button?.focus());
  };

  return (
    <div className={page.page}>
      <PageTitle>Join Our Network</PageTitle>
      <PageHero id="join-title" kicker="Partner with Brandwala Media" title="Join Our Network">
        <p>
          Grow your own business with India’s advertising and media network. Choose how you want to partner with us and
          apply in a minute.
        </p>
      </PageHero>

      <section className={`sf-container ${page.section}`} aria-labelledby="partners-title">
        <h2 id="partners-title" className={page.sectionTitle}>
          Ways to partner with us
        </h2>
        <ul className={`sf-list ${styles.partners}`}>
          {PARTNER_TYPES.map((type) => (
            <li key={type.id} className={styles.partner} style={{ '--partner-color': type.color } as CSSProperties}>
              <article aria-labelledby={`partner-${type.id}-title`} className={styles.partnerBody}>
                <span className={styles.partnerIcon}>
                  <Icon name={type.icon} size={28} />
                </span>
                <h3 id={`partner-${type.id}-title`}>{type.title}</h3>
                <p>{type.description}</p>
                <ul className={styles.benefits} aria-label={`${type.title} benefits`}>
                  {type.benefits.map((benefit) => (
                    <li key={benefit}>
                      <Icon name="check" size={18} />
                      {benefit}
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className={`sf-btn ${styles.join}`}
                  ref={(el) => {
                    if (el) buttons.current.set(type.id, el);
                    else buttons.current.delete(type.id);
                  }}
                  onClick={() => setPartner(type)}
                >
                  Join as {type.title}
                </button>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className={page.band} aria-labelledby="why-partner-title">
        <div className={`sf-container ${page.section}`}>
          <h2 id="why-partner-title" className={page.sectionTitle}>
            Why Partner With Us?
          </h2>
          <ul className={`sf-list ${page.cards}`}>
            {WHY_PARTNER.map((item) => (
              <li key={item.title} className={page.card}>
                <span className={page.iconBubble}>
                  <Icon name={item.icon} />
                </span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PartnerDialog partner={partner} onClose={close} draft={draft} onDraftChange={setDraft} />
    </div>
  );
}
