import { useRef, useState, type CSSProperties } from 'react';
import { Icon } from '@storefront/ui/icon';
import { Section } from '@storefront/ui/section';
import { WHY_PARTNER } from '../data/company';
import { PARTNER_TYPES, type PartnerType } from '../data/partners';
import { IconCards } from '../components/IconCards';
import { HeroPage } from '../components/HeroPage';
import { PartnerDialog } from '../components/PartnerDialog';
import { EMPTY_PARTNER_DRAFT, type PartnerDraft } from '../components/PartnerForm';
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
    <HeroPage
      id="join-title"
      kicker="Partner with Brandwala Media"
      title="Join Our Network"
      intro={
        <p>
          Grow your own business with India’s advertising and media network. Choose how you want to partner with us and
          apply in a minute.
        </p>
      }
    >
      <Section id="partners-title" title="Ways to partner with us">
        <ul className="sf-list sf-columns" style={{ '--sf-columns': 4 } as CSSProperties}>
          {PARTNER_TYPES.map((type) => (
            <li
              key={type.id}
              className="sf-top-card"
              style={{ '--partner-color': type.color, '--sf-card-color': type.color } as CSSProperties}
            >
              <article
                aria-labelledby={`partner-${type.id}-title`}
                className={`sf-top-card__body ${styles.partnerBody}`}
              >
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
      </Section>

      <Section id="why-partner-title" title="Why Partner With Us?" band>
        <IconCards items={WHY_PARTNER} />
      </Section>

      <PartnerDialog partner={partner} onClose={close} draft={draft} onDraftChange={setDraft} />
    </HeroPage>
  );
}
