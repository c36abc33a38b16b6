import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { siteConfigReader } from './site/config';
import { REMOTE_TIMEOUT_MS, RemoteLoader } from './site/remoteLoader';
import { startPage } from './startPage';
import { yieldToMain } from './site/yieldToMain';

// One loader per page: remotes.json is read now (from the page itself when it was rendered), while React starts.
const loader = new RemoteLoader({
  fetchConfig: siteConfigReader(document, fetch, window.location.href, REMOTE_TIMEOUT_MS),
  runtime: { registerRemotes, loadRemote },
  // The URL as it arrived: startPage takes the query off the address while the page hydrates.
  page: { search: window.location.search, href: window.location.href },
  scope: window as unknown as Record<string, unknown>,
});

const root = document.getElementById('root');
// Hydration starts in a task of its own, after the one that evaluated React and the host's modules.
if (root) void yieldToMain().then(() => startPage(root, loader));
