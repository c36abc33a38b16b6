import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { noRemotes, renderWithShell } from '@storefront/shell/testing';
import { pageHeadProblems } from '@storefront/ui/head';
import { partnerFromSlug, PARTNER_TYPES } from './data/partners';
import declaration from './declaration';
import Routes from './Routes';
import { prefixes } from '../routes.json';

const pages = await declaration.pages(noRemotes('the company remote'));
const paths = pages.map((page) => page.path);

describe("the company remote's declared pages", () => {
  it('are the profile, the three sections to come, join us, each partner type, help, the content pages, My account and the pages of mails’ links', () => {
    expect(paths).toEqual([
      '/company/profile',
      '/company/ventures',
      '/company/sustainability',
      '/company/blogs',
      '/join-us',
      '/partners/bda',
      '/partners/store',
      '/partners/studio',
      '/partners/delivery',
      '/help',
      '/refund-policy',
      '/payment',
      '/testimonials',
      '/location',
      '/reset-password',
      '/newsletter/confirm',
      '/newsletter/leave',
      '/account',
      '/account/confirm',
    ]);
    // Reached from a mail, or one's own: never in search results or the sitemap.
    for (const path of ['/reset-password', '/newsletter/confirm', '/newsletter/leave', '/account', '/account/confirm'])
      expect(pages.find((page) => page.path === path)?.noindex, path).toBe(true);
    expect(pages.find((page) => page.path === '/partners/delivery')).toEqual({
      path: '/partners/delivery',
      title: 'Become a Delivery Partner | Brandwala Media',
      description:
        'Deliver print, promotional material and event kits for our campaigns across your area. Benefits: flexible schedule, weekly payments and bonus incentives.',
    });
    expect(pages.find((page) => page.path === '/location')?.description).toContain(
      'Mumbai, Delhi, Pune, Ahmedabad and Dubai',
    );
  });

  it('leave out the redirect and the other slugs of the same pages', () => {
    expect(paths).not.toContain('/company');
    expect(paths).not.toContain('/partners/abp');
    for (const partner of PARTNER_TYPES) expect(partnerFromSlug(partner.id)).toBe(partner);
  });

  it("name /company and a partner's other slug as aliases of the pages they show", () => {
    expect(declaration.aliases).toEqual({ '/company': '/company/profile', '/partners/abp': '/partners/bda' });
    expect(pages.find((page) => page.path === '/partners/bda')).toBeDefined();
    expect(pages.find((page) => page.path === '/company/profile')).toBeDefined();
  });

  it('have unique paths below the prefixes of routes.json, and titles and descriptions within bounds', () => {
    expect(pageHeadProblems(pages, prefixes)).toEqual([]);
  });

  it.each(paths)('%s renders at that address, without the 404 page', async (route) => {
    renderWithShell(<Routes />, { route });
    expect(screen.getByTestId('location')).toHaveTextContent(route);
    // (My account's page arrives as a chunk of its own.)
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });
});
