import { createContext, useContext } from 'react';

export type AuthMode = 'register' | 'login';

/** The host's sign-up / log-in dialog, opened from anywhere (header Account button, home Get Started). */
export interface AuthDialogApi {
  open(mode?: AuthMode): void;
}

export const AuthDialogContext = createContext<AuthDialogApi | null>(null);

export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog must be used within an AuthDialogProvider');
  return api;
}
