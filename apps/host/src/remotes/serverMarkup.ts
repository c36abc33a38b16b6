import { createContext, useContext } from 'react';
import { isRemoteName, type RemoteName } from '@storefront/shell/host';
import { useLocation } from '@storefront/shell';

/** Set on the element around a remote's pages (RemoteArea), so the browser can find its server HTML. */
export const AREA_ATTRIBUTE = 'data-remote-area';

/** Each remote area's HTML as the page arrived, before hydration, and the path it was rendered for. */
export interface ServerMarkup {
  path: string;
  areas: Partial<Record<RemoteName, string>>;
}

/**
 * Keeps a copy of each remote area's server HTML (bootstrap.tsx, just before hydrating): if the
 * remote then fails in the browser, its area still shows what the page said, instead of nothing.
 */
export function captureServerMarkup(root: Element, path: string): ServerMarkup {
  const areas: ServerMarkup['areas'] = {};
  for (const area of root.querySelectorAll(`[${AREA_ATTRIBUTE}]`)) {
    const remote = area.getAttribute(AREA_ATTRIBUTE);
    if (remote && isRemoteName(remote)) areas[remote] = area.innerHTML;
  }
  return { path, areas };
}

export const ServerMarkupContext = createContext<ServerMarkup | null>(null);

/** The area's server HTML while the browser is still at the page it was rendered for; otherwise null. */
export function useServerMarkup(remote: RemoteName): string | null {
  const markup = useContext(ServerMarkupContext);
  const { pathname } = useLocation();
  return (markup?.path === pathname && markup.areas[remote]) || null;
}
