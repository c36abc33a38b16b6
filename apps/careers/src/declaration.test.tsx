import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { noRemotes, renderWithShell } from '@storefront/shell/testing';
import { pageHeadProblems } from '@storefront/ui/head';
import { JOBS } from './data/jobs';
import declaration, { careersHead } from './declaration';
import Routes from './Routes';
import { prefixes } from '../routes.json';

const ORIGIN = 'https://www.brandwala.in';
const pages = await declaration.pages(noRemotes('careers', ORIGIN));

describe("the careers remote's declared pages", () => {
  it('are the careers page, saying how many roles are open and where', () => {
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ path: '/careers', title: 'Careers | Brandwala Media' });
    const roles = JOBS.filter((job) => !job.isOpportunity);
    expect(pages[0]!.description).toContain(`${roles.length} openings at Brandwala Media`);
    for (const job of roles) expect(pages[0]!.description).toContain(job.location);
  });

  it('carry a JobPosting for each opening (not the open application), in its office and country', () => {
    const roles = JOBS.filter((job) => !job.isOpportunity);
    const postings = pages[0]!.jsonLd as Record<string, unknown>[];
    expect(postings.map((posting) => posting.title)).toEqual(roles.map((job) => job.title));
    const dubai = roles.find((job) => job.location === 'Dubai')!;
    expect(postings.find((posting) => posting.title === dubai.title)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      employmentType: dubai.type === 'Full-time' ? 'FULL_TIME' : 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Brandwala Media', url: 'https://www.brandwala.in/' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
      },
      identifier: { value: dubai.id },
      datePosted: dubai.posted,
    });
    for (const posting of postings) {
      expect(posting.description).toContain('Requirements:');
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('say "1 opening" for one role', () => {
    expect(careersHead(JOBS.slice(0, 1), ORIGIN).description).toMatch(/^1 opening at Brandwala Media/);
  });

  it('have unique paths below the prefixes of routes.json, and titles and descriptions within bounds', () => {
    expect(pageHeadProblems(pages, prefixes)).toEqual([]);
  });

  it.each(pages.map((page) => page.path))('%s renders without the 404 page', async (route) => {
    renderWithShell(<Routes />, { route });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });
});
