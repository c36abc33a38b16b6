import { useEffect } from 'react';
import { CAREERS_EMAIL, CV_ACCEPT, jobApplicationSchema, validateForm, type JobApplication } from '@storefront/types/forms';
import { useSubmission } from '@storefront/shell';
import { FileField, SubmissionStatus, SubmitButton, MobileField, TextField, useForm } from '@storefront/ui/forms';
import type { Job } from '../data/jobs';
import styles from './JobDialog.module.css';

/** What a visitor has typed: kept by the page, so closing the dialog or switching job loses nothing. */
export interface ApplicantDraft {
  firstName: string;
  lastName: string;
  contactNumber: string;
  email: string;
  cv: File | null;
}

export const EMPTY_DRAFT: ApplicantDraft = { firstName: '', lastName: '', contactNumber: '', email: '', cv: null };

interface Props {
  job: Job;
  draft: ApplicantDraft;
  onDraftChange: (draft: ApplicantDraft) => void;
}

export function JobApplicationForm({ job, draft, onDraftChange }: Props) {
  const form = useForm(draft, (values) => validateForm(jobApplicationSchema, { ...values, position: job.id, cv: values.cv ?? undefined }));
  const submission = useSubmission('job');
  const { values } = form;

  useEffect(() => onDraftChange(values), [values, onDraftChange]);

  // The checked data holds only the CV's facts; the file itself goes with the fields.
  const send = async (data: JobApplication) => {
    const result = await submission.send({ ...data, cv: values.cv ?? data.cv });
    if (result.ok) form.reset(EMPTY_DRAFT);
    return result;
  };

  const subject = encodeURIComponent(`Application: ${job.title}`);
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(send)} aria-labelledby="job-form-title">
      <h3 id="job-form-title" className={styles.formTitle}>
        Apply for this role
      </h3>
      <div className={styles.row}>
        <TextField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <MobileField label="Contact Number" {...form.field('contactNumber')} />
      <TextField label="Email Address" type="email" autoComplete="email" {...form.field('email')} />
      <FileField label="Upload CV" hint="PDF, DOC or DOCX, up to 5 MB" accept={CV_ACCEPT} {...form.field('cv')} />
      <SubmitButton sending={submission.state === 'sending'} className="sf-btn sf-btn--accent">
        Submit
      </SubmitButton>
      <SubmissionStatus
        submission={submission}
        offline={
          <p>
            You can also email your CV to <a href={`mailto:${CAREERS_EMAIL}?subject=${subject}`}>{CAREERS_EMAIL}</a> with “{job.title}” in the subject
            line.
          </p>
        }
      />
    </form>
  );
}
