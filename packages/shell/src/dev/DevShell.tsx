import { StrictMode, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// By package name, not a relative path: a remote's page must use the same shared shell module as its pages.
import { DEFAULT_API_ORIGIN } from '@storefront/types';
import { ShellProviders, makePersistedStore } from '@storefront/shell/host';
import type { AuthDialogApi, NotifyApi } from '@storefront/shell';

// Other remotes are not registered on a remote's own page: callers take their fallback path.
const devLoadRemoteModule = <T,>(request: string): Promise<T> =>
  Promise.reject(new Error(`${request} is not available on this remote's own page (dev shell)`));

/**
 * What the host gives a remote, in miniature: the same provider tree with a store, notifications
 * listed on the page, an auth dialog that says what the host would do, and the api on its default
 * origin (see apps.json), so a team can run its remote on its own page without the host.
 */
export function DevShell({ children }: { children: ReactNode }) {
  const [store] = useState(() => makePersistedStore());
  const [messages, setMessages] = useState<string[]>([]);
  const notify = useMemo<NotifyApi>(
    () => ({ notify: (kind, message) => setMessages((m) => [...m.slice(-4), `${kind}: ${message}`]) }),
    [],
  );
  const authDialog = useMemo<AuthDialogApi>(
    () => ({ open: (mode = 'register') => notify.notify('info', `The host would open its ${mode} dialog here.`) }),
    [notify],
  );
  return (
    <ShellProviders
      store={store}
      notify={notify}
      authDialog={authDialog}
      loadRemoteModule={devLoadRemoteModule}
      api={{ origin: DEFAULT_API_ORIGIN }}
    >
      <p style={{ margin: 0, padding: '6px 12px', background: '#fff1e8', fontSize: 14 }}>
        Standalone remote page (dev shell). The site shows this inside the host.
      </p>
      <main>{children}</main>
      <ul aria-live="polite" style={{ position: 'fixed', right: 12, top: 12, listStyle: 'none' }}>
        {messages.map((m, i) => (
          <li key={i} style={{ background: '#1d1b4b', color: '#fff', padding: 8, marginBottom: 4 }}>
            {m}
          </li>
        ))}
      </ul>
    </ShellProviders>
  );
}

/** A remote's standalone page (its bootstrap.tsx): its pages inside the dev shell, on #root. */
export function mountDevPage(Pages: ComponentType): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <DevShell>
        <Pages />
      </DevShell>
    </StrictMode>,
  );
}
