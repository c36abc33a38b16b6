import { useState } from 'react';
import { API_PATHS } from '@storefront/types';
import { partnerApplicationSchema, validateForm, type PartnerApplication } from '@storefront/types/forms';
import { useSubmission } from '@storefront/shell';
import { SubmissionStatus, SubmitButton, TextAreaField, MobileField, TextField, useForm } from '@storefront/ui/forms';
import type { PartnerType } from '../data/partners';
import { ContactFallback } from './ContactFallback';
import styles from './JoinUsPage.module.css';

export interface PartnerDraft {
  fullName: string;
  email: string;
  phone: string;
  message: string;
}

export const EMPTY_PARTNER_DRAFT: PartnerDraft = { fullName: '', email: '', phone: '', message: '' };

export function PartnerForm({ partner, draft, onDraftChange }: { partner: PartnerType; draft: PartnerDraft; onDraftChange: (d: PartnerDraft) => void }) {
  const form = useForm(draft, (values) => validateForm(partnerApplicationSchema, { ...values, partnerType: partner.id }));
  const { values, errors } = form;
  const submission = useSubmission();
  // What was last sent, checked and tidied: the email fallback carries it.
  const [last, setLast] = useState<PartnerApplication | null>(null);

  const setValue = <K extends keyof PartnerDraft>(name: K, value: PartnerDraft[K]) => {
    form.setValue(name, value);
    onDraftChange({ ...values, [name]: value });
  };

  const send = async (data: PartnerApplication) => {
    setLast(data);
    const result = await submission.send(API_PATHS.partnerApplications, data);
    if (result.ok) {
      form.reset(EMPTY_PARTNER_DRAFT);
      onDraftChange(EMPTY_PARTNER_DRAFT);
    }
    return result;
  };

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(send)} aria-label={`Apply as ${partner.title}`}>
      <TextField
        id="partner-name"
        name="fullName"
        label="Full Name"
        autoComplete="name"
        value={values.fullName}
        error={errors.fullName}
        onValueChange={(v) => setValue('fullName', v)}
      />
      <TextField
        id="partner-email"
        name="email"
        label="Email Address"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onValueChange={(v) => setValue('email', v)}
      />
      <MobileField
        id="partner-phone"
        name="phone"
        label="Phone Number"
        value={values.phone}
        error={errors.phone}
        onValueChange={(v) => setValue('phone', v)}
      />
      <TextAreaField
        id="partner-message"
        name="message"
        label="Message"
        optional
        rows={3}
        value={values.message}
        error={errors.message}
        onValueChange={(v) => setValue('message', v)}
      />
      <SubmitButton sending={submission.state === 'sending'} className={`sf-btn ${styles.submit}`}>
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
