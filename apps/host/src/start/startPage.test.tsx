import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { Link, useCart, useSearchParams, useSession } from '@storefront/shell';
import { SHELL_CONTRACT_VERSION } from '@storefront/shell/host';
import { routerAt } from '@storefront/shell/server';
import { SAMPLE_LINE, stubApiFetch } from '@storefront/shell/testing';
import { App } from '../App';
import { parseSiteConfig } from '../site/config';
import { RemoteLoader, type FederationRuntime } from '../site/remoteLoader';
import { HYDRATED_ATTRIBUTE, startPage } from './startPage';

// A page rendered as renderPage renders it (react-dom/static, every boundary inline), then started in
// the browser as bootstrap.tsx starts it, with a visitor who has a stored cart and a stored session.
// Hydration must find exactly the server's HTML: any hydration error or warning fails the test.

const SITE = 'http://localhost:3000';
const PREVIEW = 'http://localhost:3999/mf-manifest.json';
const REMOTES_JSON = {
  $api: 'http://api.test',
  catalogue: { entry: 'http://localhost:3001/mf-manifest.json', prefixes: ['', 'services'] },
  cart: { entry: 'http://localhost:3003/mf-manifest.json', prefixes: ['cart'] },
};
const STORED_LINE = SAMPLE_LINE;
const ASHA = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  contactNo: '9876543210',
  cityName: 'Pune',
  role: 'visitor' as const,
};

/** The catalogue's pages, as a remote writes them: the cart and session through the shell. */
function CataloguePages() {
  const cart = useCart();
  const { user } = useSession();
  const [params] = useSearchParams();
  const query = params.get('q');
  return (
    <section>
      <h1>Every service we sell</h1>
      {query && <p>Services matching “{query}”</p>}
      <p data-testid="remote-cart">{cart.count ? `${cart.count} service(s) in your cart` : 'Your cart is empty'}</p>
      {user && <p>Welcome back, {user.name}</p>}
      <button
        type="button"
        onClick={() => cart.add({ id: 'fm', name: 'FM Spot', description: '', price: 2500, images: [] })}
      >
        Add FM Spot
      </button>
      <Link to="/cart">See your cart</Link>
    </section>
  );
}

function PreviewPages() {
  return <h1>The catalogue from a preview</h1>;
}

/**
 * Module Federation's runtime, faked: each remote's exposed modules, and a gate the browser's
 * loads wait on (the remote's code arriving) or fail through (its server down).
 */
function fakeRuntime(pages: ComponentType) {
  const entries = new Map<string, string>();
  let open!: () => void;
  let fail!: (error: Error) => void;
  let gate = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  gate.catch(() => undefined);
  const runtime: FederationRuntime = {
    registerRemotes: (remotes) => remotes.forEach(({ name, entry }) => entries.set(name, entry)),
    loadRemote: async <T,>(request: string) => {
      await gate;
      const [remote, module] = request.split('/');
      if (module === 'contract') return { default: { shellContract: SHELL_CONTRACT_VERSION } } as T;
      return { default: remote === 'catalogue' && entries.get('catalogue') === PREVIEW ? PreviewPages : pages } as T;
    },
  };
  return {
    runtime,
    arrive: () => open(),
    fail: (error: Error) => fail(error),
    /** The server answers again: loads after this one succeed. */
    recover: () => {
      gate = Promise.resolve();
    },
  };
}

/** A click, and whatever it sets off (a Suspense boundary waiting on the remote's code among it). */
async function click(element: HTMLElement) {
  await act(async () => fireEvent.click(element));
}

function loaderFor(path: string, runtime: FederationRuntime) {
  const page = new URL(path, SITE);
  const config = parseSiteConfig(REMOTES_JSON, page.href);
  return new RemoteLoader({
    fetchConfig: async () => config,
    runtime,
    page: { search: page.search, href: page.href },
    storage: localStorage,
  });
}

