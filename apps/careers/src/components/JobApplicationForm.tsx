import { useEffect } from 'react';
import { CAREERS_EMAIL, CV_ACCEPT, JOB_LABELS } from '@storefront/types/form-copy';
import type { JobApplication } from '@storefront/types/forms';
import { useFormChecks } from '@storefront/ui/lazy-checks';
import { HoneypotField } from '@storefront/ui/honeypot';
import { useFormAction, useSubmission } from '@storefront/shell';
import {
  FieldRow,
  FileField,
  SubmissionStatus,
  SubmitButton,
  MobileField,
  TextField,
  useForm,
} from '@storefront/ui/forms';
import type { Job } from '../data/jobs';
import styles from './JobDialog.module.css';

/** What a visitor has typed: kept by the page, so closing the dialog or switching job loses nothing. */
export interface ApplicantDraft {
  firstName: string;
  lastName: string;
  contactNumber: string;
  email: string;
  cv: File | null;
  /** The honeypot: only a bot fills it in. */
  website: string;
}

export const EMPTY_DRAFT: ApplicantDraft = {
  firstName: '',
  lastName: '',
  contactNumber: '',
  email: '',
  cv: null,
  website: '',
};

interface Props {
  job: Job;
  draft: ApplicantDraft;
  onDraftChange: (draft: ApplicantDraft) => void;
}

export function JobApplicationForm({ job, draft, onDraftChange }: Props) {
  const submission = useSubmission('job');
  const checks = useFormChecks('jobApplicationSchema');
  const form = useForm(
    draft,
    (values) => checks.validate({ ...values, position: job.id, cv: values.cv ?? undefined }),
    submission.saved,
  );
  const action = useFormAction('job');
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
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(checks.beforeSend(send))}
      aria-labelledby="job-form-title"
    >
      {/* The opening is the dialog's, not a field: a browser's own post carries it. */}
      <input type="hidden" name="position" value={job.id} />
      <h3 id="job-form-title" className={styles.formTitle}>
        Apply for this role
      </h3>
      <FieldRow>
        <TextField label={JOB_LABELS.firstName} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={JOB_LABELS.lastName} autoComplete="family-name" {...form.field('lastName')} />
      </FieldRow>
      <MobileField label={JOB_LABELS.contactNumber} {...form.field('contactNumber')} />
      <TextField label={JOB_LABELS.email} type="email" autoComplete="email" {...form.field('email')} />
      <FileField label={JOB_LABELS.cv} hint="PDF, DOC or DOCX, up to 5 MB" accept={CV_ACCEPT} {...form.field('cv')} />
      <HoneypotField {...form.field('website')} />
      <SubmitButton
        sending={submission.state === 'sending'}
        kept={submission.state === 'kept'}
        className="sf-btn sf-btn--accent"
      >
        Submit
      </SubmitButton>
      <SubmissionStatus
        submission={submission}
        offline={
          <p>
            You can also email your CV to <a href={`mailto:${CAREERS_EMAIL}?subject=${subject}`}>{CAREERS_EMAIL}</a>{' '}
            with “{job.title}” in the subject line.
          </p>
        }
      />
    </form>
  );
}
