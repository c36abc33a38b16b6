import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, shellWrapper, type ShellTestOptions } from '@storefront/shell/testing';
import { PRODUCT_KEY, toProductSnapshot, type CatalogueDataModule, type ProductSnapshot } from '@storefront/types';
import Routes from '../Routes';
import { fakeCatalogue, tv } from '../data/testData';
import { WISHLIST_KEY } from '../data/wishlist';

// The catalogue answers asynchronously; a busy machine (2 cores, other jobs) must not turn a wait into a failure.
configure({ asyncUtilTimeout: 3000 });

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

/** The page with the catalogue down (every remote load rejects), as renderWithShell does by default. */
const openOffline = (id = 'video-podcast-setup') => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return renderWithShell(<Routes />, { route: `/product/${id}` });
};

/** The page with the catalogue up, served by the fake module. */
const openOnline = (
  id = tv.slug,
  module: CatalogueDataModule | Promise<CatalogueDataModule> = fakeCatalogue().module,
) => renderWithShell(<Routes />, { route: `/product/${id}`, remoteModules: { 'catalogue/data': module } });

const title = (name: string) => screen.findByRole('heading', { level: 1, name });

async function expectNotFound() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse our services' })).toHaveAttribute('href', '/services');
  expect(screen.queryByText('Loading...')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
}

describe('product page, catalogue up', () => {
  it('reads the item from the catalogue on a fresh browser: name, image, rating, rupees, reviews', async () => {
    const { module, calls } = fakeCatalogue();
    openOnline(tv.slug, module);
    expect(await title('Television Ad Placement')).toBeInTheDocument();
    expect(calls).toContain('findItem:television-ad-placement');
    expect(screen.getByRole('img', { name: 'Television Ad Placement, image 1 of 3' })).toHaveAttribute(
      'src',
      tv.images[0],
    );
    expect(screen.getByText('₹1,85,000')).toBeInTheDocument();
    expect(screen.getAllByText('4.6')[0]?.parentElement).toHaveTextContent('Rated 4.6 out of 5(128 reviews)');
    const reviews = screen.getByRole('region', { name: 'Customer Reviews' });
    expect(reviews).toHaveTextContent('128 reviews');
    expect(within(reviews).getByRole('blockquote')).toHaveTextContent(/Great experience/);
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('writes the snapshot of the item it shows, in the shape the catalogue writes', async () => {
    openOnline();
    await title('Television Ad Placement');
    expect(JSON.parse(localStorage.getItem(PRODUCT_KEY) ?? 'null')).toEqual(toProductSnapshot(tv));
  });

  it("shows 'Loading...' only until the catalogue answers", async () => {
    let answer!: (module: CatalogueDataModule) => void;
    openOnline(
      tv.slug,
      new Promise<CatalogueDataModule>((resolve) => {
        answer = resolve;
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    answer(fakeCatalogue().module);
    expect(await title('Television Ad Placement')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows a stored snapshot at once, then the catalogue item when it answers', async () => {
    store({ ...toProductSnapshot(tv), price: 99 });
    let answer!: (module: CatalogueDataModule) => void;
    openOnline(
      tv.slug,
      new Promise<CatalogueDataModule>((resolve) => {
        answer = resolve;
      }),
    );
    expect(await title('Television Ad Placement')).toBeInTheDocument();
    expect(screen.getByText('₹99')).toBeInTheDocument();
    answer(fakeCatalogue().module);
    expect(await screen.findByText('₹1,85,000')).toBeInTheDocument();
    expect(screen.queryByText('₹99')).toBeNull();
  });

  it('an id the catalogue does not know is not found, even with a stale snapshot of it', async () => {
    store({ ...snapshot, slug: 'retired-service' });
    openOnline('retired-service');
    await expectNotFound();
  });

  it("'You May Also Like': three catalogue items, linked to their pages, priced in rupees", async () => {
    const { module, calls } = fakeCatalogue();
    openOnline(tv.slug, module);
    const related = await screen.findByRole('region', { name: 'You May Also Like' });
    expect(calls).toContain('relatedItems:television-ad-placement:3');
    const links = within(related).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Radio Jingle Campaign', '/product/radio-jingle-campaign'],
      ['Newspaper Print Ads', '/product/newspaper-print-ads'],
      ['Outdoor Billboard Booking', '/product/outdoor-billboard-booking'],
    ]);
    expect(related).toHaveTextContent('₹45,000');
    expect(related).toHaveTextContent('₹60,000');
    expect(related).toHaveTextContent('₹1,20,000');
    expect(related.textContent).not.toContain('$');
    await userEvent.click(links[0]!);
    expect(await title('Radio Jingle Campaign')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/product/radio-jingle-campaign');
  });
});

describe('product page, catalogue down: the stored snapshot', () => {
  it('shows the stored product: name, image, rating, price in rupees', async () => {
    store(snapshot);
    openOffline();
    expect(await title('Video Podcast Setup')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Video Podcast Setup, image 1 of 2' })).toHaveAttribute(
      'src',
      '/assets/podcast.svg',
    );
    expect(screen.getByText('₹80,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Podcast' })).toHaveAttribute('href', '/services/podcast');
    // Suggestions come from the catalogue only.
    expect(screen.queryByRole('region', { name: 'You May Also Like' })).toBeNull();
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'Video Podcast Setup' })).toBeInTheDocument();
  });

  it('matches the URL id without regard to case', async () => {
    store(snapshot);
    openOffline('Video-Podcast-Setup');
    expect(await title('Video Podcast Setup')).toBeInTheDocument();
  });

  it('shows not-found when nothing is stored', async () => {
    openOffline();
    await expectNotFound();
  });

  it('shows not-found when the stored product is another item', async () => {
    store({ ...snapshot, slug: 'podcast-production', name: 'Podcast Production' });
    openOffline();
    await expectNotFound();
  });

  it.each([
    ['corrupt JSON', '{"slug":"video-podcast-setup",'],
    ['an array', '[1,2,3]'],
    ['a number', '12'],
    ['null', 'null'],
    ['a snapshot without a price', JSON.stringify({ ...snapshot, price: undefined })],
    ['a price in text', JSON.stringify({ ...snapshot, price: '80000' })],
    ['a snapshot without a name', JSON.stringify({ ...snapshot, name: '' })],
  ])('never crashes on %s: not-found instead', async (_label, raw) => {
    store(raw);
    openOffline();
    await expectNotFound();
  });

  it('survives storage that throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    openOffline();
    await expectNotFound();
  });
});

