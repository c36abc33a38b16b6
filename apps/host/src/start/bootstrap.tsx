import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { readInlineSiteConfig, siteConfigReader } from '../site/config';
import { entryScriptOf } from '@storefront/site/remote-entry';
import { REMOTE_TIMEOUT_MS, RemoteLoader } from '../site/remoteLoader';
import { startPage } from './startPage';
import { yieldToMain } from './yieldToMain';

// The remotes.json a rendered page carries: read now, while React starts, with no request.
const carried = readInlineSiteConfig(document, window.location.href);
// One loader per page.
const loader = new RemoteLoader({
  fetchConfig: siteConfigReader(carried, fetch, window.location.href, REMOTE_TIMEOUT_MS),
  // Each remote by its entry script, beside the manifest remotes.json names: the page's runtime
  // reads no manifest (packages/rspack-config leaves that code out of the first load).
  runtime: {
    registerRemotes: (remotes, options) =>
      registerRemotes(
        remotes.map((remote) => ({ ...remote, entry: entryScriptOf(remote.entry) })),
        options,
      ),
    loadRemote,
  },
  // The URL as it arrived: startPage takes the query off the address while the page hydrates.
  page: { search: window.location.search, href: window.location.href },
  scope: window as unknown as Record<string, unknown>,
});

const root = document.getElementById('root');
// Hydration starts in a task of its own, after the one that evaluated React and the host's modules.
// The api's origin it names is known at once: forms drawn in the browser post where the rendered ones do.
if (root) void yieldToMain().then(() => startPage(root, loader, carried?.api));
