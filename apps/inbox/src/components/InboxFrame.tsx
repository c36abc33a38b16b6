import type { ReactNode } from 'react';
import { NavLink, useSession } from '@storefront/shell';
import { useDocumentTitle } from '@storefront/ui';
import { StaffOnly } from './StaffOnly';
import styles from './Inbox.module.css';

/**
 * Every inbox page: kept out of search engines (React puts the <meta> in the document's head,
 * and the remote's declaration lists no pages: docs/product.md#inbox), named in the browser tab,
 * shown to staff only, with the inbox's own navigation.
 */
export function InboxFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const { user } = useSession();
  return (
    <div className={`sf-container ${styles.page}`}>
      <meta name="robots" content="noindex" />
      <StaffOnly>
        <nav aria-label="Inbox" className={styles.nav}>
          <NavLink to="/inbox" end>
            Inbox
          </NavLink>
          <NavLink to="/inbox/releases">Releases</NavLink>
          <NavLink to="/inbox/mail">Mail I get</NavLink>
          {user?.role === 'admin' && <NavLink to="/inbox/audit">Audit and staff</NavLink>}
        </nav>
        {children}
      </StaffOnly>
    </div>
  );
}
