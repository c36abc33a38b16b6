import { prerender } from 'react-dom/static';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { routerAt } from '@storefront/shell/server';
import { App } from '../App';
import { parseSiteConfig } from '../site/config';
import { RemoteLoader } from '../site/remoteLoader';
import { forServer } from './serverEntry';
import { PageRenderError } from '@storefront/site/render-error';
import { watchedRuntime } from './watchedRuntime';
import { DeclarationError, listPages as listDeclaredPages, type SitePages } from './listPages';

/** A rendered page: the markup inside #root and the remote modules it loaded ('product/Routes', 'catalogue/data'). */
export interface RenderedPage {
  markup: string;
  modules: string[];
}

export type RenderPage = (url: string, remotesJson: unknown, siteOrigin?: string) => Promise<RenderedPage>;
export type ListPages = (remotesJson: unknown, siteOrigin?: string) => Promise<SitePages>;

/** A loader of its own per page: nothing is shared between two renders in one process. */
function serverLoader(page: URL, remotesJson: unknown) {
  const config = forServer(parseSiteConfig(remotesJson, page.href));
  const watched = watchedRuntime({ registerRemotes, loadRemote });
  const loader = new RemoteLoader({
    fetchConfig: () => Promise.resolve(config),
    runtime: watched.runtime,
    page: { search: page.search, href: page.href },
  });
  return { loader, kind: watched.kind, apiOrigin: config.api };
}

/**
 * The markup of one page (what goes inside #root), from the host's App and the remotes named by
 * remotes.json's content. Waits for every remote and every Suspense boundary (react-dom/static).
 * Rejects with a PageRenderError when anything failed while rendering (a remote that did not load, a
 * page that threw): React would otherwise give the Suspense fallback in its place, and that page must not be published.
 */
export const renderPage: RenderPage = async (url, remotesJson, siteOrigin = 'http://localhost') => {
  const page = new URL(url, siteOrigin);
  const { loader, kind, apiOrigin } = serverLoader(page, remotesJson);
  // Every boundary inline, where it belongs: React otherwise moves a large finished boundary to the
  // end of the document, shown by an inline script, and a visitor without JavaScript sees the skeleton.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <App loader={loader} Router={routerAt(`${page.pathname}${page.search}`)} apiOrigin={apiOrigin} />,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  if (errors.length) throw new PageRenderError(page.pathname, kind(), { cause: errors[0] });
  return { markup: await new Response(prelude).text(), modules: loader.loadedModules() };
};

/** Every page the remotes named by remotes.json's content declare, from their './declaration'. */
export const listPages: ListPages = async (remotesJson, siteOrigin = 'http://localhost') => {
  const { loader, kind } = serverLoader(new URL('/', siteOrigin), remotesJson);
  try {
    return await listDeclaredPages(loader, siteOrigin);
  } catch (error) {
    if (!(error instanceof DeclarationError)) throw error;
    const message = `${error.path} did not render: ${error.message}`;
    throw new PageRenderError(error.path, kind(), { cause: error.cause, message });
  }
};
