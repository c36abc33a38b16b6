import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@storefront/shell';
import { ITEM_STATUSES, SEARCH_MAX } from '@storefront/types/forms';
import { withoutPage, type Filter, type FilterKey } from '../data/filter';
import { KIND_LABELS, KIND_ORDER, STATUS_LABELS } from '../data/labels';
import styles from './Inbox.module.css';

const OPTIONS: Partial<Record<FilterKey, { any: string; options: { value: string; label: string }[] }>> = {
  kind: { any: 'Every kind', options: KIND_ORDER.map((kind) => ({ value: kind, label: KIND_LABELS[kind].many })) },
  status: {
    any: 'Any status',
    options: ITEM_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  },
};

/** A labelled filter control (every one may stay empty, so not the forms' required fields). */
function Control({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = `inbox-filter-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/**
 * The list's filter: applied on submit (a new address, so Back returns to the last list). The
 * page gives it a key per address, so what it shows always matches the address.
 */
export function FilterForm({ filter, onApply }: { filter: Filter; onApply: (filter: Filter) => void }) {
  const [draft, setDraft] = useState<Filter>(() => withoutPage(filter));
  const bind = (name: FilterKey) => ({
    name,
    value: draft[name] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
  });
  const select = (name: 'kind' | 'status', id: string) => (
    <select id={id} {...bind(name)}>
      <option value="">{OPTIONS[name]!.any}</option>
      {OPTIONS[name]!.options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    // The filter is the list's address (/inbox?…) either way.
    <form
      role="search"
      aria-label="Filter the inbox"
      method="get"
      action="/inbox"
      className={styles.filters}
      onSubmit={submit}
    >
      <Control label="Kind">{(id) => select('kind', id)}</Control>
      <Control label="Status">{(id) => select('status', id)}</Control>
      <Control label="Received from">{(id) => <input id={id} type="date" {...bind('from')} />}</Control>
      <Control label="Received to">{(id) => <input id={id} type="date" {...bind('to')} />}</Control>
      <Control label="Name, email or phone">
        {(id) => <input id={id} type="search" maxLength={SEARCH_MAX} {...bind('q')} />}
      </Control>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="spam"
          value="true"
          checked={draft.spam === 'true'}
          onChange={(event) => setDraft((d) => ({ ...d, spam: event.target.checked ? 'true' : undefined }))}
        />{' '}
        Spam only
      </label>
      <div className={styles.actions}>
        <button type="submit" className="sf-btn">
          Apply
        </button>
        <Link to="/inbox">Clear</Link>
      </div>
    </form>
  );
}
