import type { CSSProperties } from 'react';
import { Icon } from '@storefront/ui/icon';
import type { Job } from '../data/jobs';
import styles from '../pages/CareersPage.module.css';

export function JobCard({ job, onApply }: { job: Job; onApply: (job: Job, opener: HTMLButtonElement) => void }) {
  const titleId = `job-${job.id}-title`;
  return (
    <li className="sf-top-card" style={{ '--job-color': job.color, '--sf-card-color': job.color } as CSSProperties}>
      <article aria-labelledby={titleId} className="sf-top-card__body">
        <div className={`sf-spread ${styles.cardTop}`}>
          <span className={styles.department}>{job.department}</span>
          <span className={styles.type}>{job.type}</span>
        </div>
        <h3 id={titleId} className={styles.cardTitle}>
          {job.title}
        </h3>
        <p className={styles.summary}>{job.summary}</p>
        <ul className={`sf-list ${styles.facts}`} aria-label="Details">
          <li>
            <Icon name="pin" size={18} />
            <span className="sf-visually-hidden">Location: </span>
            {job.location}
          </li>
          <li>
            <Icon name="briefcase" size={18} />
            <span className="sf-visually-hidden">Experience: </span>
            {job.experience}
          </li>
        </ul>
        <button
          type="button"
          className={`sf-btn ${styles.apply}`}
          onClick={(event) => onApply(job, event.currentTarget)}
        >
          Apply Now<span className="sf-visually-hidden"> for {job.title}</span>
        </button>
      </article>
    </li>
  );
}
