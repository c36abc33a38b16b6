import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@storefront/shell';
import { SUBMISSION_KINDS, type InboxItem, type InboxReply } from '@storefront/types/forms';
import { ExportCsv } from '../components/ExportCsv';
import { Failure } from '../components/Failure';
import { FilterForm } from '../components/FilterForm';
import { InboxFrame } from '../components/InboxFrame';
import { ScrollTable } from '../components/ScrollTable';
import styles from '../components/Inbox.module.css';
import { filterSearch, readFilter, withoutPage, type Filter } from '../data/filter';
import { KIND_LABELS, KIND_ORDER, STATUS_LABELS, formatWhen } from '../data/labels';
import { mailWarning } from '../data/mail';
import { useStaffData } from '../hooks/useStaffData';

/** An item's page: its kind in the address, for a reader of the address (the id alone finds it). */
export const itemPath = (item: Pick<InboxItem, 'kind' | 'id'>) => `/inbox/${item.kind}/${item.id}`;

const listPath = (filter: Filter) => {
  const search = filterSearch(filter);
  return `/inbox${search ? `?${search}` : ''}`;
};

/** Every kind with its count of new items, each a link to the list of that kind. */
function Kinds({ filter, counts }: { filter: Filter; counts: InboxReply['newCounts'] | undefined }) {
  const rest = withoutPage(filter);
  const total = counts ? SUBMISSION_KINDS.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0) : undefined;
  const newText = (n: number | undefined) => (n === undefined ? '' : ` (${n} new)`);
  return (
    <ul className={styles.kinds} aria-label="Kinds">
      <li>
        <Link to={listPath({ ...rest, kind: undefined })} aria-current={!filter.kind}>
          Everything{newText(total)}
        </Link>
      </li>
      {KIND_ORDER.map((kind) => (
        <li key={kind}>
          <Link to={listPath({ ...rest, kind })} aria-current={filter.kind === kind}>
            {KIND_LABELS[kind].many}
            {newText(counts?.[kind])}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const ITEM_COLUMNS = ['Reference', 'Received', 'Kind', 'From', 'About', 'Status'];

function ItemsTable({ reply, spam }: { reply: InboxReply; spam: boolean }) {
  if (!reply.items.length) return <p>{spam ? 'No spam matches this filter.' : 'Nothing here matches this filter.'}</p>;
  const first = (reply.page - 1) * reply.pageSize + 1;
  return (
    <ScrollTable
      label="Items received"
      columns={ITEM_COLUMNS}
      caption={
        <>
          {reply.total === 1 ? '1 item' : `${reply.total} items`}, newest first
          {reply.total > reply.items.length ? ` (${first} to ${first + reply.items.length - 1} shown)` : ''}
        </>
      }
    >
      <tbody>
        {reply.items.map((item) => (
          <tr key={item.id}>
            <th scope="row">
              <Link to={itemPath(item)}>{item.reference}</Link>
              {item.spam && (
                <>
                  {' '}
                  <span className={styles.spam}>Spam</span>
                </>
              )}
            </th>
            <td>
              <time dateTime={item.receivedAt}>{formatWhen(item.receivedAt)}</time>
            </td>
            <td>{KIND_LABELS[item.kind].one}</td>
            <td>
              {item.name || '—'}
              {item.email && <span className={styles.who}>{item.email}</span>}
              {item.phone && <span className={styles.who}>{item.phone}</span>}
            </td>
            <td>{item.summary}</td>
            <td className={item.status === 'new' ? styles.new : undefined}>{STATUS_LABELS[item.status]}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function Pages({ filter, reply }: { filter: Filter; reply: InboxReply }) {
  const count = Math.max(1, Math.ceil(reply.total / reply.pageSize));
  if (count === 1) return null;
  const to = (page: number) => listPath({ ...filter, page: String(page) });
  return (
    <nav aria-label="Pages" className={styles.actions}>
      {reply.page > 1 && <Link to={to(reply.page - 1)}>Previous page</Link>}
      <span>
        Page {reply.page} of {count}
      </span>
      {reply.page < count && <Link to={to(reply.page + 1)}>Next page</Link>}
    </nav>
  );
}

/** Says when mail is failing or late (the outbox as the api sees it); nothing while it flows. */
function MailNotice({ mail }: { mail: InboxReply['mail'] }) {
  // The wait is measured when the figures arrive: each read of the list brings new ones.
  const [now, setNow] = useState(Date.now);
  useEffect(() => setNow(Date.now()), [mail]);
  const warning = mailWarning(mail, now);
  return warning ? (
    <p role="alert" className={styles.warning}>
      {warning}
    </p>
  ) : null;
}

function InboxList() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const search = filterSearch(filter);
  const inbox = useStaffData('inbox', { search });
  // A new filter is a new address (from its first page); the same one is read again, fresh.
  const apply = (next: Filter) => {
    const nextSearch = filterSearch(withoutPage(next));
    if (nextSearch === search) inbox.reload();
    else setParams(nextSearch);
  };
  const spam = filter.spam === 'true';
  const rest = withoutPage(filter);
  return (
    <>
      <h1>{spam ? 'Inbox: spam' : 'Inbox'}</h1>
      {/* An api released before the outbox sends no `mail`: nothing to say then. */}
      {inbox.data?.mail && <MailNotice mail={inbox.data.mail} />}
      {spam && (
        <p>
          What was marked as spam (a form’s hidden field filled in, as only a program does, or too many links): no one
          was told of it and the sender got no acknowledgement. Open one to say it is not spam.
        </p>
      )}
      {/* The new counts leave spam out: in the spam list they would count something else. */}
      <Kinds filter={filter} counts={spam ? undefined : inbox.data?.newCounts} />
      <FilterForm key={search} filter={filter} onApply={apply} />
      <div className={styles.actions}>
        <ExportCsv filter={filter} />
        {spam ? (
          <Link to={listPath({ ...rest, spam: undefined })}>Back to the inbox</Link>
        ) : (
          <Link to={listPath({ ...rest, spam: 'true' })}>See spam</Link>
        )}
      </div>
      {inbox.state === 'failed' ? (
        <Failure failure={inbox.failure} retry={inbox.reload} />
      ) : inbox.data ? (
        <>
          <ItemsTable reply={inbox.data} spam={spam} />
          <Pages filter={filter} reply={inbox.data} />
        </>
      ) : null}
      <p role="status">{inbox.state === 'loading' ? 'Loading…' : ''}</p>
    </>
  );
}

/** /inbox: everything the site received, newest first, filtered by the address's query (spam apart). */
export function InboxPage() {
  const [params] = useSearchParams();
  return (
    <InboxFrame title={readFilter(params).spam ? 'Inbox: spam' : 'Inbox'}>
      <InboxList />
    </InboxFrame>
  );
}
