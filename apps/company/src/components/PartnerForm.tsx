import { useEffect } from 'react';
import { PARTNER_LABELS } from '@storefront/types/form-copy';
import type { PartnerApplication } from '@storefront/types/forms';
import { useFormChecks } from '@storefront/ui/lazy-checks';
import { useSubmission } from '@storefront/shell';
import { TextAreaField, MobileField, TextField, useForm } from '@storefront/ui/forms';
import type { PartnerType } from '../data/partners';
import { PublicForm, useSendKeepingLast } from './PublicForm';
import styles from '../pages/JoinUsPage.module.css';

export interface PartnerDraft {
  fullName: string;
  email: string;
  phone: string;
  message: string;
  /** The honeypot: only a bot fills it in. */
  website: string;
}

export const EMPTY_PARTNER_DRAFT: PartnerDraft = { fullName: '', email: '', phone: '', message: '', website: '' };

export function PartnerForm({
  partner,
  draft,
  onDraftChange,
}: {
  partner: PartnerType;
  draft: PartnerDraft;
  onDraftChange: (d: PartnerDraft) => void;
}) {
  const submission = useSubmission('partner');
  const checks = useFormChecks('partnerApplicationSchema');
  const form = useForm(draft, (values) => checks.validate({ ...values, partnerType: partner.id }), submission.saved);
  const [last, send] = useSendKeepingLast(
    (data: PartnerApplication) => submission.send(data),
    () => form.reset(EMPTY_PARTNER_DRAFT),
  );

  useEffect(() => onDraftChange(form.values), [form.values, onDraftChange]);

  return (
    <PublicForm
      endpoint="partner"
      className={styles.form}
      onSubmit={form.handleSubmit(checks.beforeSend(send))}
      label={`Apply as ${partner.title}`}
      honeypot={form.field('website')}
      submission={submission}
      submitClassName={`sf-btn ${styles.submit}`}
      submitLabel="Submit Application"
      fallback={
        last && {
          subject: `${partner.title} application`,
          body: [
            `Partner type: ${partner.title}`,
            `Name: ${last.fullName}`,
            `Email: ${last.email}`,
            `Phone: +91 ${last.phone}`,
            ...(last.message ? ['', last.message] : []),
          ].join('\n'),
        }
      }
    >
      {/* The kind of partner is the dialog's, not a field: a browser's own post carries it. */}
      <input type="hidden" name="partnerType" value={partner.id} />
      <TextField label={PARTNER_LABELS.fullName} autoComplete="name" {...form.field('fullName')} />
      <TextField label={PARTNER_LABELS.email} type="email" autoComplete="email" {...form.field('email')} />
      <MobileField label={PARTNER_LABELS.phone} {...form.field('phone')} />
      <TextAreaField label={PARTNER_LABELS.message} optional rows={3} {...form.field('message')} />
    </PublicForm>
  );
}
