import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { AuthDialogApi, AuthMode } from '@storefront/shell';
import { Boundary } from '../boundary/Boundary';
import styles from './DialogUnavailable.module.css';

// The dialog's code loads on first open; the first page does not need it. A new lazy component per
// attempt: React keeps a failed one failed, and the bundler's loader tries a failed chunk again.
const loadAuthDialog = () => lazy(() => import(/* webpackChunkName: "auth-dialog" */ './AuthDialog'));

interface State {
  open: boolean;
  mode: AuthMode;
  /** Its code was asked for once: from then on it stays mounted (closed or open). */
  loaded: boolean;
  /** Its code failed to load or draw: the next open tries again (with a new attempt). */
  failed: boolean;
  attempt: number;
  Dialog: ReturnType<typeof loadAuthDialog>;
}

/** Said in place of the dialog when its code could not load; the next open tries again. */
function DialogUnavailable({ onClose }: { onClose: () => void }) {
  return (
    <div className={styles.unavailable} role="alert">
      <p>The sign-in form could not load. Check your connection and press Account again.</p>
      <button type="button" className="sf-btn" onClick={onClose} autoFocus>
        Close
      </button>
    </div>
  );
}

/**
 * The host's sign-up / log-in dialog: the api the shell hands to every remote (useAuthDialog), and
 * the element that shows it. A failure to load or draw it costs only the dialog.
 */
export function useAuthDialogHost(): { api: AuthDialogApi; element: ReactNode } {
  const [state, setState] = useState<State>(() => ({
    open: false,
    mode: 'register',
    loaded: false,
    failed: false,
    attempt: 0,
    Dialog: loadAuthDialog(),
  }));
  const open = useCallback(
    (mode: AuthMode = 'register') =>
      setState((s) =>
        s.failed
          ? { open: true, mode, loaded: true, failed: false, attempt: s.attempt + 1, Dialog: loadAuthDialog() }
          : { ...s, open: true, mode, loaded: true },
      ),
    [],
  );
  const failed = useCallback(() => setState((s) => ({ ...s, failed: true })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo<AuthDialogApi>(() => ({ open }), [open]);

  const element = state.loaded && (
    <Boundary
      key={state.attempt}
      part="The auth dialog"
      onError={failed}
      fallback={() => (state.open ? <DialogUnavailable onClose={close} /> : null)}
    >
      <Suspense fallback={null}>
        <state.Dialog
          open={state.open}
          mode={state.mode}
          onModeChange={(mode) => setState((s) => ({ ...s, mode }))}
          onClose={close}
        />
      </Suspense>
    </Boundary>
  );
  return { api, element };
}
