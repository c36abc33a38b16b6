import { ENDPOINT_ROUTES, type FieldErrors, type SubmissionKind, type SubmissionReply } from '@storefront/types';
import { callApi } from '../api/client';
import { withStore } from './db';

/**
 * The form outbox (docs/product.md#forms, "Sent later"): a form the api could not be reached for is
 * kept in IndexedDB with its idempotency key and sent again later, in the order it was kept, by
 * whichever context gets there first: a page at its start or back online, or the service worker on
 * a Background Sync. The key makes a send that reached the api twice one stored form. No React, no
 * DOM: the service worker runs this too.
 */

/** The Background Sync tag the page registers and the service worker's `sync` event answers. */
export const OUTBOX_SYNC_TAG = 'sf-outbox';
/** The Web Lock held while a context sends: two tabs and the worker never send at once. */
export const OUTBOX_LOCK = 'sf-outbox';
/** The BroadcastChannel that tells every tab (and the worker) an entry was sent or refused. */
export const OUTBOX_CHANNEL = 'sf-outbox';

export type OutboxState = 'waiting' | 'sent' | 'refused';

/** What the api said when it refused an entry (a 4xx): its words, and its field messages. */
export interface OutboxRefusal {
  status: number;
  error: string;
  fields?: FieldErrors;
}

export interface OutboxEntry {
  /** The idempotency key it is sent with, every time. */
  key: string;
  endpoint: SubmissionKind;
  /** The endpoint's full URL, as known when it was kept (a worker has no page to ask). */
  url: string;
  /**
   * The form's fields as the page sent them, a CV as the File itself (IndexedDB keeps it whole).
   * Emptied once sent: the agency has it, the phone need not.
   */
  body: Record<string, unknown>;
  /** Sent as multipart (with its file), else JSON. */
  multipart: boolean;
  /**
   * The session's bearer when it was kept: a form sent signed in is the account's (My account). A
   * session ended by the time it goes costs only that; forgotten once sent or refused.
   */
  token?: string;
  /** When it was kept (ms): entries are sent in this order. */
  createdAt: number;
  state: OutboxState;
  /** The api's reply once sent. */
  reply?: SubmissionReply;
  /** The api's refusal. */
  error?: OutboxRefusal;
  /** The visitor has been told it was sent or refused (a notification). */
  announced: boolean;
  /** Its form has shown what became of it. */
  shownInForm: boolean;
}

/** What a context hears when an entry was sent or refused: the entry without its fields or bearer. */
export type OutboxNews = Omit<OutboxEntry, 'body' | 'token'>;

/** An entry as news. */
function newsOf(entry: OutboxEntry): OutboxNews {
  const { body: _body, token: _token, ...news } = entry;
  return news;
}

export interface KeepInput {
  key: string;
  endpoint: SubmissionKind;
  url: string;
  body: Record<string, unknown>;
  multipart?: boolean;
  token?: string | null;
}

/** Entries settled this long ago are dropped when another is kept: the outbox does not grow forever. */
const KEEP_SETTLED_MS = 30 * 24 * 60 * 60 * 1000;

const STATES: readonly string[] = ['waiting', 'sent', 'refused'];
/** A stored value read back defensively: another version of the site may have written it. */
function isEntry(value: unknown): value is OutboxEntry {
  const entry = value as Partial<OutboxEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.key === 'string' &&
    typeof entry.url === 'string' &&
    typeof entry.createdAt === 'number' &&
    typeof entry.body === 'object' &&
    entry.body !== null &&
    (entry.token === undefined || typeof entry.token === 'string') &&
    STATES.includes(entry.state as string) &&
    (entry.endpoint as string) in ENDPOINT_ROUTES
  );
}

const inOrder = (a: OutboxEntry, b: OutboxEntry) => a.createdAt - b.createdAt || (a.key < b.key ? -1 : 1);

/** Every entry, oldest first. */
export async function readOutbox(): Promise<OutboxEntry[]> {
  return withStore('readonly', (store) => {
    const all = store.getAll();
    return () => (all.result as unknown[]).filter(isEntry).sort(inOrder);
  });
}

