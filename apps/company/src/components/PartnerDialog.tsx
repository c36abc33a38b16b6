import type { CSSProperties } from 'react';
import { Dialog } from '@storefront/ui';
import { Icon } from '@storefront/ui/icon';
import type { PartnerType } from '../data/partners';
import { PartnerForm, type PartnerDraft } from './PartnerForm';
import styles from '../pages/JoinUsPage.module.css';

interface Props {
  partner: PartnerType | null;
  onClose: () => void;
  draft: PartnerDraft;
  onDraftChange: (draft: PartnerDraft) => void;
}

/** The 'Apply Now' dialog, carrying the chosen partner's title, description and colour. */
export function PartnerDialog({ partner, onClose, draft, onDraftChange }: Props) {
  return (
    <Dialog
      open={partner !== null}
      onClose={onClose}
      labelledBy="partner-dialog-title partner-dialog-partner"
      className={styles.dialog}
      closeButton
    >
      {partner && (
        <div style={{ '--partner-color': partner.color } as CSSProperties}>
          <div className={styles.dialogHead}>
            <span className={styles.dialogIcon}>
              <Icon name={partner.icon} size={28} />
            </span>
            <div>
              <h2 id="partner-dialog-title" className={styles.dialogTitle}>
                Apply Now
              </h2>
              <p id="partner-dialog-partner" className={styles.dialogPartner}>
                {partner.title}
              </p>
            </div>
          </div>
          <p className={styles.dialogDescription}>{partner.description}</p>
          <PartnerForm key={partner.id} partner={partner} draft={draft} onDraftChange={onDraftChange} />
        </div>
      )}
    </Dialog>
  );
}