describe('options, quantity and the cart', () => {
  it('defaults to Brown and Medium; the options are native radios in fieldsets', async () => {
    openOnline();
    await title('Television Ad Placement');
    const colour = screen.getByRole('group', { name: 'Colour: Brown' });
    const size = screen.getByRole('group', { name: 'Size: Medium' });
    expect(
      within(colour)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Brown', 'Black', 'Tan']);
    expect(
      within(size)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Small', 'Medium', 'Large']);
    expect(within(colour).getByRole('radio', { name: 'Brown' })).toBeChecked();
    expect(within(size).getByRole('radio', { name: 'Medium' })).toBeChecked();
  });

  it('adds the item with its options and quantity, and says so', async () => {
    const { store: reduxStore, notifications } = openOnline();
    await title('Television Ad Placement');
    await userEvent.click(screen.getByRole('radio', { name: 'Tan' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(reduxStore.getState().cart.lines).toEqual([
      {
        id: 'television-ad-placement',
        name: 'Television Ad Placement',
        description: 'Television Ad Placement package',
        price: 185000,
        images: tv.images,
        options: { Colour: 'Tan', Size: 'Large' },
        quantity: 2,
      },
    ]);
    expect(notifications).toEqual([{ kind: 'success', message: 'Television Ad Placement added to your cart' }]);
    await userEvent.click(screen.getByRole('link', { name: 'View cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('the options work from the keyboard: arrow keys move the choice', async () => {
    const { store: reduxStore } = openOnline();
    await title('Television Ad Placement');
    const brown = screen.getByRole('radio', { name: 'Brown' });
    brown.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Colour: Black' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Add to Cart' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(reduxStore.getState().cart.lines[0]?.options).toEqual({ Colour: 'Black', Size: 'Medium' });
  });

  it('merge rules: two colours are two lines; the same options add to the quantity', async () => {
    const { store: reduxStore } = openOnline();
    await title('Television Ad Placement');
    const addToCart = screen.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(addToCart);
    await userEvent.click(screen.getByRole('radio', { name: 'Black' }));
    await userEvent.click(addToCart);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(addToCart);
    await userEvent.click(screen.getByRole('radio', { name: 'Small' }));
    await userEvent.click(addToCart);
    const lines = reduxStore.getState().cart.lines.map((l) => [l.options, l.quantity]);
    expect(lines).toEqual([
      [{ Colour: 'Brown', Size: 'Medium' }, 1],
      [{ Colour: 'Black', Size: 'Medium' }, 3],
      [{ Colour: 'Black', Size: 'Small' }, 2],
    ]);
  });

  it('adds to an existing line with the same options from an earlier visit', async () => {
    const { store: reduxStore } = renderWithShell(<Routes />, {
      route: `/product/${tv.slug}`,
      remoteModules: { 'catalogue/data': fakeCatalogue().module },
      // Stored with its options in another key order: still the same line.
      lines: [
        {
          id: tv.slug,
          name: tv.name,
          description: tv.description,
          price: tv.price,
          images: tv.images,
          options: { Size: 'Medium', Colour: 'Brown' },
          quantity: 4,
        },
      ],
    });
    await title('Television Ad Placement');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(reduxStore.getState().cart.lines).toHaveLength(1);
    expect(reduxStore.getState().cart.lines[0]?.quantity).toBe(5);
  });

  it('an old stored line without options stays its own line; the new one carries the options', async () => {
    const { store: reduxStore } = renderWithShell(<Routes />, {
      route: `/product/${tv.slug}`,
      remoteModules: { 'catalogue/data': fakeCatalogue().module },
      lines: [{ id: tv.slug, name: tv.name, description: tv.description, price: tv.price, images: [], quantity: 2 }],
    });
    await title('Television Ad Placement');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(reduxStore.getState().cart.lines.map((l) => [l.options, l.quantity])).toEqual([
      [undefined, 2],
      [{ Colour: 'Brown', Size: 'Medium' }, 1],
    ]);
  });

  it('Buy Now adds the item with its options and goes to the cart', async () => {
    const { store: reduxStore, notifications } = openOnline();
    await title('Television Ad Placement');
    await userEvent.click(screen.getByRole('radio', { name: 'Small' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(reduxStore.getState().cart.lines.map((l) => [l.id, l.options, l.quantity])).toEqual([
      ['television-ad-placement', { Colour: 'Brown', Size: 'Small' }, 1],
    ]);
    expect(notifications).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('keeps the quantity at 1 or more: − disabled at 1', async () => {
    openOnline();
    await title('Television Ad Placement');
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
    const { store: reduxStore } = openOnline();
    await title('Television Ad Placement');
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(input).toHaveValue(expected);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(reduxStore.getState().cart.lines[0]?.quantity).toBe(expected);
  });
});

describe('gallery', () => {
  it('previous and next wrap both ways; thumbnails pick an image', async () => {
    openOnline();
    await title('Television Ad Placement');
    const shown = () => screen.getByRole('img', { name: /^Television Ad Placement, image/ });
    expect(shown()).toHaveAttribute('src', tv.images[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toHaveAttribute('src', tv.images[2]);
    expect(shown()).toHaveAccessibleName('Television Ad Placement, image 3 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toHaveAttribute('src', tv.images[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toHaveAttribute('src', tv.images[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toHaveAttribute('src', tv.images[0]);
    const second = screen.getByRole('button', { name: 'Show image 2 of 3' });
    await userEvent.click(second);
    expect(shown()).toHaveAttribute('src', tv.images[1]);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('works from the keyboard and toggles zoom', async () => {
    openOnline();
    await title('Television Ad Placement');
    screen.getByRole('button', { name: 'Next image' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: 'Television Ad Placement, image 2 of 3' })).toBeInTheDocument();
    const zoom = screen.getByRole('button', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    zoom.focus();
    await userEvent.keyboard(' ');
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Image 2 of 3, zoomed in')).toBeInTheDocument();
    await userEvent.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('wishlist', () => {
  it('is a toggle announced by aria-pressed, remembered in local storage', async () => {
    const { unmount } = openOnline();
    await title('Television Ad Placement');
    const heart = screen.getByRole('button', { name: 'Save Television Ad Placement to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]')).toEqual(['television-ad-placement']);
    unmount();
    openOnline();
    await title('Television Ad Placement');
    const again = screen.getByRole('button', { name: 'Save Television Ad Placement to wishlist' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]')).toEqual([]);
  });

  it('a corrupt stored wishlist reads as empty and is replaced on the next toggle', async () => {
    localStorage.setItem(WISHLIST_KEY, '{"oops":');
    openOnline();
    await title('Television Ad Placement');
    const heart = screen.getByRole('button', { name: 'Save Television Ad Placement to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]')).toEqual(['television-ad-placement']);
  });
});

describe('routes', () => {
  it('leaves other paths to the site 404', () => {
    renderWithShell(<Routes />, { route: '/product' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('rendered to HTML (the render step)', () => {
  async function html(route: string, remoteModules: ShellTestOptions['remoteModules']) {
    const { wrapper: Shell } = shellWrapper({ route, ...(remoteModules && { remoteModules }) });
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      <Shell>
        <Suspense fallback={<p>Waiting</p>}>
          <Routes />
        </Suspense>
      </Shell>,
      { onError: (error) => void errors.push(error) },
    );
    return { markup: await new Response(prelude).text(), errors };
  }

  it('waits for the catalogue: the HTML has the product, its price and recommendations, not "Loading..."', async () => {
    const { markup, errors } = await html(`/product/${tv.slug}`, {
      'catalogue/data': Promise.resolve(fakeCatalogue().module),
    });
    expect(errors).toEqual([]);
    expect(markup).toContain('Television Ad Placement</h1>');
    expect(markup).toContain('₹1,85,000');
    expect(markup).toContain('You May Also Like');
    expect(markup).not.toContain('Loading...');
    expect(markup).not.toContain('Waiting');
  });

  it('fails, rather than give HTML without the product, when the catalogue cannot be loaded', async () => {
    const { errors } = await html(`/product/${tv.slug}`, {});
    expect(String(errors[0])).toContain('catalogue/data is not available');
  });
});
