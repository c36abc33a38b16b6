import type { ApiFailed } from '@storefront/shell';
import { NotFound } from '@storefront/ui';
import { StaffOnlyMessage } from './StaffOnly';
import styles from './Inbox.module.css';

/**
 * What a failed read shows: a 403 the api's sentence (the role was taken away, or an admin's
 * page), a 404 the site's not-found page, anything else the error with Try again.
 * (A 401 never gets here: the session ends and the log-in prompt shows instead.)
 */
export function Failure({ failure, retry }: { failure: ApiFailed; retry: () => void }) {
  if (failure.kind === 'rejected' && failure.status === 403) return <StaffOnlyMessage message={failure.error} />;
  if (failure.kind === 'rejected' && failure.status === 404) return <NotFound />;
  return (
    <div role="alert" className={styles.failure}>
      <p>{failure.error}</p>
      <button type="button" className="sf-btn sf-btn--ghost" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
