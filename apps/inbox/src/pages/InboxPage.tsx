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

function ItemsTable({ reply }: { reply: InboxReply }) {
  if (!reply.items.length) return <p>Nothing here matches this filter.</p>;
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
  return (
    <>
      <h1>Inbox</h1>
      <Kinds filter={filter} counts={inbox.data?.newCounts} />
      <FilterForm key={search} filter={filter} onApply={apply} />
      <div className={styles.actions}>
        <ExportCsv filter={filter} />
      </div>
      {inbox.state === 'failed' ? (
        <Failure failure={inbox.failure} retry={inbox.reload} />
      ) : inbox.data ? (
        <>
          <ItemsTable reply={inbox.data} />
          <Pages filter={filter} reply={inbox.data} />
        </>
      ) : null}
      <p role="status">{inbox.state === 'loading' ? 'Loading…' : ''}</p>
    </>
  );
}

/** /inbox: everything the site received, newest first, filtered by the address's query. */
export function InboxPage() {
  return (
    <InboxFrame title="Inbox">
      <InboxList />
    </InboxFrame>
  );
}
