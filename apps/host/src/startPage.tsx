import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './App';
import { NOT_FOUND_HEAD } from './render/notFound';
import { captureServerMarkup } from './remotes/serverMarkup';
import type { RemoteLoader } from './site/remoteLoader';

/** Set on #root once the page has hydrated (or first rendered): it works from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * A page is served the same HTML whatever its query string (one file per path), and the 404 page at
 * every unknown address, so it hydrates at the URL it was rendered for: the address is set to that
 * while React hydrates, and put back after, when the page draws what it asks for (a search, a
 * filter, a remote's own not-found page). Gives what puts it back.
 */
function atRenderedUrl(renderedPath: string): () => void {
  const { pathname, search, hash } = window.location;
  if (!search && renderedPath === pathname) return () => undefined;
  const state: unknown = window.history.state;
  window.history.replaceState(state, '', `${renderedPath}${hash}`);
  return () => {
    // The visitor has moved on meanwhile: that address stands.
    if (window.location.pathname !== renderedPath || window.location.search) return;
    window.history.replaceState(state, '', `${pathname}${search}${hash}`);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  };
}

/**
 * Starts the page on #root. A rendered page is hydrated, in a transition so the work yields to the
 * visitor's input; each remote's area hydrates when its code arrives, and its HTML is kept first,
 * for a remote that then fails. An empty #root (`pnpm dev`, pages rendered in the browser only) is
 * rendered from scratch. The loader must have read the page's URL already (its ?preview=).
 */
export function startPage(root: HTMLElement, loader: RemoteLoader): Root {
  const ready = () => root.setAttribute(HYDRATED_ATTRIBUTE, '');
  if (!root.firstElementChild) {
    const page = createRoot(root);
    page.render(
      <StrictMode>
        <App loader={loader} onHydrated={ready} />
      </StrictMode>,
    );
    return page;
  }
  const serverMarkup = captureServerMarkup(root, window.location.pathname);
  // Every page but the 404 page is a remote's: HTML without a remote's area is the 404 page, which
  // the server sends for any address it has no page for (/product/no-such-thing among them).
  const restoreUrl = atRenderedUrl(Object.keys(serverMarkup.areas).length ? window.location.pathname : NOT_FOUND_HEAD.path);
  const hydrated = () => {
    restoreUrl();
    ready();
  };
  let page: Root | undefined;
  startTransition(() => {
    page = hydrateRoot(
      root,
      <StrictMode>
        <App loader={loader} serverMarkup={serverMarkup} onHydrated={hydrated} />
      </StrictMode>,
    );
  });
  return page!;
}
