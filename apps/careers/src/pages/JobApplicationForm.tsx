import { useEffect } from 'react';
import { API_PATHS, CV_FIELD } from '@storefront/types';
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
  const form = useForm(draft, (values) =>
    validateForm(jobApplicationSchema, { ...values, position: job.id, cv: values.cv ?? undefined }),
  );
  const { values, errors, setValue } = form;
  const submission = useSubmission();

  useEffect(() => onDraftChange(values), [values, onDraftChange]);

  // Multipart: the text fields, and the file itself (the checked data holds only its facts).
  const send = async ({ cv: _facts, ...fields }: JobApplication) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (values.cv) body.append(CV_FIELD, values.cv, values.cv.name);
    const result = await submission.send(API_PATHS.jobApplications, body);
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
        <TextField
          id="job-first-name"
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          value={values.firstName}
          error={errors.firstName}
          onValueChange={(v) => setValue('firstName', v)}
        />
        <TextField
          id="job-last-name"
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          value={values.lastName}
          error={errors.lastName}
          onValueChange={(v) => setValue('lastName', v)}
        />
      </div>
      <MobileField
        id="job-contact"
        name="contactNumber"
        label="Contact Number"
        value={values.contactNumber}
        error={errors.contactNumber}
        onValueChange={(v) => setValue('contactNumber', v)}
      />
      <TextField
        id="job-email"
        name="email"
        label="Email Address"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onValueChange={(v) => setValue('email', v)}
      />
      <FileField
        id="job-cv"
        name="cv"
        label="Upload CV"
        hint="PDF, DOC or DOCX, up to 5 MB"
        accept={CV_ACCEPT}
        file={values.cv}
        error={errors.cv}
        onFileChange={(file) => setValue('cv', file)}
      />
      <SubmitButton sending={submission.state === 'sending'} className="sf-btn sf-btn--accent">
        Submit
      </SubmitButton>
      <SubmissionStatus
        submission={submission}
        offline={
          <p>
            You can also email your CV to <a href={`mailto:${CAREERS_EMAIL}?subject=${subject}`}>{CAREERS_EMAIL}</a> with
            “{job.title}” in the subject line.
          </p>
        }
      />
    </form>
  );
}
