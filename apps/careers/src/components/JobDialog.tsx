import type { CSSProperties } from 'react';
import { Kicker, Dialog } from '@storefront/ui';
import { Icon } from '@storefront/ui/icon';
import type { Job } from '../data/jobs';
import { JobApplicationForm, type ApplicantDraft } from './JobApplicationForm';
import styles from './JobDialog.module.css';

interface Props {
  job: Job | null;
  onClose: () => void;
  draft: ApplicantDraft;
  onDraftChange: (draft: ApplicantDraft) => void;
}

/** The job popup: the job's description on the left, the application form on the right. */
export function JobDialog({ job, onClose, draft, onDraftChange }: Props) {
  return (
    <Dialog open={job !== null} onClose={onClose} labelledBy="job-dialog-title" className={styles.dialog} closeButton>
      {job && (
        <div className={styles.layout} style={{ '--job-color': job.color } as CSSProperties}>
          <section className={styles.description} aria-labelledby="job-dialog-title">
            <Kicker className={styles.kicker}>{job.department}</Kicker>
            <h2 id="job-dialog-title" className={styles.title}>
              {job.title}
            </h2>
            <ul className={styles.meta}>
              <li>
                <Icon name="pin" size={18} /> {job.location}
              </li>
              <li>
                <Icon name="clock" size={18} /> {job.type}
              </li>
              <li>
                <Icon name="briefcase" size={18} /> {job.experience}
              </li>
            </ul>
            <p>{job.description.about}</p>
            <h3 className={styles.subTitle}>{job.isOpportunity ? 'Tell us' : 'What you will do'}</h3>
            <ul className={styles.list}>
              {job.description.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h3 className={styles.subTitle}>{job.isOpportunity ? 'We look for' : 'What you bring'}</h3>
            <ul className={styles.list}>
              {job.description.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <JobApplicationForm key={job.id} job={job} draft={draft} onDraftChange={onDraftChange} />
        </div>
      )}
    </Dialog>
  );
}
