import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import type { NotifyKind, NotifyOptions } from '@storefront/shell';

let markMounted: () => void = () => undefined;
/** Resolves once the container is on the page, so no notification is lost. */
export const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function show(kind: NotifyKind, message: string, options: NotifyOptions = {}) {
  const { autoClose } = options;
  const opts = autoClose === undefined ? {} : { autoClose };
  if (kind === 'default') toast(message, opts);
  else if (kind === 'loading') toast.loading(message, opts);
  else toast[kind](message, opts);
}

export default function Toaster() {
  useEffect(() => markMounted(), []);
  return <ToastContainer position="top-right" limit={20} newestOnTop />;
}