/** One entry changed (if it is there and `change` gives a new one), in one transaction; gives the entry as stored. */
function update(key: string, change: (entry: OutboxEntry) => OutboxEntry | null): Promise<OutboxEntry | undefined> {
  return withStore('readwrite', (store) => {
    let stored: OutboxEntry | undefined;
    const read = store.get(key);
    read.onsuccess = () => {
      if (!isEntry(read.result)) return;
      stored = read.result;
      const next = change(stored);
      if (!next) return;
      store.put(next);
      stored = next;
    };
    return () => stored;
  });
}

let lastCreated = 0;

/**
 * Keeps a form that could not be sent. Keeping it again with the same key (a second tap while
 * offline) changes nothing once it has been sent or refused, and otherwise keeps its first place.
 * Rejects when it cannot be kept (no IndexedDB, storage full): the caller says the api could not
 * be reached, as before.
 */
export async function keepSubmission(input: KeepInput): Promise<OutboxEntry> {
  const now = Date.now();
  // Two kept in the same millisecond still have an order.
  const createdAt = (lastCreated = Math.max(now, lastCreated + 1));
  return withStore('readwrite', (store) => {
    let kept: OutboxEntry | undefined;
    const all = store.getAll();
    all.onsuccess = () => {
      const entries = (all.result as unknown[]).filter(isEntry);
      for (const old of entries)
        if (old.state !== 'waiting' && old.key !== input.key && now - old.createdAt > KEEP_SETTLED_MS)
          store.delete(old.key);
      const existing = entries.find((entry) => entry.key === input.key);
      if (existing && existing.state !== 'waiting') {
        kept = existing;
        return;
      }
      kept = {
        key: input.key,
        endpoint: input.endpoint,
        url: input.url,
        body: input.body,
        multipart: input.multipart ?? false,
        ...(input.token && { token: input.token }),
        createdAt: existing?.createdAt ?? createdAt,
        state: 'waiting',
        announced: false,
        shownInForm: false,
      };
      store.put(kept);
    };
    return () => kept!;
  });
}

// Where BroadcastChannel is missing, this context's own listeners are still told.
const localListeners = new Set<(news: OutboxNews) => void>();

function announce(entry: OutboxEntry) {
  const news = newsOf(entry);
  if (typeof BroadcastChannel === 'undefined') {
    localListeners.forEach((listener) => listener(news));
    return;
  }
  // Every other BroadcastChannel object of this name hears it: other tabs, the worker, and this
  // context's own listeners (each has its own object).
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(news);
  channel.close();
}

/** Calls `listener` whenever an entry is sent or refused, in any tab or the worker; gives what stops it. */
export function onOutboxNews(listener: (news: OutboxNews) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') {
    localListeners.add(listener);
    return () => void localListeners.delete(listener);
  }
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const news = event.data as OutboxNews | null;
    if (news && typeof news.key === 'string' && STATES.includes(news.state)) listener(news);
  };
  return () => channel.close();
}

/** A 4xx the api will answer the same way however often it is sent; a timeout or too many requests may pass later. */
const refuses = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** One round: each entry still waiting, oldest first, sent once. */
async function sendRound(fetchImpl: typeof fetch): Promise<OutboxNews[]> {
  const settled: OutboxNews[] = [];
  for (const entry of (await readOutbox()).filter((e) => e.state === 'waiting')) {
    const route = ENDPOINT_ROUTES[entry.endpoint];
    // The url is the endpoint's whole address: callApi adds nothing to it.
    const result = await callApi(
      entry.url,
      '',
      {
        body: entry.body,
        multipart: entry.multipart,
        accept: route.accept,
        idempotencyKey: entry.key,
        token: entry.token,
      },
      fetchImpl,
    );
    // Not reached: the rest would not be either. They wait for the next round.
    if (!result.ok && result.kind === 'network') break;
    let outcome: Pick<OutboxEntry, 'state' | 'reply' | 'error' | 'body' | 'token'> | null = null;
    if (result.ok) outcome = { state: 'sent', reply: result.data, body: {}, token: undefined };
    else if (result.kind === 'rejected' && refuses(result.status))
      outcome = {
        state: 'refused',
        body: entry.body,
        token: undefined,
        error: { status: result.status, error: result.error, ...(result.fields && { fields: result.fields }) },
      };
    // A 5xx (or a reply without a reference): the api may take it later, under the same key.
    if (!outcome) continue;
    const stored = await update(entry.key, (current) =>
      current.state === 'waiting' ? { ...current, ...outcome } : null,
    );
    if (stored?.state === outcome.state) {
      announce(stored);
      settled.push(newsOf(stored));
    }
  }
  return settled;
}

