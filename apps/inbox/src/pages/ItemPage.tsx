import { useCallback, useRef, useState } from 'react';
import { Link, useParams } from '@storefront/shell';
import { SUBMISSION_KINDS, type InboxItemReply, type StatusEvent, type SubmissionKind } from '@storefront/types/forms';
import { NotFound } from '@storefront/ui';
import { formatRupees } from '@storefront/ui/money';
import { FormStatus } from '@storefront/ui/forms';
import { CvDownload } from '../components/CvDownload';
import { InboxFrame } from '../components/InboxFrame';
import { Loaded } from '../components/Loaded';
import { MailList } from '../components/MailList';
import { NotSpam } from '../components/NotSpam';
import { ReplyForm } from '../components/ReplyForm';
import { ScrollTable } from '../components/ScrollTable';
import { StatusForm } from '../components/StatusForm';
import styles from '../components/Inbox.module.css';
import { enquiryLines, mailtoHref, optionsText, plainFields, telHref } from '../data/item';
import { KIND_LABELS, STATUS_LABELS, fieldLabel, fieldText, formatWhen } from '../data/labels';
import { useLiveMails } from '../hooks/useLiveMails';
import { useStaffData } from '../hooks/useStaffData';

type Item = InboxItemReply['item'];

const LINE_COLUMNS = [
  'Service',
  'Options',
  { label: 'Quantity', className: styles.number },
  { label: 'Price', className: styles.number },
  { label: 'Amount', className: styles.number },
];

function Lines({ fields }: { fields: Item['fields'] }) {
  const enquiry = enquiryLines(fields);
  if (!enquiry) return null;
  return (
    <section>
      <h2 id="lines-title">Services asked about</h2>
      <ScrollTable labelledBy="lines-title" columns={LINE_COLUMNS}>
        <tbody>
          {enquiry.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">{line.name}</th>
              <td>{optionsText(line.options)}</td>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{formatRupees(line.price)}</td>
              <td className={styles.number}>{formatRupees(line.price * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Sub total
            </th>
            <td className={styles.number}>{formatRupees(enquiry.subtotal)}</td>
          </tr>
        </tfoot>
      </ScrollTable>
    </section>
  );
}

function History({ history }: { history: StatusEvent[] }) {
  if (!history.length) return <p>Nobody has changed its status yet.</p>;
  return (
    <ol className={styles.history} aria-label="Status history">
      {history.map((event, index) => (
        <li key={index}>
          <strong>{STATUS_LABELS[event.status]}</strong>, by {event.by.name} ({event.by.email}),{' '}
          <time dateTime={event.at}>{formatWhen(event.at)}</time>
          {event.note && <span className={styles.note}>Note: {event.note}</span>}
        </li>
      ))}
    </ol>
  );
}

/** Who sent it, in one line: the name, the email to write to and the phone to call, each when given. */
function Sender({ item }: { item: Item }) {
  const parts = [
    item.name && <span key="name">{item.name}</span>,
    item.email && (
      <a key="email" href={mailtoHref(item.email)}>
        {item.email}
      </a>
    ),
    item.phone && (
      <a key="phone" href={telHref(item.phone)}>
        {item.phone}
      </a>
    ),
  ].filter(Boolean);
  if (!parts.length) return null;
  return <p>From {parts.flatMap((part, index) => (index ? [', ', part] : [part]))}</p>;
}

/** What the page changes of an item, from the api's answers, until it reads the item again. */
type Changes = Partial<Pick<Item, 'status' | 'history' | 'mails' | 'spam'>>;

function ItemView({ item }: { item: Item }) {
  const [changes, setChanges] = useState<Changes>({});
  const [notSpam, setNotSpam] = useState<string>();
  const [replies, setReplies] = useState(0);
  const title = useRef<HTMLHeadingElement>(null);
  // The defaults: an api released before the outbox sends neither (the inbox is released on its own).
  const { status, history, mails = [], spam = false } = { ...item, ...changes };
  const change = (next: Changes) => setChanges((c) => ({ ...c, ...next }));
  useLiveMails(
    item.id,
    mails,
    useCallback((next) => setChanges((c) => ({ ...c, mails: next })), []),
  );
  return (
    <article aria-labelledby="item-title">
      <p>
        <Link to={`/inbox?kind=${item.kind}${spam ? '&spam=true' : ''}`}>
          All {KIND_LABELS[item.kind].many.toLowerCase()}
          {spam ? ' marked as spam' : ''}
        </Link>
      </p>
      <h1 id="item-title" ref={title} tabIndex={-1} className={styles.title}>
        {KIND_LABELS[item.kind].one} {item.reference}
      </h1>
      <Sender item={item} />
      <p>
        Received <time dateTime={item.receivedAt}>{formatWhen(item.receivedAt)}</time>. Status:{' '}
        <strong className={status === 'new' ? styles.new : undefined}>{STATUS_LABELS[status]}</strong>
      </p>
      {spam && (
        <NotSpam
          id={item.id}
          onDone={(reply) => {
            change({ spam: false, mails: reply.mails });
            setNotSpam(reply.success);
            // The notice and its button are gone: the page's heading keeps the place.
            title.current?.focus();
          }}
        />
      )}
      <FormStatus tone="success">{notSpam}</FormStatus>
      {item.erasedAt && (
        <p role="note" className={styles.notice}>
          Erased on request <time dateTime={item.erasedAt}>{formatWhen(item.erasedAt)}</time>: the sender’s name,
          address, phone number, message and CV are gone, and there is no one to answer. The item stays for the counts.
        </p>
      )}
      <section aria-labelledby="fields-title">
        <h2 id="fields-title">What was sent</h2>
        <dl className={styles.fields}>
          {plainFields(item.fields, item.kind).map(([key, value]) => (
            <div key={key}>
              <dt>{fieldLabel(key)}</dt>
              <dd>{fieldText(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Lines fields={item.fields} />
      {item.cv && <CvDownload id={item.id} cv={item.cv} />}
      <MailList mails={mails} onChanged={(next) => change({ mails: next })} />
      {item.email && !spam && (
        <ReplyForm
          id={item.id}
          to={item.name || item.email}
          email={item.email}
          onSent={(reply) => {
            change({ status: reply.status, history: reply.history, mails: reply.mails });
            setReplies((n) => n + 1);
          }}
        />
      )}
      <StatusForm
        // A reply marks the item answered: the form starts again from the status it gave.
        key={replies}
        id={item.id}
        status={status}
        onChanged={(reply) => change({ status: reply.status, history: reply.history })}
      />
      <section aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        <History history={history} />
      </section>
    </article>
  );
}

const isKind = (kind: string | undefined): kind is SubmissionKind =>
  (SUBMISSION_KINDS as readonly string[]).includes(kind ?? '');

function ItemLoader({ kind, id }: { kind: SubmissionKind; id: string }) {
  return (
    <Loaded read={useStaffData('item', { id })}>
      {({ item }) =>
        // The address names the kind: an id of another kind's item is not found here.
        item.kind === kind ? <ItemView key={item.id} item={item} /> : <NotFound />
      }
    </Loaded>
  );
}

/** /inbox/:kind/:id: one item, every field as sent, its CV, its mails, the reply form, its status and history. */
export function ItemPage() {
  const { kind, id = '' } = useParams();
  if (!isKind(kind)) return <NotFound />;
  return (
    <InboxFrame title={KIND_LABELS[kind].one}>
      <ItemLoader kind={kind} id={id} />
    </InboxFrame>
  );
}
