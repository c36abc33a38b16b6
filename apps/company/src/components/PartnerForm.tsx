import { useEffect, useState } from 'react';
import { PARTNER_LABELS } from '@storefront/types/form-copy';
import type { PartnerApplication } from '@storefront/types/forms';
import { useFormChecks } from '@storefront/ui/lazy-checks';
import { HoneypotField } from '@storefront/ui/honeypot';
import { useFormAction, useSubmission } from '@storefront/shell';
import { SubmissionStatus, SubmitButton, TextAreaField, MobileField, TextField, useForm } from '@storefront/ui/forms';
import type { PartnerType } from '../data/partners';
import { ContactFallback } from './ContactFallback';
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
  const action = useFormAction('partner');
  // What was last sent, checked and tidied: the email fallback carries it.
  const [last, setLast] = useState<PartnerApplication | null>(null);

  useEffect(() => onDraftChange(form.values), [form.values, onDraftChange]);

  const send = async (data: PartnerApplication) => {
    setLast(data);
    const result = await submission.send(data);
    if (result.ok) form.reset(EMPTY_PARTNER_DRAFT);
    return result;
  };

  return (
    <form
      method="post"
      action={action}
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(checks.beforeSend(send))}
      aria-label={`Apply as ${partner.title}`}
    >
      {/* The kind of partner is the dialog's, not a field: a browser's own post carries it. */}
      <input type="hidden" name="partnerType" value={partner.id} />
      <TextField label={PARTNER_LABELS.fullName} autoComplete="name" {...form.field('fullName')} />
      <TextField label={PARTNER_LABELS.email} type="email" autoComplete="email" {...form.field('email')} />
      <MobileField label={PARTNER_LABELS.phone} {...form.field('phone')} />
      <TextAreaField label={PARTNER_LABELS.message} optional rows={3} {...form.field('message')} />
      <HoneypotField {...form.field('website')} />
      <SubmitButton
        sending={submission.state === 'sending'}
        kept={submission.state === 'kept'}
        className={`sf-btn ${styles.submit}`}
      >
        Submit Application
      </SubmitButton>
      <SubmissionStatus
        submission={submission}
        offline={
          last && (
            <ContactFallback
              subject={`${partner.title} application`}
              body={[
                `Partner type: ${partner.title}`,
                `Name: ${last.fullName}`,
                `Email: ${last.email}`,
                `Phone: +91 ${last.phone}`,
                ...(last.message ? ['', last.message] : []),
              ].join('\n')}
            />
          )
        }
      />
    </form>
  );
}
