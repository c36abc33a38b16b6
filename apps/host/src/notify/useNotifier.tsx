import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { NotifyApi } from '@storefront/shell';
import { Boundary } from '../boundary/Boundary';
import type { Show } from './toaster';

// react-toastify is not needed to draw a page: it loads with the first notification.
const Toaster = lazy(() => import(/* webpackChunkName: "toaster" */ './toaster'));

type Pending = Parameters<Show>;

/**
 * The host's notifications: the api the shell hands to every remote, and the element that shows
 * them. Messages sent before the toaster's code has arrived wait for it; if that code cannot load,
 * only the notifications are lost (a console message says which), never the page.
 */
export function useNotifier(): { api: NotifyApi; element: React.ReactNode } {
  const [wanted, setWanted] = useState(false);
  const show = useRef<Show | null>(null);
  const pending = useRef<Pending[]>([]);

  const api = useMemo<NotifyApi>(
    () => ({
      notify(...args) {
        if (show.current) return show.current(...args);
        pending.current.push(args);
        setWanted(true);
      },
    }),
    [],
  );

  const onReady = useCallback((ready: Show) => {
    show.current = ready;
    for (const args of pending.current.splice(0)) ready(...args);
  }, []);

  const element = wanted && (
    <Boundary
      part="Notifications"
      fallback={() => {
        for (const [, message] of pending.current.splice(0)) console.error('Could not show a notification:', message);
        return null;
      }}
    >
      <Suspense fallback={null}>
        <Toaster onReady={onReady} />
      </Suspense>
    </Boundary>
  );
  return { api, element };
}
