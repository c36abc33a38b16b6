import { ENDPOINT_ROUTES, type EndpointRoute, type SubmissionKind, type SubmissionReply } from '@storefront/types';
import type { PageFormName, ReplyOf } from '@storefront/types/forms';
import type { ApiClient } from '../api/context';
import type { ApiResult } from '../api/client';
import { readToken } from '../api/token';
import type { SubmissionMemory, SubmissionStatus } from '../api/submission';
import {
  keepSubmission,
  latestFor,
  markSentByForm,
  markShownInForm,
  onOutboxNews,
  requestSync,
  type OutboxNews,
} from './outbox';

/**
 * A form's sends (useSubmission), loaded only when a form sends or the page has time, in the
 * outbox's chunk: once it is here, a form the api cannot be reached for can be kept even offline.
 * docs/product.md#forms
 */

/** What each stored form is, in what a kept form says. */
const WHAT: Record<SubmissionKind, string> = {
  newsletter: 'subscription',
  help: 'query',
  partner: 'application',
  job: 'application',
  enquiry: 'enquiry',
};

/** What a kept form says (docs/product.md#forms): saved here, sent later, the reference then. */
export const keptMessage = (name: SubmissionKind) =>
  `No connection: your ${WHAT[name]} is saved on this phone and will be sent when the connection is back; you can keep browsing or close this page. We will show your reference once it is sent.`;

/** The forms the api stores: they carry an idempotency key and may be kept. Login and sign-up do not. */
const stored = (name: PageFormName): name is SubmissionKind => name in WHAT;

/** A form as the key compares it: its fields, a file by name, size and date (the same file picked again is the same form). */
export const signature = (body: object) =>
  JSON.stringify(body, (_name, value: unknown) =>
    value instanceof File ? [value.name, value.size, value.lastModified] : value,
  );

type Status = SubmissionStatus<PageFormName>;

const kept = (name: SubmissionKind, saved: Record<string, unknown> | null): Status => ({
  state: 'kept',
  reply: null,
  failure: { ok: false, kind: 'network', error: keptMessage(name) },
  saved,
});

/**
 * Sends a form: the same key while the form is sent again unchanged after a failure (a double tap,
 * a retry after a lost reply: the api stores it once), a new one once it was sent or changed. Not
 * reached: kept in the outbox for later (and a Background Sync asked for); if it cannot be kept
 * (no IndexedDB, storage full), the api could not be reached, as before. Gives the status to show
 * and the api's result.
 */
export async function submitForm<N extends PageFormName>(
  api: ApiClient,
  name: N,
  body: object,
  memory: SubmissionMemory,
): Promise<[SubmissionStatus<N>, ApiResult<ReplyOf<N>>]> {
  // The table pairs each name with its reply guard; TypeScript cannot follow N through it.
  const { path, multipart, accept } = ENDPOINT_ROUTES[name] as EndpointRoute<ReplyOf<N>>;
  let attempt = memory.last;
  if (stored(name)) {
    const form = signature(body);
    if (attempt?.signature !== form) attempt = { key: crypto.randomUUID(), signature: form };
    memory.last = attempt;
  }
  // A stored form sent signed in is the account's (My account): it goes with the session's bearer.
  const token = stored(name) ? readToken() : null;
  const result = await api.call(path, { body, multipart, accept, idempotencyKey: attempt?.key, token });
  if (result.ok) {
    memory.last = null;
    // Sent from the form while it also waited in the outbox: nobody needs telling again.
    if (attempt?.kept) await markSentByForm(attempt.key, result.data as SubmissionReply).catch(() => undefined);
    return [{ state: 'sent', reply: result.data, failure: null, saved: null }, result];
  }
  const failed: SubmissionStatus<N> = { state: 'failed', reply: null, failure: result, saved: null };
  if (!attempt || !stored(name) || result.kind !== 'network') return [failed, result];
  try {
    const url = await api.url(path);
    await keepSubmission({ key: attempt.key, endpoint: name, url, body: { ...body }, multipart: !!multipart, token });
  } catch {
    return [failed, result];
  }
  requestSync();
  attempt.kept = true;
  return [kept(name, null) as SubmissionStatus<N>, result];
}

/** What a form shows of one of its entries sent or refused. */
function settled(news: OutboxNews, body: Record<string, unknown> | null): Status | null {
  if (news.state === 'sent' && news.reply) return { state: 'sent', reply: news.reply, failure: null, saved: null };
  if (news.state !== 'refused' || !news.error) return null;
  const { status, error, fields } = news.error;
  return { state: 'failed', reply: null, failure: { ok: false, kind: 'rejected', status, error, fields }, saved: body };
}

/**
 * Shows a form what became of what it kept: at once, its newest entry if it still waits (its
 * fields as `saved`), or if it was sent or refused and the form has not shown that yet; then, while
 * the form is there, the news of the entry it shows as kept. What the form has shown counts as
 * shown for it. Gives what stops it.
 */
export function followForm(
  name: PageFormName,
  memory: SubmissionMemory,
  show: (change: (current: Status) => Status) => void,
): () => void {
  if (!stored(name)) return () => undefined;
  let live = true;
  latestFor(name).then(
    (entry) => {
      const status =
        !live || !entry
          ? null
          : entry.state === 'waiting'
            ? kept(name, entry.body)
            : entry.shownInForm
              ? null
              : settled(entry, entry.body);
      if (!entry || !status) return;
      show((current) => {
        // Something sent since the form appeared is newer than its old entry.
        if (current.state !== 'idle') return current;
        memory.last = status.state === 'sent' ? null : { key: entry.key, signature: signature(entry.body), kept: true };
        if (status.state !== 'kept') void markShownInForm(entry.key).catch(() => undefined);
        return status;
      });
    },
    () => undefined, // no outbox here: nothing was kept
  );
  const stop = onOutboxNews((news) => {
    const status = live && news.key === memory.last?.key && memory.last.kept ? settled(news, null) : null;
    if (!status) return;
    // Sent: the next send is a new form. Refused: sent again unchanged, it would be refused again.
    memory.last = status.state === 'sent' ? null : { ...memory.last!, kept: false };
    show(() => status);
    void markShownInForm(news.key).catch(() => undefined);
  });
  return () => {
    live = false;
    stop();
  };
}
