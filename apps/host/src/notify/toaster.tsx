import { useEffect, useRef } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import type { NotifyKind, NotifyOptions } from '@storefront/shell';

export type Show = (kind: NotifyKind, message: string, options?: NotifyOptions) => void;

/**
 * Notifications sit top-right, just below the site header while it is in view: they must not
 * cover Account, Log out or the cart, and a pointer resting on one would pause its closing.
 */
function place(layer: HTMLElement) {
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  layer.style.setProperty('--sf-toast-top', `${Math.max(16, Math.round(headerBottom) + 8)}px`);
}

/**
 * A modal dialog (the auth dialog) sits in the browser's top layer, above any z-index: the
 * notifications live in a popover, re-shown before each one so they land above the dialog.
 * Without popover support the attribute goes, and they show in the page as before.
 */
function raise(layer: HTMLElement) {
  if (!layer.showPopover || !layer.hasAttribute('popover')) return;
  try {
    if (layer.matches(':popover-open')) layer.hidePopover();
    layer.showPopover();
  } catch {
    layer.removeAttribute('popover');
  }
}

const LAYER = { inset: '0 0 auto auto', margin: 0, padding: 0, border: 0, background: 'none', overflow: 'visible' };

/** The container; once on the page it hands its show function to the notifier. */
export default function Toaster({ onReady }: { onReady: (show: Show) => void }) {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = layer.current;
    if (!element) return;
    raise(element);
    onReady((kind, message, options = {}) => {
      place(element);
      raise(element);
      const { autoClose } = options;
      const opts = autoClose === undefined ? {} : { autoClose };
      if (kind === 'default') toast(message, opts);
      else if (kind === 'loading') toast.loading(message, opts);
      else toast[kind](message, opts);
    });
  }, [onReady]);
  return (
    <div ref={layer} popover="manual" style={LAYER}>
      <ToastContainer position="top-right" limit={20} newestOnTop style={{ top: 'var(--sf-toast-top, 1rem)' }} />
    </div>
  );
}
