/**
 * @storefront/shell/outbox: the form outbox (docs/product.md#forms), for the host's start and the
 * service worker. No React and no DOM at the top level: a worker imports it as it is.
 */
export {
  OUTBOX_SYNC_TAG,
  OUTBOX_LOCK,
  OUTBOX_CHANNEL,
  keepSubmission,
  sendWaiting,
  syncOutbox,
  onOutboxNews,
  unannounced,
  markAnnounced,
  latestFor,
  markShownInForm,
  readOutbox,
  requestSync,
} from './outbox';
export type { OutboxEntry, OutboxNews, OutboxRefusal, OutboxState, KeepInput } from './outbox';
export { OUTBOX_DB, OUTBOX_STORE } from './db';
