import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { NotifyApi } from '@storefront/shell';
import { Boundary } from '../boundary/Boundary';
import type { Show } from './toaster';

// react-toastify is not needed to draw a page: it loads with the first notification. A new lazy
// component per attempt: React keeps a failed one failed, and the bundler's loader tries a failed
// chunk again.
const loadToaster = () => lazy(() => import(/* webpackChunkName: "toaster" */ './toaster'));

interface Attempt {
  attempt: number;
  Toaster: ReturnType<typeof loadToaster>;
}

type Pending = Parameters<Show>;

/**
 * The host's notifications: the api the shell hands to every remote, and the element that shows
 * them. Messages sent before the toaster's code has arrived wait for it. If that code cannot load
 * (offline, before the site's worker keeps it), they keep waiting: the next notification, or the
 * browser back online, tries again and then shows them all. A form's reference, told the moment
 * the connection returns, is never lost to a toaster that failed earlier.
 */
export function useNotifier(): { api: NotifyApi; element: React.ReactNode } {
  const [toaster, setToaster] = useState<Attempt | null>(null);
  const show = useRef<Show | null>(null);
  const pending = useRef<Pending[]>([]);
  const phase = useRef<'none' | 'loading' | 'failed'>('none');
  // A notification while an attempt was loading: if that attempt fails, the next goes at once.
  const askedMeanwhile = useRef(false);

  const load = useCallback(() => {
    phase.current = 'loading';
    askedMeanwhile.current = false;
    setToaster((current) => ({ attempt: (current?.attempt ?? 0) + 1, Toaster: loadToaster() }));
  }, []);
  const failed = useCallback(() => {
    phase.current = 'failed';
    if (askedMeanwhile.current) load();
  }, [load]);

  useEffect(() => {
    const retry = () => phase.current === 'failed' && pending.current.length > 0 && load();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [load]);

  const api = useMemo<NotifyApi>(
    () => ({
      notify(...args) {
        if (show.current) return show.current(...args);
        pending.current.push(args);
        if (phase.current === 'loading') askedMeanwhile.current = true;
        else load();
      },
    }),
    [load],
  );

  const onReady = useCallback((ready: Show) => {
    show.current = ready;
    for (const args of pending.current.splice(0)) ready(...args);
  }, []);

  const element = toaster && (
    <Boundary key={toaster.attempt} part="Notifications" onError={failed}>
      <Suspense fallback={null}>
        <toaster.Toaster onReady={onReady} />
      </Suspense>
    </Boundary>
  );
  return { api, element };
}
