import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './App';
import { captureServerMarkup } from './remotes/serverMarkup';
import type { RemoteLoader } from './site/remoteLoader';

/**
 * Starts the page on #root. A rendered page is hydrated, in a transition so the work yields to the
 * visitor's input; each remote's area hydrates when its code arrives, and its HTML is kept first,
 * for a remote that then fails. An empty #root (`pnpm dev`, pages rendered in the browser only) is
 * rendered from scratch.
 */
export function startPage(root: HTMLElement, loader: RemoteLoader): Root {
  if (!root.firstElementChild) {
    const page = createRoot(root);
    page.render(
      <StrictMode>
        <App loader={loader} />
      </StrictMode>,
    );
    return page;
  }
  const serverMarkup = captureServerMarkup(root, window.location.pathname);
  let page: Root | undefined;
  startTransition(() => {
    page = hydrateRoot(
      root,
      <StrictMode>
        <App loader={loader} serverMarkup={serverMarkup} />
      </StrictMode>,
    );
  });
  return page!;
}
