import { createContext, use, useContext, useSyncExternalStore } from 'react';
import type { LiveSite, RemoteLoader } from './remoteLoader';

/** The page's remote loader, made once at start (bootstrap.tsx) and passed down. */
export const SiteContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(SiteContext);
  if (!loader) throw new Error('useRemoteLoader must be used within a SiteContext provider');
  return loader;
}

/** The live site; suspends until remotes.json is read, throws (to a boundary) when it cannot be. */
export function useLiveSite(): LiveSite {
  const loader = useRemoteLoader();
  return use(useSyncExternalStore(loader.subscribe, loader.site, loader.site));
}
