import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { NotifyContext, type NotifyApi } from '@storefront/shell';

// react-toastify is not needed to draw a page: it loads with the first notification.
const loadToaster = () => import('./toaster');
const Toaster = lazy(loadToaster);

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);

  const api = useMemo<NotifyApi>(
    () => ({
      notify(kind, message, options) {
        setWanted(true);
        void loadToaster()
          .then((toaster) => toaster.mounted.then(() => toaster.show(kind, message, options)))
          .catch((error: unknown) => console.error('Could not show a notification:', message, error));
      },
    }),
    [],
  );

  return (
    <NotifyContext.Provider value={api}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}
