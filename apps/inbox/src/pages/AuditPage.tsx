import { Link, useSearchParams } from '@storefront/shell';
import type { AuditEntry, AuditReply } from '@storefront/types/forms';
import { InboxFrame } from '../components/InboxFrame';
import { Loaded } from '../components/Loaded';
import { ScrollTable } from '../components/ScrollTable';
import { EraseSection } from '../components/EraseSection';
import { TeamSection } from '../components/TeamSection';
import styles from '../components/Inbox.module.css';
import { KIND_LABELS, STATUS_LABELS, formatWhen } from '../data/labels';
import { useStaffData } from '../hooks/useStaffData';
import { itemPath } from './InboxPage';

/** What an audit entry records, in words. */
export function auditAction(entry: AuditEntry): string {
  switch (entry.action) {
    case 'cv-view':
      return 'Downloaded the CV';
    case 'status':
      return `Set the status to ${entry.status ? STATUS_LABELS[entry.status] : '?'}`;
    case 'role':
      return `Made ${entry.account ? `${entry.account.name} (${entry.account.email})` : 'an account'} ${entry.role ?? '?'}`;
    case 'canary-end':
      return `Ended the ${entry.release ? `${entry.release.app} canary ${entry.release.release}` : 'canary'}`;
    // The item is named in its own column, as for a CV download and a status.
    case 'reply':
      return 'Replied to the sender';
    case 'not-spam':
      return 'Marked not spam';
    case 'mail-resend':
      return 'Sent a failed mail again';
    // Whose, never: the note says how much.
    case 'erase':
      return 'Erased a person’s data on request';
  }
}

const AUDIT_COLUMNS = ['When', 'Who', 'What', 'Item', 'Note'];

function AuditList() {
  const [params] = useSearchParams();
  const page = /^[1-9]\d{0,5}$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 1;
  return (
    <Loaded read={useStaffData('audit', { search: page > 1 ? `page=${page}` : '' })}>
      {(audit) => <AuditView audit={audit} page={page} />}
    </Loaded>
  );
}

function AuditView({ audit: { entries, total, pageSize }, page }: { audit: AuditReply; page: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <h1>Audit</h1>
      <p>
        Every CV downloaded, status set, reply sent, item marked not spam, failed mail sent again, role given or taken,
        canary ended and person’s data erased, newest first.
      </p>
      {entries.length ? (
        <ScrollTable
          label="Audit record"
          columns={AUDIT_COLUMNS}
          caption={total === 1 ? '1 entry' : `${total} entries`}
        >
          <tbody>
            {entries.map((entry, index) => (
              <tr key={index}>
                <th scope="row">
                  <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                </th>
                <td>
                  {entry.by ? (
                    <>
                      {entry.by.name}
                      <span className={styles.who}>{entry.by.email}</span>
                    </>
                  ) : entry.action === 'erase' ? (
                    'The person, from My account'
                  ) : (
                    'The server (pnpm staff)'
                  )}
                </td>
                <td>{auditAction(entry)}</td>
                <td>
                  {entry.item ? (
                    <Link to={itemPath(entry.item)}>
                      {KIND_LABELS[entry.item.kind].one} {entry.item.reference}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={styles.note}>{entry.note || '—'}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : (
        <p>Nothing recorded yet.</p>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className={styles.actions}>
          {page > 1 && <Link to={`/inbox/audit?page=${page - 1}`}>Newer</Link>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <Link to={`/inbox/audit?page=${page + 1}`}>Older</Link>}
        </nav>
      )}
      <TeamSection />
      <EraseSection />
    </>
  );
}

/** /inbox/audit (admin): the audit record and the staff list. The api refuses anyone else (403). */
export function AuditPage() {
  return (
    <InboxFrame title="Audit">
      <AuditList />
    </InboxFrame>
  );
}
