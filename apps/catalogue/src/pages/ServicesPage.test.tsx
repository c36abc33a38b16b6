import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@storefront/shell/testing';
import { parseProductSnapshot, PRODUCT_KEY } from '@storefront/types';
import Routes from '../Routes';

async function openAt(route: string) {
  const result = renderWithShell(<Routes />, { route });
  await screen.findByRole('navigation', { name: 'Catalogue sections' }, { timeout: 5000 });
  return result;
}

const sidebar = () => screen.getByRole('navigation', { name: /categories$/ });
const tabs = () => screen.getByRole('navigation', { name: 'Catalogue sections' });
const location = () => screen.getByTestId('location').textContent;

// The pages load lazily (their own chunk); load them once up front so a busy machine does not
// turn the first test's wait into a timeout.
beforeAll(async () => {
  await import('./ServicesPage');
});

describe('services catalogue', () => {
  it('shows the tabs, the tab’s categories in the sidebar and the category’s items with VIEW', async () => {
    await openAt('/services/media');
    expect(
      within(tabs())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Spotlight', 'E-Mall', 'Studio', 'Trending']);
    expect(within(tabs()).getByRole('link', { name: 'Spotlight' })).toHaveAttribute('aria-current', 'true');
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Media', 'Advertising', 'Marketing', 'Events', 'Entertainment']);
    expect(within(sidebar()).getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Media' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Media services' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('heading', { name: 'Television Ad Placement' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('₹1,85,000')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Rated 4.6 out of 5');
    expect(within(items[0]!).getByRole('link', { name: 'VIEW Television Ad Placement' })).toHaveAttribute(
      'href',
      '/product/television-ad-placement',
    );
  });

  it('selects a tab’s first category and navigates there when the tab is clicked', async () => {
    await openAt('/services/media');
    await userEvent.click(within(tabs()).getByRole('link', { name: 'Studio' }));
    expect(location()).toBe('/services/podcast');
    expect(within(tabs()).getByRole('link', { name: 'Studio' })).toHaveAttribute('aria-current', 'true');
    expect(within(sidebar()).getByRole('link', { name: 'Podcast' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Podcast' })).toBeInTheDocument();

    await userEvent.click(within(tabs()).getByRole('link', { name: 'Trending' }));
    expect(location()).toBe('/services/festive-campaigns');
    await userEvent.click(within(tabs()).getByRole('link', { name: 'E-Mall' }));
    expect(location()).toBe('/services/fashion');
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Fashion', 'Food', 'Makeup', 'Travel', 'Health']);
  });

  it('shows a category when it is clicked in the sidebar', async () => {
    await openAt('/services/fashion');
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Travel' }));
    expect(location()).toBe('/services/travel');
    expect(screen.getByRole('heading', { level: 1, name: 'Travel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hotel Promo Video' })).toBeInTheDocument();
  });

  it('shows Coming Soon for an empty category', async () => {
    await openAt('/services/ar-metaverse');
    expect(screen.getByRole('heading', { level: 1, name: 'AR & Metaverse' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(
      screen.getByText("We're working hard to bring something amazing. Stay tuned for updates!"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^VIEW/ })).toBeNull();
  });

  it('lists the Shows sub-items from VIEW on Shows, and a category click leaves that listing', async () => {
    await openAt('/services/events');
    await userEvent.click(screen.getByRole('link', { name: 'VIEW Shows' }));
    expect(location()).toBe('/services/shows');
    expect(screen.getByRole('heading', { level: 1, name: 'Shows' })).toBeInTheDocument();
    const formats = within(screen.getByRole('list', { name: 'Shows formats' })).getAllByRole('heading');
    expect(formats.map((h) => h.textContent)).toEqual(['Fashion Show', 'Talent Show', 'Awards Night']);
    expect(within(sidebar()).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'true');
    // Nothing was stored for a listing.
    expect(localStorage.getItem(PRODUCT_KEY)).toBeNull();

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Events' }));
    expect(location()).toBe('/services/events');
    expect(screen.queryByRole('list', { name: 'Shows formats' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  });

  it('saves the product snapshot on VIEW and opens /product/{slug}', async () => {
    await openAt('/services/podcast');
    await userEvent.click(screen.getByRole('link', { name: 'VIEW Video Podcast Setup' }));
    expect(location()).toBe('/product/video-podcast-setup');
    const stored = JSON.parse(localStorage.getItem(PRODUCT_KEY)!);
    expect(stored).toMatchObject({
      slug: 'video-podcast-setup',
      name: 'Video Podcast Setup',
      price: 80000,
      review: 4.6,
      categorySlug: 'podcast',
    });
    expect(stored.description).toMatch(/three-camera/);
    expect(stored.images.length).toBeGreaterThan(0);
    expect(parseProductSnapshot(localStorage.getItem(PRODUCT_KEY))?.slug).toBe('video-podcast-setup');
  });

  it('saves the snapshot of a Shows sub-item on its VIEW', async () => {
    await openAt('/services/shows');
    await userEvent.click(screen.getByRole('link', { name: 'VIEW Awards Night' }));
    expect(location()).toBe('/product/awards-night');
    expect(JSON.parse(localStorage.getItem(PRODUCT_KEY)!)).toMatchObject({
      slug: 'awards-night',
      price: 520000,
      review: 4.8,
    });
  });

  it.each([
    ['/services', 'Spotlight', 'Media'],
    ['/services/', 'Spotlight', 'Media'],
    ['/media', 'Spotlight', 'Media'],
    ['/fashion', 'E-Mall', 'Fashion'],
    ['/podcast', 'Studio', 'Podcast'],
    ['/services/fashion-lifestyle', 'E-Mall', 'Fashion'],
    ['/services/entertainments', 'Spotlight', 'Entertainment'],
    ['/services/photoshoots', 'Studio', 'Photoshoot'],
    ['/services/anything/podcast', 'Studio', 'Podcast'],
  ])('%s lands on the %s tab, %s', async (route, tab, category) => {
    await openAt(route);
    expect(within(tabs()).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 1, name: category })).toBeInTheDocument();
  });

  it('shows a not-found state inside the catalogue for an unknown slug, with links to the tabs', async () => {
    await openAt('/services/no-such-thing');
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find that service" })).toBeInTheDocument();
    expect(screen.getByText('no-such-thing')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: "We couldn't find that service" });
    expect(
      within(section)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Spotlight', '/services/media'],
      ['E-Mall', '/services/fashion'],
      ['Studio', '/services/podcast'],
      ['Trending', '/services/festive-campaigns'],
    ]);
  });

  it('shows an unknown slug as text, never markup', async () => {
    const { container } = await openAt(`/services/${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('leaves paths it does not own to the site 404', () => {
    renderWithShell(<Routes />, { route: '/media/extra' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
