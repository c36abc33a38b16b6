import type { ReactNode } from 'react';
import { useAuthDialog, useSession } from '@storefront/shell';
import { STAFF_ONLY } from '@storefront/types/forms';
import styles from './Inbox.module.css';

/** The one sentence an account that is not staff reads, here and from the api. */
export function StaffOnlyMessage({ message = STAFF_ONLY }: { message?: string }) {
  return (
    <div className={styles.notice}>
      <h1>Inbox</h1>
      <p>{message}</p>
    </div>
  );
}

/**
 * Shows the staff pages only to a signed-in staff member or admin: a visitor is asked to log in
 * (the host's dialog), a visitor's account reads that the page is for staff. The api checks the
 * role on every request anyway; this only saves asking for what would be refused.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const auth = useAuthDialog();
  if (status === 'checking') {
    return (
      <p role="status" className={styles.notice}>
        Loading…
      </p>
    );
  }
  if (!user) {
    return (
      <div className={styles.notice}>
        <h1>Inbox</h1>
        <p>The inbox is for the agency’s staff. Log in with your staff account to read it.</p>
        <button type="button" className="sf-btn" onClick={() => auth.open('login')}>
          Log in
        </button>
      </div>
    );
  }
  if (user.role === 'visitor') return <StaffOnlyMessage />;
  return children;
}
