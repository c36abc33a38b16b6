import { useRef, useState, type CSSProperties } from 'react';
import { Link, useSearchParams } from '@storefront/shell';
import { PageHero, useDocumentTitle } from '@storefront/ui';
import { Icon, type IconName } from '@storefront/ui/icon';
import { Section } from '@storefront/ui/section';
import heroUrl from '../assets/careers-hero.svg';
import { JOBS, JOB_TYPES, type Job, type JobType } from '../data/jobs';
import { MAX_SEARCH, filterJobs, readJobQuery, writeJobQuery, type JobQuery } from '../data/search';
import { EMPTY_DRAFT, type ApplicantDraft } from '../components/JobApplicationForm';
import { JobCard } from '../components/JobCard';
import { JobDialog } from '../components/JobDialog';
import styles from './CareersPage.module.css';

/** The openings: cards at least 280px wide. */
const JOB_GRID = { '--sf-card-min': '280px', '--sf-card-gap': 'var(--sf-space-4)' } as CSSProperties;

const HERO_IMAGE = { src: heroUrl, width: 360, height: 280 };

const FILTERS: { label: string; type: JobType | null }[] = [
  { label: 'All Jobs', type: null },
  ...JOB_TYPES.map((type) => ({ label: type, type })),
];

const REASONS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'star',
    title: 'Brands India knows',
    text: 'Since 2011 we have built campaigns for more than 5000 brands, from neighbourhood favourites to national names.',
  },
  {
    icon: 'bulb',
    title: 'Ideas win here',
    text: 'Small teams, short meetings and a studio, a media desk and an events crew under one roof to make ideas real.',
  },
  {
    icon: 'globe',
    title: 'Five offices, one team',
    text: 'Work from Mumbai, Delhi, Pune, Ahmedabad or Dubai, with colleagues across every office on the same brief.',
  },
];

const BENEFITS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'heart',
    title: 'Health insurance',
    text: 'Medical cover for you, your partner, your children and your parents.',
  },
  { icon: 'clock', title: 'Flexible hours', text: 'Core hours for teamwork; the rest of the day is yours to plan.' },
  { icon: 'book', title: 'Learning budget', text: 'Courses, conferences and books paid for, every year.' },
  { icon: 'chart', title: 'Clear growth', text: 'Twice-yearly reviews with a mentor and a plan for your next step.' },
  { icon: 'gift', title: 'Performance bonus', text: 'A share of what great work earns, paid every year.' },
  {
    icon: 'people',
    title: 'Team outings',
    text: 'Offsites, festival celebrations and a studio movie night every month.',
  },
];

export function CareersPage() {
  useDocumentTitle('Careers');
  const [params, setParams] = useSearchParams();
  const query = readJobQuery(params);
  const results = filterJobs(JOBS, query);
  const [openJob, setOpenJob] = useState<Job | null>(null);
  const [draft, setDraft] = useState<ApplicantDraft>(EMPTY_DRAFT);
  const opener = useRef<HTMLButtonElement | null>(null);

  // The URL holds the search and the filter, so a filtered list can be shared and survives a reload.
  const update = (next: Partial<JobQuery>) => setParams(writeJobQuery({ ...query, ...next }), { replace: true });

  const close = () => {
    setOpenJob(null);
    // The dialog returns focus to whatever had it; make sure that is the Apply Now button used.
    const button = opener.current;
    requestAnimationFrame(() => button?.focus());
  };

  const search = query.q.trim();
  return (
    <div className={styles.page}>
      <PageHero
        as="section"
        id="careers-title"
        kicker="Careers at Brandwala Media"
        title="Do the best work of your career with us"
        image={HERO_IMAGE}
      >
        <p>
          We are an advertising, marketing and media agency with offices in Mumbai, Delhi, Pune, Ahmedabad and Dubai.
          Find a role below, or send us an open application.
        </p>
      </PageHero>

      <Section id="openings-title" title="Current Openings" className={styles.section}>
        <div className={`sf-spread ${styles.controls}`}>
          {/* Filters as the visitor types; before the page works (or without script) Enter loads /careers?q=. */}
          <form
            role="search"
            aria-label="Jobs"
            method="get"
            action="/careers"
            className={styles.search}
            onSubmit={(event) => event.preventDefault()}
          >
            {query.type && <input type="hidden" name="type" value={query.type} />}
            <label htmlFor="job-search" className={styles.searchLabel}>
              Search jobs
            </label>
            <div className={styles.searchBox}>
              <Icon name="search" size={20} className={styles.searchIcon} />
              <input
                id="job-search"
                name="q"
                type="search"
                placeholder="Title, department or location"
                maxLength={MAX_SEARCH}
                autoComplete="off"
                value={query.q}
                onChange={(event) => update({ q: event.target.value })}
              />
            </div>
          </form>
          <div role="group" aria-label="Job type" className={styles.filters}>
            {FILTERS.map((filter) => (
              <button
                key={filter.label}
                type="button"
                className={styles.filter}
                aria-pressed={query.type === filter.type}
                onClick={() => update({ type: filter.type })}
              >
                {filter.label}
              </button>
            ))}
          </div>
        </div>

        <p role="status" className={styles.count}>
          {results.length === JOBS.length
            ? `Showing all ${JOBS.length} openings`
            : `Showing ${results.length} of ${JOBS.length} openings`}
        </p>

        {results.length > 0 ? (
          <ul className="sf-list sf-card-grid" style={JOB_GRID}>
            {results.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                onApply={(chosen, button) => {
                  opener.current = button;
                  setOpenJob(chosen);
                }}
              />
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>
              {search ? `No positions found for "${search}"` : 'No positions found'}
              {query.type && <span className={styles.emptyType}> in {query.type} roles</span>}
            </p>
            <p>Try another word, or look at all our openings.</p>
            <button type="button" className="sf-btn sf-btn--ghost" onClick={() => update({ q: '', type: null })}>
              Show all openings
            </button>
          </div>
        )}
      </Section>

      <Section id="why-title" title="Why Work With Us" band className={styles.section}>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <li key={reason.title} className={styles.reason}>
              <span className="sf-icon-bubble">
                <Icon name={reason.icon} />
              </span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
        <Link to="/company/profile" className="sf-btn">
          Learn More About Us
        </Link>
      </Section>

      <Section id="benefits-title" title="Benefits &amp; Perks" className={styles.section}>
        <ul className={`sf-list ${styles.benefits}`}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <Icon name={benefit.icon} className={styles.benefitIcon} />
              <div>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <JobDialog job={openJob} onClose={close} draft={draft} onDraftChange={setDraft} />
    </div>
  );
}
