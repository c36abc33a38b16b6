import { useState, type FormEvent } from 'react';
import { useFormAction, useSession } from '@storefront/shell';
import {
  HELP_QUERY_TOPICS,
  NOTIFY_KINDS,
  STAFF_ENDPOINTS,
  type FollowsReply,
  type HelpQueryTopic,
  type NotifyKind,
} from '@storefront/types/forms';
import { FormStatus, focusFirstInvalid } from '@storefront/ui/forms';
import { NOTIFY_LABELS } from '../data/labels';
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

/**
 * "Mail I get": the kinds of item the staff member is mailed about when one arrives, and for help
 * queries which topics. Starts from what the api read; saves the whole choice at once.
 */
export function FollowsForm({ follows }: { follows: FollowsReply }) {
  const { call } = useSession();
  const [saved, setSaved] = useState(follows);
  const [kinds, setKinds] = useState<ReadonlySet<NotifyKind>>(() => new Set(follows.kinds));
  const [topics, setTopics] = useState<ReadonlySet<HelpQueryTopic>>(() => new Set(follows.helpTopics));
  const [result, setResult] = useState<{
    sending: boolean;
    tone?: 'success' | 'error';
    message?: string;
    fields?: Record<string, string> | undefined;
  }>({ sending: false });

  // Sent by script only (with the staff token): a browser's own post is refused by the api.
  const action = useFormAction(STAFF_ENDPOINTS.setFollows.path);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
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
    <form
      method="post"
      action={action}
      className={styles.form}
      aria-labelledby="follows-title"
      noValidate
      onSubmit={(event) => void submit(event)}
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
            <label className={styles.check}>
              <input
                type="checkbox"
                name="kinds"
                value={kind}
                checked={kinds.has(kind)}
                aria-invalid={kindsError ? true : undefined}
                onChange={(event) => setKinds((k) => toggle(k, kind, event.target.checked))}
              />{' '}
              {NOTIFY_LABELS[kind]}
            </label>
            {kind === 'help' && (
              <fieldset
                className={`${styles.checks} ${styles.topics}`}
                aria-describedby={topicsError ? 'follows-topics-error' : undefined}
              >
                <legend>Help query topics (with Help queries ticked)</legend>
                {HELP_QUERY_TOPICS.map((topic) => (
                  <label key={topic} className={styles.check}>
                    <input
                      type="checkbox"
                      name="helpTopics"
                      value={topic}
                      checked={topics.has(topic)}
                      aria-invalid={topicsError ? true : undefined}
                      onChange={(event) => setTopics((t) => toggle(t, topic, event.target.checked))}
                    />{' '}
                    {topic}
                  </label>
                ))}
                {topicsError && (
                  <p id="follows-topics-error" className="sf-field__error">
                    <span aria-hidden="true">! </span>
                    {topicsError}
                  </p>
                )}
              </fieldset>
            )}
          </div>
        ))}
        {kindsError && (
          <p id="follows-kinds-error" className="sf-field__error">
            <span aria-hidden="true">! </span>
            {kindsError}
          </p>
        )}
      </fieldset>
      <button type="submit" className="sf-btn" disabled={result.sending}>
        {result.sending ? 'Saving…' : 'Save mail choices'}
      </button>
      <FormStatus tone={result.tone}>{result.message}</FormStatus>
    </form>
  );
}
