import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { App } from './App';
import { captureServerMarkup } from './remotes/serverMarkup';
import { fetchSiteConfig } from './site/config';
import { REMOTE_TIMEOUT_MS, RemoteLoader } from './site/remoteLoader';

// One loader per page: remotes.json is read now, while React starts.
const loader = new RemoteLoader({
  fetchConfig: () => fetchSiteConfig(fetch, window.location.href, REMOTE_TIMEOUT_MS),
  runtime: { registerRemotes, loadRemote },
  page: window.location,
  scope: window as unknown as Record<string, unknown>,
});

const root = document.getElementById('root');
if (root?.firstElementChild) {
  // A rendered page: hydrate it, in a transition so the work yields to the visitor's input; each
  // remote's area hydrates when its code arrives. Its HTML is kept first, for a remote that fails.
  const serverMarkup = captureServerMarkup(root, window.location.pathname);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App loader={loader} serverMarkup={serverMarkup} />
      </StrictMode>,
    );
  });
} else if (root) {
  // The plain index.html (`pnpm dev`, pages rendered in the browser only).
  createRoot(root).render(
    <StrictMode>
      <App loader={loader} />
    </StrictMode>,
  );
}
