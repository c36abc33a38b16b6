import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@storefront/shell/testing';
import { PRODUCT_KEY, type ProductSnapshot } from '@storefront/types';
import Routes from '../Routes';

const snapshot: ProductSnapshot = {
  slug: 'video-podcast-setup',
  name: 'Video Podcast Setup',
  description: 'A three-camera video podcast shoot.',
  image: '/assets/podcast.svg',
  images: ['/assets/podcast.svg', '/assets/tab-studio.svg'],
  price: 80000,
  review: 4.6,
  categorySlug: 'podcast',
  categoryName: 'Podcast',
};

function store(value: unknown) {
  localStorage.setItem(PRODUCT_KEY, typeof value === 'string' ? value : JSON.stringify(value));
}

const open = (id = 'video-podcast-setup') => renderWithShell(<Routes />, { route: `/product/${id}` });

function expectNotFound() {
  expect(screen.getByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse our services' })).toHaveAttribute('href', '/services');
  expect(screen.queryByText('Loading...')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
}

describe('product page', () => {
  it('shows the stored product: name, image, rating, price in rupees, and no Loading... once read', () => {
    store(snapshot);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Video Podcast Setup' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Video Podcast Setup' })).toHaveAttribute('src', '/assets/podcast.svg');
    expect(screen.getByText('₹80,000')).toBeInTheDocument();
    expect(screen.getByText('4.6').parentElement).toHaveTextContent('Rated 4.6 out of 5');
    expect(screen.getByText('A three-camera video podcast shoot.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Podcast' })).toHaveAttribute('href', '/services/podcast');
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('matches the URL id without regard to case', () => {
    store(snapshot);
    open('Video-Podcast-Setup');
    expect(screen.getByRole('heading', { level: 1, name: 'Video Podcast Setup' })).toBeInTheDocument();
  });

  it('adds the item with its quantity to the cart and says so', async () => {
    store(snapshot);
    const { store: reduxStore, notifications } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(reduxStore.getState().cart.lines).toEqual([
      {
        id: 'video-podcast-setup',
        name: 'Video Podcast Setup',
        description: 'A three-camera video podcast shoot.',
        price: 80000,
        images: ['/assets/podcast.svg', '/assets/tab-studio.svg'],
        quantity: 3,
      },
    ]);
    expect(notifications).toEqual([{ kind: 'success', message: 'Video Podcast Setup added to your cart' }]);
    await userEvent.click(screen.getByRole('link', { name: 'View cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('adds to the same line when added twice', async () => {
    store(snapshot);
    const { store: reduxStore } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(reduxStore.getState().cart.lines).toHaveLength(1);
    expect(reduxStore.getState().cart.lines[0]?.quantity).toBe(2);
  });

  it('keeps the quantity at 1 or more: − disabled at 1', async () => {
    store(snapshot);
    open();
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveValue(1);
    expect(minus).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input).toHaveValue(2);
    expect(minus).toBeEnabled();
    await userEvent.click(minus);
    expect(input).toHaveValue(1);
  });

  it.each([
    ['7', 7],
    ['0', 1],
    ['-4', 1],
    ['2.9', 2],
    ['', 1],
    ['100000', 999],
  ])('turns a typed %j into %j (the cart rule)', async (typed, expected) => {
    store(snapshot);
    const { store: reduxStore } = open();
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(input).toHaveValue(expected);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(reduxStore.getState().cart.lines[0]?.quantity).toBe(expected);
  });

  it('shows not-found when nothing is stored', () => {
    open();
    expectNotFound();
  });

  it('shows not-found when the stored product is another item', () => {
    store({ ...snapshot, slug: 'podcast-production', name: 'Podcast Production' });
    open();
    expectNotFound();
  });

  it.each([
    ['corrupt JSON', '{"slug":"video-podcast-setup",'],
    ['an array', '[1,2,3]'],
    ['a number', '12'],
    ['null', 'null'],
    ['a snapshot without a price', JSON.stringify({ ...snapshot, price: undefined })],
    ['a price in text', JSON.stringify({ ...snapshot, price: '80000' })],
    ['a snapshot without a name', JSON.stringify({ ...snapshot, name: '' })],
  ])('never crashes on %s: not-found instead', (_label, raw) => {
    store(raw);
    open();
    expectNotFound();
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    open();
    expectNotFound();
  });

  it('leaves other paths to the site 404', () => {
    renderWithShell(<Routes />, { route: '/product' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
