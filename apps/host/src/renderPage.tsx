import { prerender } from 'react-dom/static';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { routerAt } from '@storefront/shell/server';
import { App } from './App';
import { parseSiteConfig } from './site/config';
import { RemoteLoader } from './site/remoteLoader';
import { forServer } from './site/serverEntry';

export type RenderPage = (url: string, remotesJson: unknown, siteOrigin?: string) => Promise<string>;

/**
 * The markup of one page (what goes inside #root), from the host's App and the remotes named by
 * remotes.json's content. Waits for every remote and every Suspense boundary (react-dom/static).
 * A loader of its own per page: nothing is shared between two renders in one process.
 * Rejects when anything failed while rendering (a remote that did not load, a page that threw):
 * React would otherwise give the Suspense fallback in its place, and that page must not be published.
 */
export const renderPage: RenderPage = async (url, remotesJson, siteOrigin = 'http://localhost') => {
  const page = new URL(url, siteOrigin);
  const config = forServer(parseSiteConfig(remotesJson, page.href));
  const loader = new RemoteLoader({
    fetchConfig: () => Promise.resolve(config),
    runtime: { registerRemotes, loadRemote },
    page: { search: page.search, href: page.href },
  });
  // Every boundary inline, where it belongs: React otherwise moves a large finished boundary to the
  // end of the document, shown by an inline script, and a visitor without JavaScript sees the skeleton.
  const errors: unknown[] = [];
  const { prelude } = await prerender(<App loader={loader} Router={routerAt(`${page.pathname}${page.search}`)} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  if (errors.length) throw new Error(`${page.pathname} did not render`, { cause: errors[0] });
  return new Response(prelude).text();
};
