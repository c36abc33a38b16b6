import { useState } from 'react';
import { partnerApplicationSchema, validateForm, type PartnerApplication } from '@storefront/types/forms';
import { FormStatus, TextAreaField, TextField, useForm } from '@storefront/ui/forms';
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
  const [accepted, setAccepted] = useState<PartnerApplication | null>(null);

  const setValue = <K extends keyof PartnerDraft>(name: K, value: PartnerDraft[K]) => {
    form.setValue(name, value);
    onDraftChange({ ...values, [name]: value });
  };

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(setAccepted)} aria-label={`Apply as ${partner.title}`}>
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
      <TextField
        id="partner-phone"
        name="phone"
        label="Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        prefix="+91"
        hint="Your ten-digit mobile number"
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
      <button type="submit" className={`sf-btn ${styles.submit}`}>
        Submit Application
      </button>
      <FormStatus>
        {accepted && (
          <ContactFallback
            name={accepted.fullName}
            what="application"
            subject={`${partner.title} application`}
            body={[
              `Partner type: ${partner.title}`,
              `Name: ${accepted.fullName}`,
              `Email: ${accepted.email}`,
              `Phone: +91 ${accepted.phone}`,
              ...(accepted.message ? ['', accepted.message] : []),
            ].join('\n')}
          />
        )}
      </FormStatus>
    </form>
  );
}
