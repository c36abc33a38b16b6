import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@storefront/shell/testing';
import Routes from '../Routes';

// The pages load lazily (their own chunk); load them once up front so a busy machine does not
// turn the first test's wait into a timeout.
beforeAll(async () => {
  await import('./ServicesPage');
});

describe('home page', () => {
  it('shows the hero; Get Started opens the register dialog; Learn More goes to the company profile', async () => {
    const { authOpened } = renderWithShell(<Routes />, { route: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'YOU HAVE BUSINESS / WE HAVE STRATEGY' })).toBeInTheDocument();
    expect(screen.getByText(/advertising partner for brands across India/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(authOpened).toEqual(['register']);
    expect(screen.getByRole('link', { name: 'Learn More about Brandwala Media' })).toHaveAttribute(
      'href',
      '/company/profile',
    );
  });

  it('shows the four strips with their See All links', () => {
    renderWithShell(<Routes />, { route: '/' });
    const strips = ['E-Mall', 'Spotlight', 'Studio', 'Trending'].map((name) => screen.getByRole('region', { name }));
    expect(strips).toHaveLength(4);
    const seeAll = strips.map((s) =>
      within(s)
        .getByRole('link', { name: /^See All/ })
        .getAttribute('href'),
    );
    expect(seeAll).toEqual([
      '/services/fashion-lifestyle',
      '/services/media',
      '/services/podcast',
      '/services/entertainments',
    ]);
  });

  it('shows cards with image, category and the tab’s button, linking to the category', () => {
    renderWithShell(<Routes />, { route: '/' });
    const eMall = screen.getByRole('region', { name: 'E-Mall' });
    const fashion = within(eMall).getByRole('link', { name: 'Fashion Buy Now' });
    expect(fashion).toHaveAttribute('href', '/services/fashion');
    const image = fashion.querySelector('img')!;
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '200');
    // The first strip is near the top: loaded at once; the others wait until scrolled near.
    expect(image).toHaveAttribute('loading', 'eager');
    const studio = screen.getByRole('region', { name: 'Studio' });
    const photoshoots = within(studio).getByRole('link', { name: 'Photoshoots Watch Now' });
    expect(photoshoots).toHaveAttribute('href', '/services/photoshoots');
    expect(photoshoots.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(
      within(screen.getByRole('region', { name: 'Spotlight' })).getByRole('link', { name: 'Media Explore' }),
    ).toHaveAttribute('href', '/services/media');
  });

  it('navigates when a card is clicked', async () => {
    renderWithShell(<Routes />, { route: '/' });
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Studio' })).getByRole('link', { name: 'Podcast Watch Now' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/services/podcast');
    expect(await screen.findByRole('heading', { level: 1, name: 'Podcast' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
