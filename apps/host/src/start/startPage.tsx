import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { NotifyApi } from '@storefront/shell';
import { OFFLINE_PATH } from '@storefront/site/page-paths';
import { App } from '../App';
import { captureServerMarkup } from '../remotes/serverMarkup';
import { noteOf, type RemoteLoader } from '../site/remoteLoader';
import { onTouched, replayEarlyActions, retireContract, tellVisitor } from '../early/replay';
import { reactErrorHandlers } from './reactErrors';

/** Set on #root once the page has hydrated (or first rendered): it works from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * A page is served the same HTML whatever its query string (one file per path), and the 404 page at
 * every address no page has (#root says `data-rendered-for="/404"`), so it hydrates at the URL it
 * was rendered for: the address is set to that URL while React hydrates, and put back after, when
 * the page draws what the real address asks for (a search, a filter, a remote's own not-found
 * page). Gives what puts it back.
 */
function atRenderedUrl(root: HTMLElement): () => void {
  const { pathname, search, hash } = window.location;
  const renderedFor = root.dataset.renderedFor ?? pathname;
  if (!search && renderedFor === pathname) return () => undefined;
  const state: unknown = window.history.state;
  window.history.replaceState(state, '', `${renderedFor}${hash}`);
  return () => {
    // The visitor has moved on meanwhile: that address stands.
    if (window.location.pathname !== renderedFor || window.location.search) return;
    window.history.replaceState(state, '', `${pathname}${search}${hash}`);
    // The offline page stands in for a page this phone does not have: it stays, at the address the
    // visitor asked for (a reload there tries the network again). Any other page draws that address.
    if (renderedFor !== OFFLINE_PATH) window.dispatchEvent(new PopStateEvent('popstate', { state }));
  };
}

/**
 * Starts the page on #root. A rendered page is hydrated, in a transition so the work yields to the
 * visitor's input; each remote's area hydrates when its code arrives, and its HTML is kept first,
 * for a remote that then fails. An empty #root (`pnpm dev`, pages rendered in the browser only) is
 * rendered from scratch. The loader must have read the page's URL already (its ?preview=).
 * `apiOrigin`: the api's origin when the page names it (its carried remotes.json), for the forms' actions.
 */
export function startPage(root: HTMLElement, loader: RemoteLoader, apiOrigin?: string): Root {
  const ready = ({ notify }: { notify: NotifyApi }) => {
    root.setAttribute(HYDRATED_ATTRIBUTE, '');
    // An action done before the page worked that could not be carried out is said, never dropped silently.
    tellVisitor((message) => notify.notify('warning', message));
    void retireContract();
    // What runs once the page works, from the browser's idle time, none of it on the first load:
    // the page's report (docs/product.md#what-visitors-browsers-report), the forms kept while
    // offline, sent and told about on any page (docs/product.md#forms), and the site's worker, for
    // the next visit offline (docs/decisions/0021-offline.md). One chunk, one request. The network
    // dropped before it arrived: asked for again once the browser is back online, or a form kept
    // meanwhile would wait for the next page to be sent.
    const afterStart = () =>
      void import(/* webpackChunkName: "after-start" */ './afterStart').then(
        (after) => after.afterStart({ root, loader, apiOrigin, notify }),
        () => window.addEventListener('online', afterStart, { once: true }),
      );
    (window.requestIdleCallback ?? setTimeout)(afterStart);
  };
  const errors = reactErrorHandlers(loader.remoteAt, (part) => noteOf(part, 'errors'));
  if (!root.firstElementChild) {
    const page = createRoot(root, errors);
    page.render(
      <StrictMode>
        <App loader={loader} onHydrated={ready} apiOrigin={apiOrigin} />
      </StrictMode>,
    );
    return page;
  }
  const visited = window.location.pathname;
  const restoreUrl = atRenderedUrl(root);
  const serverMarkup = captureServerMarkup(root, window.location.pathname);
  const hydrated = (page: { notify: NotifyApi }) => {
    restoreUrl();
    ready(page);
  };
  let page: Root | undefined;
  // What the visitor does from now on, before each part works, is carried out once it does.
  replayEarlyActions(window, visited);
  startTransition(() => {
    page = hydrateRoot(
      root,
      <StrictMode>
        <App loader={loader} serverMarkup={serverMarkup} onHydrated={hydrated} apiOrigin={apiOrigin} />
      </StrictMode>,
      errors,
    );
  });
  // A part the visitor touched is hydrated before the others (as soon as its code is there).
  const hydrating = page as (Root & { unstable_scheduleHydration?: (target: Element) => void }) | undefined;
  onTouched((target) => hydrating?.unstable_scheduleHydration?.(target));
  return page!;
}
