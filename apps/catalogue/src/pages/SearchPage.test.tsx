import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@storefront/shell/testing';
import Routes from '../Routes';

const search = (q: string) => renderWithShell(<Routes />, { route: `/search?q=${encodeURIComponent(q)}` });

// The pages load lazily (their own chunk); load them once up front so a busy machine does not
// turn the first test's wait into a timeout.
beforeAll(async () => {
  await import('./SearchPage');
});

describe('search results', () => {
  it('lists the matching services with their category and VIEW', async () => {
    search('Podcast');
    const list = await screen.findByRole('list', { name: 'Matching services' }, { timeout: 5000 });
    const names = within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(names).toEqual([
      'Podcast Production',
      'Podcast Launch Package',
      'Video Podcast Setup',
      'Branded Podcast Series',
    ]);
    expect(screen.getByText(/services match/)).toHaveTextContent('4 services match “Podcast”');
    expect(within(list).getAllByText('Podcast')).toHaveLength(4);
    expect(within(list).getByRole('link', { name: 'VIEW Video Podcast Setup' })).toHaveAttribute(
      'href',
      '/product/video-podcast-setup',
    );
  });

  it('finds by description too, and a listing VIEW opens the listing', async () => {
    search('award');
    const list = await screen.findByRole('list', { name: 'Matching services' }, { timeout: 5000 });
    expect(within(list).getByRole('link', { name: 'VIEW Shows' })).toHaveAttribute('href', '/services/shows');
    expect(within(list).getByRole('link', { name: 'VIEW Awards Night' })).toHaveAttribute(
      'href',
      '/product/awards-night',
    );
  });

  it('says so clearly when nothing matches, and offers the sections', async () => {
    search('zebra crossing');
    expect(await screen.findByRole('heading', { level: 2 }, { timeout: 5000 })).toHaveTextContent(
      'No services found for “zebra crossing”',
    );
    expect(screen.queryByRole('list', { name: 'Matching services' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Catalogue sections' })).getAllByRole('link')).toHaveLength(4);
  });

  it('shows markup in the query as text and runs nothing', async () => {
    const { container } = search('<script>alert(1)</script>');
    expect(await screen.findByRole('heading', { level: 2 }, { timeout: 5000 })).toHaveTextContent(
      'No services found for “<script>alert(1)</script>”',
    );
    expect(container.querySelector('script')).toBeNull();
  });

  it('asks for a query when there is none', async () => {
    renderWithShell(<Routes />, { route: '/search' });
    expect(await screen.findByText(/Type a service, category or idea/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Matching services' })).toBeNull();
  });
});
