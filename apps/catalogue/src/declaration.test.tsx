import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { noRemotes, renderWithShell } from '@storefront/shell/testing';
import { pageHeadProblems } from '@storefront/ui/head';
import declaration from './declaration';
import { resolveSlug } from './data/lookup';
import { SHARE_IMAGES } from './data/shareImages';
import Routes from './Routes';
import { prefixes } from '../routes.json';

const pages = await declaration.pages(noRemotes('the catalogue'));
const byPath = (path: string) => pages.find((page) => page.path === path);

describe("the catalogue's declared pages", () => {
  it('are home, search, the 22 categories and the one listing (Shows), each once', () => {
    expect(pages).toHaveLength(2 + 22 + 1);
    expect(pages.slice(0, 2).map((page) => page.path)).toEqual(['/', '/search']);
    expect(byPath('/services/media')).toEqual({
      path: '/services/media',
      title: 'Media Services | Brandwala Media',
      description:
        'Media services from Brandwala Media: Television Ad Placement, Radio Jingle Campaign, Newspaper Print Ads and 2 more. Rates from ₹45,000.',
      image: SHARE_IMAGES.media,
    });
    expect(byPath('/services/shows')?.description).toBe(
      'Fashion shows, talent hunts and award nights produced by our events team. View the formats we run. Formats from ₹2,80,000.',
    );
    expect(byPath('/services/ar-metaverse')?.description).toMatch(/coming soon/);
  });

  it('say on home who the agency is (Organization), and give a listing the trail the page shows', () => {
    expect(byPath('/')?.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Brandwala Media',
        url: 'https://www.brandwala.in/',
        logo: 'https://www.brandwala.in/favicon.svg',
        description: byPath('/')?.description,
        areaServed: 'IN',
      },
    ]);
    expect(byPath('/services/shows')?.breadcrumbs).toEqual([
      { name: 'Events', path: '/services/events' },
      { name: 'Shows', path: '/services/shows' },
    ]);
  });

  it('leave out the other addresses of the same pages', () => {
    for (const alias of [
      '/services',
      '/media',
      '/fashion',
      '/podcast',
      '/services/spotlight',
      '/services/photoshoots',
    ]) {
      expect(byPath(alias), alias).toBeUndefined();
    }
  });

  it('name those other addresses as aliases of the page each shows', () => {
    const aliases = declaration.aliases ?? {};
    expect(aliases).toMatchObject({
      '/services': '/services/media',
      '/media': '/services/media',
      '/fashion': '/services/fashion',
      '/podcast': '/services/podcast',
      '/services/spotlight': '/services/media',
      '/services/photoshoots': '/services/photoshoot',
    });
    for (const [alias, page] of Object.entries(aliases)) {
      expect(byPath(alias), alias).toBeUndefined();
      expect(byPath(page), page).toBeDefined();
    }
  });

  it('have unique paths below the prefixes of routes.json, and titles and descriptions within bounds', () => {
    expect(pageHeadProblems(pages, prefixes)).toEqual([]);
  });

  it('are each a category or a listing the services page shows at that very address', () => {
    for (const { path } of pages.filter((page) => page.path.startsWith('/services/'))) {
      const slug = path.slice('/services/'.length);
      const resolved = resolveSlug(slug);
      expect(resolved.kind, path).not.toBe('not-found');
      if (resolved.kind !== 'not-found')
        expect(resolved.kind === 'sub-items' ? resolved.item.slug : resolved.category.slug).toBe(slug);
    }
  });
});

describe('each declared catalogue page renders', () => {
  beforeAll(async () => {
    await Promise.all([import('./pages/ServicesPage'), import('./pages/SearchPage')]);
  });

  // Home, search, the listing and one category of each tab: every category renders through the
  // same component, and the check above ties each declared slug to what that component shows.
  const sample = [
    '/',
    '/search',
    '/services/shows',
    '/services/media',
    '/services/fashion',
    '/services/podcast',
    '/services/ar-metaverse',
  ];
  it.each(sample)('%s without the 404 page', async (path) => {
    expect(byPath(path)).toBeDefined();
    renderWithShell(<Routes />, { route: path });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
    expect(screen.queryByRole('heading', { name: "We couldn't find that service" })).toBeNull();
  });
});
