import { createContext, useContext } from 'react';

/**
 * Loads a module another remote exposes on purpose (e.g. 'catalogue/data'), the way the host
 * loads pages: after remotes.json is read, with the host's timeout. Rejects when the remote is
 * down, so the caller can fall back (the product page to its stored snapshot).
 */
export type LoadRemoteModule = <T>(request: string) => Promise<T>;

export const RemoteModuleContext = createContext<LoadRemoteModule | null>(null);

export function useLoadRemoteModule(): LoadRemoteModule {
  const load = useContext(RemoteModuleContext);
  if (!load) throw new Error('useLoadRemoteModule must be used within a RemoteModuleContext provider');
  return load;
}
