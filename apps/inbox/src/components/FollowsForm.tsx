import { useState, type ReactNode } from 'react';
import { useSession } from '@storefront/shell';
import {
  HELP_QUERY_TOPICS,
  NOTIFY_KINDS,
  STAFF_ENDPOINTS,
  type FollowsReply,
  type HelpQueryTopic,
  type NotifyKind,
} from '@storefront/types/forms';
import { focusFirstInvalid } from '@storefront/ui/forms';
import { NOTIFY_LABELS } from '../data/labels';
import { StaffForm, type SendState } from './StaffForm';
import styles from './Inbox.module.css';

/** What staff who have not chosen get: the api's rule, in words. */
export const NOT_CHOSEN = 'You have not chosen yet: admins get every kind until they choose; staff get none.';

/** A list in the order its choices are shown, whatever order it was ticked in. */
const inOrder = <T extends string>(order: readonly T[], chosen: ReadonlySet<T>) => order.filter((v) => chosen.has(v));

function toggle<T>(set: ReadonlySet<T>, value: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}

/** One box of a group: ticked while its value is in `chosen`; ticking it adds the value, or takes it out. */
function Check<T extends string>({
  name,
  value,
  chosen,
  invalid,
  onChange,
  children,
}: {
  name: string;
  value: T;
  chosen: ReadonlySet<T>;
  invalid: boolean;
  onChange: (update: (chosen: ReadonlySet<T>) => ReadonlySet<T>) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={chosen.has(value)}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange((set) => toggle(set, value, event.target.checked))}
      />{' '}
      {children}
    </label>
  );
}

/** A group of boxes' error in words, as a field's (the group's aria-describedby names its id). */
function ChecksError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="sf-field__error">
      <span aria-hidden="true">! </span>
      {error}
    </p>
  ) : null;
}

/**
 * "Mail I get": the kinds of item the staff member is mailed about when one arrives, and for help
 * queries which topics. Starts from what the api read; saves the whole choice at once.
 */
export function FollowsForm({ follows }: { follows: FollowsReply }) {
  const { call } = useSession();
  const [saved, setSaved] = useState(follows);
  const [kinds, setKinds] = useState<ReadonlySet<NotifyKind>>(() => new Set(follows.kinds));
  const [topics, setTopics] = useState<ReadonlySet<HelpQueryTopic>>(() => new Set(follows.helpTopics));
  const [result, setResult] = useState<SendState & { fields?: Record<string, string> | undefined }>({
    sending: false,
  });

  const submit = async (form: HTMLFormElement) => {
    setResult({ sending: true });
    const reply = await call(STAFF_ENDPOINTS.setFollows.path, {
      body: { kinds: inOrder(NOTIFY_KINDS, kinds), helpTopics: inOrder(HELP_QUERY_TOPICS, topics) },
      accept: STAFF_ENDPOINTS.setFollows.accept,
    });
    if (reply.ok) {
      setSaved(reply.data);
      setKinds(new Set(reply.data.kinds));
      setTopics(new Set(reply.data.helpTopics));
      setResult({ sending: false, tone: 'success', message: reply.data.success ?? 'Saved.' });
    } else {
      const fields = reply.kind === 'rejected' ? reply.fields : undefined;
      setResult({ sending: false, tone: 'error', message: reply.error, fields });
      // The topics' first box, or the kinds': where the trouble is.
      if (fields) focusFirstInvalid(form, fields);
    }
  };

  const topicsError = result.fields?.helpTopics;
  const kindsError = result.fields?.kinds;
  return (
    <StaffForm
      path={STAFF_ENDPOINTS.setFollows.path}
      labelledBy="follows-title"
      noValidate
      onSend={submit}
      state={result}
      label="Save mail choices"
    >
      <h2 id="follows-title">Mail I get</h2>
      <p>
        When something arrives of a kind you follow, a mail tells you, at {saved.email}. Spam is never mailed about.
      </p>
      {!saved.chosen && <p className={styles.hint}>{NOT_CHOSEN}</p>}
      <fieldset className={styles.checks} aria-describedby={kindsError ? 'follows-kinds-error' : undefined}>
        <legend>Tell me when one of these arrives</legend>
        {NOTIFY_KINDS.map((kind) => (
          <div key={kind}>
            <Check name="kinds" value={kind} chosen={kinds} invalid={!!kindsError} onChange={setKinds}>
              {NOTIFY_LABELS[kind]}
            </Check>
            {kind === 'help' && (
              <fieldset
                className={`${styles.checks} ${styles.topics}`}
                aria-describedby={topicsError ? 'follows-topics-error' : undefined}
              >
                <legend>Help query topics (with Help queries ticked)</legend>
                {HELP_QUERY_TOPICS.map((topic) => (
                  <Check
                    key={topic}
                    name="helpTopics"
                    value={topic}
                    chosen={topics}
                    invalid={!!topicsError}
                    onChange={setTopics}
                  >
                    {topic}
                  </Check>
                ))}
                <ChecksError id="follows-topics-error" error={topicsError} />
              </fieldset>
            )}
          </div>
        ))}
        <ChecksError id="follows-kinds-error" error={kindsError} />
      </fieldset>
    </StaffForm>
  );
}
