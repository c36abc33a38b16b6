import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from '@storefront/shell';
import { SHELL_CONTRACT_VERSION } from '@storefront/shell/host';
import { parseSiteConfig } from '../site/config';
import { RemoteLoader, type FederationRuntime } from '../site/remoteLoader';
import { SiteContext } from '../site/SiteContext';
import { RemoteArea } from './RemoteArea';

function Broken(): never {
  throw new Error('render failed');
}

/** A loader over a fake federation runtime whose remote answers with these pages, one per load. */
function loaderWith(...answers: (ComponentType | Error)[]) {
  const runtime = {
    registerRemotes: vi.fn(),
    loadRemote: vi.fn(async (request: string): Promise<unknown> => {
      if (request.endsWith('/contract')) return { default: { shellContract: SHELL_CONTRACT_VERSION } };
      const next = answers.length > 1 ? answers.shift() : answers[0];
      if (next instanceof Error) throw next;
      return { default: next };
    }),
  };
  const config = parseSiteConfig(
    { careers: 'http://r/careers.json', company: 'http://r/company.json', product: 'http://r/product.json' },
    'http://localhost/',
  );
  const loader = new RemoteLoader({
    fetchConfig: async () => config,
    runtime: runtime as FederationRuntime,
    page: { search: '', href: 'http://localhost/' },
    scope: {},
  });
  return { loader, runtime };
}

/** The area inside what the page gives it: the page's loader and router. */
function InSite({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return (
    <BrowserRouter>
      <SiteContext.Provider value={loader}>{children}</SiteContext.Provider>
    </BrowserRouter>
  );
}

/** Renders, waiting for what the first render suspended on (React's `use` inside act). */
async function renderAsync(ui: ReactNode) {
  await act(async () => {
    render(ui);
  });
}

describe('RemoteArea', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the remote’s pages once loaded', async () => {
    const { loader } = loaderWith(() => <h1>Careers page</h1>);
    await renderAsync(
      <InSite loader={loader}>
        <RemoteArea remote="careers" />
      </InSite>,
    );
    expect(await screen.findByRole('heading', { name: 'Careers page' })).toBeInTheDocument();
  });

  it('keeps a remote that throws while rendering inside its own fallback, and Retry loads it again', async () => {
    const { loader, runtime } = loaderWith(Broken, () => <h1>Help page</h1>);
    await renderAsync(
      <InSite loader={loader}>
        <header>Header stays</header>
        <RemoteArea remote="company" />
      </InSite>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page is not available right now');
    expect(screen.getByText('Header stays')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'company', entry: 'http://r/company.json' }], {
      force: true,
    });
    expect(await screen.findByRole('heading', { name: 'Help page' })).toBeInTheDocument();
    expect(runtime.loadRemote.mock.calls.filter(([request]) => request === 'company/Routes')).toHaveLength(2);
  });

  it('shows the fallback when loading fails', async () => {
    const { loader } = loaderWith(new Error('RUNTIME-003'));
    await renderAsync(
      <InSite loader={loader}>
        <RemoteArea remote="product" />
      </InSite>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This product page is not available right now');
  });
});
