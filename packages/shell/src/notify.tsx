import { createContext, useContext } from 'react';

export type NotifyKind = 'default' | 'success' | 'info' | 'warning' | 'error' | 'loading';

export interface NotifyOptions {
  /** Milliseconds before it closes; false keeps it open. */
  autoClose?: number | false;
}

/** Notifications shown by the host (top-right). */
export interface NotifyApi {
  notify(kind: NotifyKind, message: string, options?: NotifyOptions): void;
}

export const NotifyContext = createContext<NotifyApi | null>(null);

export function useNotify(): NotifyApi {
  const api = useContext(NotifyContext);
  if (!api) throw new Error('useNotify must be used within a NotifyProvider');
  return api;
}
