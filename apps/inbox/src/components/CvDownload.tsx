import { useState } from 'react';
import { useSession } from '@storefront/shell';
import { STAFF_ENDPOINTS, staffPath, type InboxItemReply } from '@storefront/types/forms';
import { saveFile } from '../hooks/saveFile';
import styles from './Inbox.module.css';

/** A job application's CV: fetched with the staff token (the api records the view) and saved. */
export function CvDownload({ id, cv }: { id: string; cv: NonNullable<InboxItemReply['item']['cv']> }) {
  const { call } = useSession();
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    const result = await call(staffPath('cv', id), { download: true, accept: STAFF_ENDPOINTS.cv.accept });
    if (result.ok) saveFile(result.data as File);
    setState(result.ok ? { busy: false } : { busy: false, error: result.error });
  };
  return (
    <section aria-labelledby="cv-title">
      <h2 id="cv-title">CV</h2>
      <p>
        {cv.name || 'The CV'} ({cv.type.toUpperCase()}, {Math.max(1, Math.round(cv.size / 1024))} KB)
      </p>
      <div className={styles.actions}>
        <button type="button" className="sf-btn" onClick={() => void download()} disabled={state.busy}>
          {state.busy ? 'Downloading…' : 'Download CV'}
        </button>
        <span role="status">{state.error}</span>
      </div>
    </section>
  );
}