// Without Web Locks, the rounds of this context still run one after the other.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Sends every waiting entry once, oldest first, and gives the entries sent or refused in this
 * round (each also announced on the channel). Holds the `sf-outbox` Web Lock while it sends, so
 * two tabs and the service worker never send the same entry at the same moment; a round that
 * waited for the lock reads the outbox afresh. The api not reached: the round stops, the rest
 * waits. A 5xx: that entry waits. A 2xx: sent, with the api's reply. A 4xx: refused, with its
 * error. Never rejects for a failed send; rejects if the outbox cannot be read.
 */
export function sendWaiting(
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<OutboxNews[]> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  const round = (): Promise<OutboxNews[]> =>
    // (The lock's promise settles with the round's own result; its DOM typing nests it.)
    locks
      ? (locks.request(OUTBOX_LOCK, () => sendRound(fetchImpl)) as unknown as Promise<OutboxNews[]>)
      : sendRound(fetchImpl);
  const next = queue.then(round, round);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * For the service worker's `sync` event (`event.waitUntil(syncOutbox())` when `event.tag` is
 * OUTBOX_SYNC_TAG): one round, then a rejection if anything still waits, so that the browser
 * tries the sync again later (Background Sync retries a rejected one, with a growing delay).
 */
export async function syncOutbox(fetchImpl?: typeof fetch): Promise<OutboxNews[]> {
  const settled = await sendWaiting(fetchImpl);
  const waiting = (await readOutbox()).filter((entry) => entry.state === 'waiting').length;
  if (waiting) throw new Error(`${waiting} form(s) still waiting to be sent`);
  return settled;
}

/** Entries sent or refused that no one has told the visitor about yet, oldest first. */
export async function unannounced(): Promise<OutboxNews[]> {
  return (await readOutbox()).filter((entry) => entry.state !== 'waiting' && !entry.announced).map(newsOf);
}

/** The visitor has been told about this entry. */
export async function markAnnounced(key: string): Promise<void> {
  await update(key, (entry) => (entry.announced ? null : { ...entry, announced: true }));
}

/** The newest entry a form (its endpoint) kept, in whatever state. */
export async function latestFor(endpoint: SubmissionKind): Promise<OutboxEntry | undefined> {
  return (await readOutbox()).filter((entry) => entry.endpoint === endpoint).at(-1);
}

/** Its form has shown what became of this entry. */
export async function markShownInForm(key: string): Promise<void> {
  await update(key, (entry) => (entry.shownInForm ? null : { ...entry, shownInForm: true }));
}

/**
 * The form sent this entry itself (tapped again once back online, the same key) and has shown the
 * reply: it is sent, and nobody needs telling again.
 */
export async function markSentByForm(key: string, reply: SubmissionReply): Promise<void> {
  await update(key, (entry) =>
    entry.state === 'waiting' ? { ...entry, state: 'sent', reply, body: {}, announced: true, shownInForm: true } : null,
  );
}

/**
 * Asks the service worker, if there is one with Background Sync, to send the outbox once the
 * connection is back, even with the page closed. Nothing happens without them.
 */
export function requestSync(): void {
  const workers = (globalThis.navigator as Navigator | undefined)?.serviceWorker;
  void workers?.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(
        OUTBOX_SYNC_TAG,
      ),
    )
    .catch(() => undefined);
}
