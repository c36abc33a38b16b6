import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { AuthDialogContext, type AuthDialogApi, type AuthMode } from '@storefront/shell';

// The dialog's code loads on first open; the first page does not need it.
const AuthDialog = lazy(() => import('./AuthDialog'));

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; mode: AuthMode; loaded: boolean }>({
    open: false,
    mode: 'register',
    loaded: false,
  });
  const open = useCallback((mode: AuthMode = 'register') => setState({ open: true, mode, loaded: true }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo<AuthDialogApi>(() => ({ open }), [open]);

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {state.loaded && (
        <Suspense fallback={null}>
          <AuthDialog
            open={state.open}
            mode={state.mode}
            onModeChange={(mode) => setState((s) => ({ ...s, mode }))}
            onClose={close}
          />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
