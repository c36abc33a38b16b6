// The careers page and its head, exposed as './declaration' for page titles, the sitemap and the
// server render (docs/decisions/0009-route-ownership-declared-by-remotes.md). No React, no CSS.
import type { PageHead, RouteDeclaration } from '@storefront/shell';
import { clampText, listWords, pageTitle } from '@storefront/ui/head';
import { JOBS } from './data/jobs';

/** How many roles are open and where, from the openings themselves. */
export function careersHead(jobs = JOBS): PageHead {
  const roles = jobs.filter((job) => !job.isOpportunity);
  const cities = [...new Set(roles.map((job) => job.location).filter((city) => city !== 'Any office'))];
  const openings = roles.length === 1 ? '1 opening' : `${roles.length} openings`;
  return {
    path: '/careers',
    title: pageTitle('Careers'),
    description: clampText(
      `${openings} at Brandwala Media, an advertising and media agency, in ${listWords(cities)}. Apply online, or send an open application.`,
    ),
  };
}

const declaration: RouteDeclaration = {
  pages: async () => [careersHead()],
};

export default declaration;
