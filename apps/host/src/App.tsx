import { useEffect, useState } from 'react';
import { ShellProviders, makePersistedStore, useHydrated, type ShellProvidersProps } from '@storefront/shell/host';
import type { NotifyApi } from '@storefront/shell';
import '@storefront/ui/tokens.css';
import { useAuthDialogHost } from './auth/useAuthDialogHost';
import { useNotifier } from './notify/useNotifier';
import { Boundary } from './boundary/Boundary';
import { Layout } from './layout/Layout';
import { SiteContext } from './site/SiteContext';
import { ServerMarkupContext, type ServerMarkup } from './remotes/serverMarkup';
import type { RemoteLoader } from './site/remoteLoader';
import { takeOver } from './early/replay';

/** The last resort: a page that could not be drawn at all still says so and offers a way on. */
function PageFailed() {
  return (
    <div className="sf-container sf-page" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Your cart is kept.</p>
      <button type="button" className="sf-btn" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </div>
  );
}

interface AppProps {
  loader: RemoteLoader;
  /** The router: the browser's own URL when absent; the render step passes one fixed at a URL. */
  Router?: ShellProvidersProps['Router'];
  /** In the browser, over a rendered page: each remote area's HTML as it arrived (kept if that remote fails). */
  serverMarkup?: ServerMarkup | undefined;
  /** Called once the page has hydrated (in the browser), with the page's notifications. */
  onHydrated?: ((page: { notify: NotifyApi }) => void) | undefined;
  /**
   * The api's origin when known at once (the render step's `$api`, the page's inlined settings):
   * the forms' actions carry it. Without it they have the default origin.
   */
  apiOrigin?: string | undefined;
}

function WhenHydrated({ run, notify }: { run: (page: { notify: NotifyApi }) => void; notify: NotifyApi }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) run({ notify });
  }, [hydrated, run, notify]);
  return null;
}

function Shell({ loader, Router, serverMarkup, onHydrated, apiOrigin: knownOrigin }: AppProps) {
  // One store for the page; remotes reach it through the shell's useCart().
  const [store] = useState(() => makePersistedStore());
  // Read once from remotes.json ($api); calls made before it is known wait for it.
  const [apiOrigin] = useState(() => loader.apiOrigin());
  // For the forms' actions, synchronously, and fixed for the page's life: a context that changed
  // while a remote's area waits to hydrate would make React drop that area's server HTML. A rendered
  // form keeps the server's action on hydration in any case.
  const [formOrigin] = useState(knownOrigin);
  const notifier = useNotifier();
  const auth = useAuthDialogHost();
  // The host's own part (header, footer, dialogs) works from its first commit, whatever the remotes do.
  useEffect(() => void takeOver('host'), []);
  return (
    <ShellProviders
      store={store}
      {...(Router && { Router })}
      notify={notifier.api}
      authDialog={auth.api}
      loadRemoteModule={loader.loadModule}
      api={{ origin: apiOrigin, formOrigin }}
    >
      <SiteContext.Provider value={loader}>
        <ServerMarkupContext value={serverMarkup ?? null}>
          <Layout />
        </ServerMarkupContext>
        {auth.element}
        {notifier.element}
        {onHydrated && <WhenHydrated run={onHydrated} notify={notifier.api} />}
      </SiteContext.Provider>
    </ShellProviders>
  );
}

export function App({ loader, Router, serverMarkup, onHydrated, apiOrigin }: AppProps) {
  return (
    <Boundary part="The page" fallback={() => <PageFailed />}>
      <Shell
        loader={loader}
        {...(Router && { Router })}
        serverMarkup={serverMarkup}
        onHydrated={onHydrated}
        apiOrigin={apiOrigin}
      />
    </Boundary>
  );
}