/** The page's markup as the render step makes it (apps/host/src/render/renderPage.tsx), from the same App. */
async function renderInNode(path: string): Promise<string> {
  const server = fakeRuntime(CataloguePages);
  server.arrive();
  const errors: unknown[] = [];
  const { prelude } = await prerender(<App loader={loaderFor(path, server.runtime)} Router={routerAt(path)} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  expect(errors).toEqual([]);
  const html = await new Response(prelude).text();
  // The render step runs in a process of its own; here the browser's React follows in the same one.
  // The server renderer leaves its last context values on the shared context objects (the router's
  // among them), which an empty render switches back to the defaults.
  await prerender(<></>);
  return html;
}

// Rendering and hydrating in one process makes React see two renderers of the same contexts: that
// one message is an artefact of the test, any other one fails it.
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';

describe('a rendered page hydrates with the visitor’s own things added after', () => {
  let problems: string[];
  let page: Root | undefined;

  beforeEach(() => {
    problems = [];
    for (const level of ['error', 'warn'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        const text = args.map(String).join(' ');
        if (!text.includes(TWO_RENDERERS)) problems.push(`console.${level}: ${text}`);
      });
    }
    vi.stubGlobal('fetch', stubApiFetch({ '/api/auth/me': { body: { user: ASHA } } }));
  });

  afterEach(() => {
    act(() => page?.unmount());
    page = undefined;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  /**
   * Serves the page's HTML in #root at its URL, as a visitor with a stored cart and session opens it.
   * The HTML is the path's, whatever the query string: one file per path.
   */
  async function open(url: string, runtime: FederationRuntime, served = new URL(url, SITE).pathname) {
    const html = await renderInNode(served);
    window.history.replaceState(null, '', url);
    localStorage.setItem('cart', JSON.stringify([STORED_LINE]));
    localStorage.setItem('token', 'good.token.value');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const root = document.getElementById('root')!;
    const heading = root.querySelector('h1');
    expect(heading).not.toBeNull();
    const loader = loaderFor(url, runtime);
    await act(async () => {
      page = startPage(root, loader);
    });
    return { root, heading };
  }

  it('hydrates the header, with the stored cart and the session, before the remote’s code arrives, and keeps the server’s nodes', async () => {
    const remote = fakeRuntime(CataloguePages);
    const { root, heading } = await open('/', remote.runtime);

    // The remote's code has not arrived: its area is the server's HTML, the header already works.
    expect(root.querySelector('h1')).toBe(heading);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The header shows the visitor's stored cart at once; the remote's area keeps the server's HTML.
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    expect(root.querySelector('h1')).toBe(heading);
    // And who is signed in, with Log out, while the remote's area still waits with the server's HTML.
    await waitFor(() => expect(screen.getByText('Hi, Asha')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(root.querySelector('h1')).toBe(heading);

    await act(async () => remote.arrive());

    expect(screen.getByTestId('remote-cart')).toHaveTextContent('1 service(s) in your cart');
    expect(screen.getByText('Hi, Asha')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Welcome back, Asha Rao')).toBeInTheDocument());
    // Hydrated, not drawn again: the area's heading is the very node the server sent.
    expect(root.querySelector('h1')).toBe(heading);

    // The remote works, and the cart it changes is the visitor's stored one plus the new line.
    await click(screen.getByRole('button', { name: 'Add FM Spot' }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]').map((line: { id: string }) => line.id)).toEqual([
      'reel-shoot',
      'fm',
    ]);
    expect(problems).toEqual([]);
  });

  it('keeps a failed remote’s server HTML, inert, under a notice whose Retry loads the remote again', async () => {
    const remote = fakeRuntime(CataloguePages);
    const { root, heading } = await open('/', remote.runtime);
    await act(async () => remote.fail(new Error('catalogue server down')));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The catalogue is not available right now');
    // What the page said is still there to read, its links plain links, its buttons disabled.
    expect(root.querySelector('h1')).toBe(heading);
    expect(screen.getByRole('heading', { level: 1, name: 'Every service we sell' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'Add FM Spot' })).toBeDisabled();
    // The header and the visitor's cart are unaffected.
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    // Only the loader says the remote could not be loaded; React had no hydration error to recover from.
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('The catalogue remote could not be loaded');

    // Retry loads the page again (the browser keeps the failed loads of its preloaded scripts)...
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', stubApiFetch({ '/api/auth/me': { body: { user: ASHA } } }));

    // ...which, with the remote's server back, is the working page.
    act(() => page?.unmount());
    const again = fakeRuntime(CataloguePages);
    again.arrive();
    await open('/', again.runtime);
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    await click(screen.getByRole('button', { name: 'Add FM Spot' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(problems).toHaveLength(1);
  });

  it('keeps the server HTML of a remote that throws while hydrating, and Retry draws it again in the page', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('transient');
      return <CataloguePages />;
    }
    const remote = fakeRuntime(Flaky);
    remote.arrive();
    const { root } = await open('/', remote.runtime);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The catalogue is not available right now');
    expect(root.querySelector('h1')).toHaveTextContent('Every service we sell');
    expect(screen.getByRole('button', { name: 'Add FM Spot' })).toBeDisabled();

    broken = false;
    await click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await click(await screen.findByRole('button', { name: 'Add FM Spot' }));
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
    // The throw is reported (React's boundary report, its retry of the render, the area's warning); nothing else.
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.filter((p) => !/transient|could not be shown|able to recover/.test(p))).toEqual([]);
  });

  it('replaces the rendered area with a preview’s after hydration', async () => {
    const remote = fakeRuntime(CataloguePages);
    const { root, heading } = await open(`/?preview=catalogue@${PREVIEW}`, remote.runtime);
    // While hydrating, the area is the published page's HTML.
    expect(root.querySelector('h1')).toBe(heading);
    expect(screen.queryByTestId('preview-banner')).toBeNull();

    await act(async () => remote.arrive());

    expect(await screen.findByRole('heading', { level: 1, name: 'The catalogue from a preview' })).toBeInTheDocument();
    expect(screen.getByTestId('preview-banner')).toHaveTextContent(`catalogue from ${PREVIEW}`);
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    expect(problems).toEqual([]);
  });

  it('hydrates a URL with a query at the path it was rendered for, then draws what the query asks for', async () => {
    const remote = fakeRuntime(CataloguePages);
    const { root, heading } = await open('/?q=radio#top', remote.runtime);
    // While hydrating, the page is at the address its HTML was rendered for.
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(root).not.toHaveAttribute(HYDRATED_ATTRIBUTE);

    await act(async () => remote.arrive());

    await waitFor(() => expect(root).toHaveAttribute(HYDRATED_ATTRIBUTE));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/?q=radio#top');
    expect(await screen.findByText('Services matching “radio”')).toBeInTheDocument();
    expect(root.querySelector('h1')).toBe(heading);
    expect(problems).toEqual([]);
  });

  it('draws a page the browser renders alone with its forms posting to the api the page names', async () => {
    const remote = fakeRuntime(CataloguePages);
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    await act(async () => {
      page = startPage(root, loaderFor('/', remote.runtime), 'http://api.test');
    });
    const newsletter = root.querySelector('footer form');
    expect(newsletter?.getAttribute('action')).toMatch(/^http:\/\/api\.test\/api\//);
  });

  it('hydrates the 404 page, served at an address a remote owns, as the 404 page, then draws that address', async () => {
    const remote = fakeRuntime(CataloguePages);
    // The server's answer to an address with no page of its own: the 404 page, rendered for /404.
    const html = await renderInNode('/404');
    window.history.replaceState(null, '', '/?q=radio');
    document.body.innerHTML = `<div id="root" data-rendered-for="/404">${html}</div>`;
    const root = document.getElementById('root')!;
    expect(root.querySelector('h1')).toHaveTextContent('Page Not Found');
    await act(async () => {
      page = startPage(root, loaderFor('/?q=radio', remote.runtime));
    });
    await waitFor(() => expect(root).toHaveAttribute(HYDRATED_ATTRIBUTE));
    expect(window.location.pathname + window.location.search).toBe('/?q=radio');

    await act(async () => remote.arrive());
    expect(await screen.findByText('Services matching “radio”')).toBeInTheDocument();
    // Hydrated without a mismatch: React recovered from nothing.
    expect(problems).toEqual([]);
  });
});
