import { useEffect, useRef } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import type { NotifyKind, NotifyOptions } from '@storefront/shell';

let markMounted: () => void = () => undefined;
/** Resolves once the container is on the page, so no notification is lost. */
export const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

let raise: () => void = () => undefined;

let layerElement: HTMLElement | null = null;

/**
 * Notifications sit top-right, just below the site header while it is in view: they must not
 * cover Account, Log out or the cart, and a pointer resting on one would pause its closing.
 */
function place() {
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  layerElement?.style.setProperty('--sf-toast-top', `${Math.max(16, Math.round(headerBottom) + 8)}px`);
}

export function show(kind: NotifyKind, message: string, options: NotifyOptions = {}) {
  place();
  raise();
  const { autoClose } = options;
  const opts = autoClose === undefined ? {} : { autoClose };
  if (kind === 'default') toast(message, opts);
  else if (kind === 'loading') toast.loading(message, opts);
  else toast[kind](message, opts);
}

// A modal dialog (the auth dialog) sits in the browser's top layer, above any z-index: the
// notifications live in a popover, re-shown before each one so they land above the dialog.
const LAYER = { inset: '0 0 auto auto', margin: 0, padding: 0, border: 0, background: 'none', overflow: 'visible' };

export default function Toaster() {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = layer.current;
    layerElement = element;
    raise = () => {
      if (!element?.showPopover) return;
      if (element.matches(':popover-open')) element.hidePopover();
      element.showPopover();
    };
    try {
      raise();
    } catch {
      // No popover support: the attribute goes, and the notifications show in the page as before.
      element?.removeAttribute('popover');
      raise = () => undefined;
    }
    markMounted();
  }, []);
  return (
    <div ref={layer} popover="manual" style={LAYER}>
      <ToastContainer position="top-right" limit={20} newestOnTop style={{ top: 'var(--sf-toast-top, 1rem)' }} />
    </div>
  );
}
