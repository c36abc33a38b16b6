/**
 * The outbox's IndexedDB store, behind a tiny promise wrapper: database `storefront`, store
 * `outbox` (docs/product.md#storage-keys). It runs in a page and in the service worker, so it uses
 * `globalThis` only, never `window` or the DOM.
 */
export const OUTBOX_DB = 'storefront';
export const OUTBOX_STORE = 'outbox';
const VERSION = 1;

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    // Throws where there is no IndexedDB (a private mode, an old browser): the caller falls back.
    const request = globalThis.indexedDB.open(OUTBOX_DB, VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(OUTBOX_STORE))
        request.result.createObjectStore(OUTBOX_STORE, { keyPath: 'key' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the site opening it: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error(`Could not open ${OUTBOX_DB}`));
  });
}

/** The database, opened once per context (page or worker). */
export function database(): Promise<IDBDatabase> {
  opening ??= open().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Closes the database; the next use opens it again (tests start each case from an empty one). */
export async function closeDatabase(): Promise<void> {
  const db = await opening?.catch(() => undefined);
  opening = undefined;
  db?.close();
}

/**
 * Runs `work` in one transaction on the store and resolves with what it gives once the
 * transaction has committed (what it wrote is then on disk), or rejects if it fails (quota).
 * `work` uses the requests' callbacks, not awaits: a transaction ends when a task has no request
 * left in it.
 */
export async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => () => T): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(OUTBOX_STORE, mode);
    const result = work(transaction.objectStore(OUTBOX_STORE));
    transaction.oncomplete = () => resolve(result());
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('The outbox was not written'));
  });
}
