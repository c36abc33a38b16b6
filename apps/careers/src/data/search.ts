import { JOB_TYPES, type Job, type JobType } from './jobs';

/** What the visitor is looking for: search text and job type (null: All Jobs). */
export interface JobQuery {
  q: string;
  type: JobType | null;
}

/** Longest search kept from a URL; a pasted essay is cut, not searched. */
export const MAX_SEARCH = 100;

/**
 * The careers search (docs/product.md#careers-search): the text matches title, department or location, case-insensitively
 * (surrounding spaces ignored); the type must match exactly; both apply together.
 */
export function filterJobs(jobs: readonly Job[], { q, type }: JobQuery): Job[] {
  const needle = q.trim().toLowerCase();
  return jobs.filter(
    (job) =>
      (type === null || job.type === type) &&
      (needle === '' ||
        [job.title, job.department, job.location].some((field) => field.toLowerCase().includes(needle))),
  );
}

export function isJobType(value: string | null): value is JobType {
  return value !== null && (JOB_TYPES as readonly string[]).includes(value);
}

/** The query from the URL (?q=&type=); an unknown type means All Jobs. */
export function readJobQuery(params: URLSearchParams): JobQuery {
  const type = params.get('type');
  return { q: (params.get('q') ?? '').slice(0, MAX_SEARCH), type: isJobType(type) ? type : null };
}

/** The URL search for a query: empty parts are left out, so /careers stays clean. */
export function writeJobQuery({ q, type }: JobQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type) params.set('type', type);
  return params;
}
