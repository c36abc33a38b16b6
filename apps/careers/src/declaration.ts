// The careers page and its head, exposed as './declaration' for page titles, the sitemap and the
// server render (docs/decisions/0009-route-ownership-declared-by-remotes.md). No React, no CSS.
import type { PageHead, RouteDeclaration } from '@storefront/shell';
import { clampText, jsonLd, listWords, organization, pageTitle } from '@storefront/ui/head';
import { JOBS, type Job } from './data/jobs';

/** The country of each office, for a job's place (ISO 3166 codes). */
const COUNTRY: Record<Job['location'], string> = {
  Mumbai: 'IN',
  Delhi: 'IN',
  Pune: 'IN',
  Ahmedabad: 'IN',
  Dubai: 'AE',
  'Any office': 'IN',
};

/** schema.org JobPosting of an opening: what the careers page says about it. */
export function jobPosting(job: Job, siteOrigin: string): Record<string, unknown> {
  const { about, responsibilities, requirements } = job.description;
  return jsonLd({
    '@type': 'JobPosting',
    title: job.title,
    description: [
      about,
      `Responsibilities: ${responsibilities.join('; ')}.`,
      `Requirements: ${requirements.join('; ')}.`,
    ].join(' '),
    identifier: { '@type': 'PropertyValue', name: 'Brandwala Media', value: job.id },
    employmentType: job.type === 'Full-time' ? 'FULL_TIME' : 'PART_TIME',
    occupationalCategory: job.department,
    experienceRequirements: job.experience,
    datePosted: job.posted,
    hiringOrganization: organization(siteOrigin),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: COUNTRY[job.location] },
    },
    url: new URL('/careers', siteOrigin).href,
  });
}

/** How many roles are open and where, from the openings themselves; a JobPosting for each. */
export function careersHead(jobs: readonly Job[], siteOrigin: string): PageHead {
  const roles = jobs.filter((job) => !job.isOpportunity);
  const cities = [...new Set(roles.map((job) => job.location).filter((city) => city !== 'Any office'))];
  const openings = roles.length === 1 ? '1 opening' : `${roles.length} openings`;
  return {
    path: '/careers',
    title: pageTitle('Careers'),
    description: clampText(
      `${openings} at Brandwala Media, an advertising and media agency, in ${listWords(cities)}. Apply online, or send an open application.`,
    ),
    jsonLd: roles.map((job) => jobPosting(job, siteOrigin)),
  };
}

const declaration: RouteDeclaration = {
  pages: async ({ siteOrigin }) => [careersHead(JOBS, siteOrigin)],
};

export default declaration;
