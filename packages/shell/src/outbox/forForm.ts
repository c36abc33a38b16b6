import type { SubmissionKind, SubmissionReply } from '@storefront/types';
import type { ApiFailed } from '../api/client';
import {
  keepSubmission,
  latestFor,
  markSentByForm,
  markShownInForm,
  onOutboxNews,
  requestSync,
  type KeepInput,
  type OutboxNews,
} from './outbox';

/**
 * The outbox as a form's submission (useSubmission) uses it, loaded only when a form needs it:
 * keep what could not be sent, and show what became of it (docs/product.md#forms).
 */

/** What a form shows of one of its entries. */
export type FormView =
  | { state: 'kept'; key: string; body: Record<string, unknown> }
  | { state: 'sent'; key: string; reply: SubmissionReply }
  | { state: 'failed'; key: string; failure: ApiFailed; body: Record<string, unknown> };

/** Keeps the form for later and asks for a Background Sync; rejects when it cannot be kept. */
export async function keepForForm(input: KeepInput): Promise<void> {
  await keepSubmission(input);
  requestSync();
}

export { markSentByForm };

const settledView = (news: OutboxNews, body: Record<string, unknown>): FormView | null =>
  news.state === 'sent' && news.reply
    ? { state: 'sent', key: news.key, reply: news.reply }
    : news.state === 'refused' && news.error
      ? {
          state: 'failed',
          key: news.key,
          body,
          failure: {
            ok: false,
            kind: 'rejected',
            status: news.error.status,
            error: news.error.error,
            ...(news.error.fields && { fields: news.error.fields }),
          },
        }
      : null;

/**
 * Shows a form what became of what it kept: at once, its newest entry if it still waits, or if it
 * was sent or refused and the form has not shown that yet; then, while the form is there, the news
 * of the entry it shows as kept (`keptKey`). What the form has shown counts as shown for it.
 * Gives what stops it.
 */
export function followForm(
  endpoint: SubmissionKind,
  keptKey: () => string | undefined,
  show: (view: FormView, atStart: boolean) => void,
): () => void {
  let live = true;
  latestFor(endpoint).then(
    (entry) => {
      if (!live || !entry) return;
      if (entry.state === 'waiting') return show({ state: 'kept', key: entry.key, body: entry.body }, true);
      const view = entry.shownInForm ? null : settledView(entry, entry.body);
      if (!view) return;
      show(view, true);
      void markShownInForm(entry.key).catch(() => undefined);
    },
    () => undefined, // no outbox here: nothing was kept
  );
  const stop = onOutboxNews((news) => {
    const view = live && news.endpoint === endpoint && news.key === keptKey() ? settledView(news, {}) : null;
    if (!view) return;
    show(view, false);
    void markShownInForm(news.key).catch(() => undefined);
  });
  return () => {
    live = false;
    stop();
  };
}
