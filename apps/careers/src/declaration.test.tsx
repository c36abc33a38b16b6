import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithShell } from '@storefront/shell/testing';
import { pageHeadProblems } from '@storefront/ui/head';
import { JOBS } from './data/jobs';
import declaration, { careersHead } from './declaration';
import Routes from './Routes';

const { prefixes } = JSON.parse(readFileSync(path.join(import.meta.dirname, '../routes.json'), 'utf8')) as { prefixes: string[] };
const noRemotes = { loadRemoteModule: () => Promise.reject(new Error('careers needs no other remote')) };
const pages = await declaration.pages(noRemotes);

describe("the careers remote's declared pages", () => {
  it('are the careers page, saying how many roles are open and where', () => {
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ path: '/careers', title: 'Careers | Brandwala Media' });
    const roles = JOBS.filter((job) => !job.isOpportunity);
    expect(pages[0]!.description).toContain(`${roles.length} openings at Brandwala Media`);
    for (const job of roles) expect(pages[0]!.description).toContain(job.location);
  });

  it('say "1 opening" for one role', () => {
    expect(careersHead(JOBS.slice(0, 1)).description).toMatch(/^1 opening at Brandwala Media/);
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
