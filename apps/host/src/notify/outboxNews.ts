import type { NotifyApi, NotifyKind } from '@storefront/shell';
import { markAnnounced, onOutboxNews, sendWaiting, unannounced, type OutboxNews } from '@storefront/shell/outbox';

/**
 * Forms kept in the outbox while the api could not be reached are sent from here, and the visitor
 * told, on whatever page they are (docs/product.md#forms): loaded at idle time once the page works
 * (start/startPage.tsx), it sends what waits at once (the next start), again whenever the browser
 * is back online, and shows a notification for each form sent or refused, here or by another tab or
 * the service worker, and for those nobody was there to see.
 */

const WHAT: Record<OutboxNews['endpoint'], string> = {
  newsletter: 'newsletter subscription',
  help: 'help query',
  partner: 'partner application',
  job: 'job application',
  enquiry: 'enquiry',
};

/** What the visitor reads about a form sent or refused from the outbox. */
export function outboxMessage(news: OutboxNews): { kind: NotifyKind; message: string } {
  const what = WHAT[news.endpoint];
  if (news.state === 'sent' && news.reply)
    return { kind: 'success', message: `Your ${what} was sent. Your reference is ${news.reply.reference}.` };
  const reason = news.error?.error.trim().replace(/([^.!?])$/, '$1.') ?? '';
  return {
    kind: 'error',
    message: `Your ${what} could not be sent: ${reason} Please open the form and send it again; what you typed is kept there.`,
  };
}

/** Starts sending and telling; gives what stops it. `fetchImpl` for tests. */
export function startOutbox(notify: NotifyApi, fetchImpl?: typeof fetch): () => void {
  // A form's news can arrive twice here (the channel, and the read of what nobody was told).
  const told = new Set<string>();
  const tell = (news: OutboxNews) => {
    if (news.state === 'waiting' || told.has(news.key)) return;
    told.add(news.key);
    const { kind, message } = outboxMessage(news);
    // A reference is to be noted: it stays until closed.
    notify.notify(kind, message, { autoClose: false });
    void markAnnounced(news.key).catch(() => undefined);
  };
  const stop = onOutboxNews(tell);
  const send = () =>
    void sendWaiting(fetchImpl)
      .then(() => unannounced())
      .then((news) => news.forEach(tell))
      // No IndexedDB here: nothing was ever kept.
      .catch(() => undefined);
  send();
  globalThis.addEventListener('online', send);
  return () => {
    stop();
    globalThis.removeEventListener('online', send);
  };
}
