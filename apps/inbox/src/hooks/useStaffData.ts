import { useCallback, useEffect, useState } from 'react';
import { useSession, type ApiFailed } from '@storefront/shell';
import { STAFF_ENDPOINTS, staffPath, type StaffEndpointName, type StaffReplyOf } from '@storefront/types/forms';

export type StaffData<T> =
  { state: 'loading'; data?: T } | { state: 'ready'; data: T } | { state: 'failed'; failure: ApiFailed; data?: T };

/**
 * Reads a staff endpoint as the signed-in account, again whenever the id or query changes.
 * A 401 ends the session (useSession's call), so the page shows the log-in prompt; any other
 * failure is given to the page to show. What was read before stays while the next read runs.
 */
export function useStaffData<N extends StaffEndpointName>(
  name: N,
  { id, search = '' }: { id?: string; search?: string } = {},
) {
  const { call } = useSession();
  const [data, setData] = useState<StaffData<StaffReplyOf<N>>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const path = `${staffPath(name, id)}${search ? `?${search}` : ''}`;

  useEffect(() => {
    let current = true;
    setData((d) => ({ state: 'loading', data: d.data }));
    const accept = STAFF_ENDPOINTS[name].accept as (data: unknown) => data is StaffReplyOf<N>;
    void call(path, { accept }).then((result) => {
      if (!current) return;
      setData((d) =>
        result.ok ? { state: 'ready', data: result.data } : { state: 'failed', failure: result, data: d.data },
      );
    });
    return () => {
      current = false;
    };
  }, [call, name, path, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...data, reload };
}
