import { useState } from 'react';
import { useSession } from '@storefront/shell';
import { STAFF_ENDPOINTS } from '@storefront/types/forms';
import { filterSearch, withoutPage, type Filter } from '../data/filter';
import { saveFile } from '../hooks/saveFile';

/** The current filter, every page of it, as the api's CSV (its formula guard included). */
export function ExportCsv({ filter }: { filter: Filter }) {
  const { call } = useSession();
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const search = filterSearch(withoutPage(filter));

  const exportCsv = async () => {
    setState({ busy: true });
    const { path, accept } = STAFF_ENDPOINTS.inboxCsv;
    const result = await call(`${path}${search ? `?${search}` : ''}`, { download: true, accept });
    if (result.ok) saveFile(result.data as File);
    setState(result.ok ? { busy: false } : { busy: false, error: result.error });
  };

  return (
    <>
      <button type="button" className="sf-btn sf-btn--ghost" onClick={() => void exportCsv()} disabled={state.busy}>
        {state.busy ? 'Exporting…' : 'Export CSV'}
      </button>
      <span role="status">{state.error}</span>
    </>
  );
}
