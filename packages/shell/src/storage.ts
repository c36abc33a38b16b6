/**
 * Local storage, read and written defensively: it may be missing (server, tests), disabled or full
 * (privacy modes throw on access), or hold anything another version of the site or a visitor put
 * there. Reads never throw and writes only report. Every stored value of the site goes through here,
 * so a storage failure is logged one way (a warning naming the key) and costs only that value.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function pageStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // some browsers throw on the mere access when storage is disabled
  }
}

/** The raw stored string, or null when there is none or storage cannot be read. */
export function readStored(key: string, storage: Pick<Storage, 'getItem'> | undefined = pageStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read "${key}" from local storage.`, error);
    return null;
  }
}

/** The stored JSON value, or undefined when there is none, storage fails or it is not JSON. */
export function readStoredJson(key: string, storage: Pick<Storage, 'getItem'> | undefined = pageStorage()): unknown {
  const raw = readStored(key, storage);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    console.warn(`Ignoring "${key}" in local storage: it is not JSON.`);
    return undefined;
  }
}

/** Stores a string, or removes the key (null). False when storage refused (full or disabled). */
export function writeStored(
  key: string,
  value: string | null,
  storage: Partial<KeyValueStorage> | undefined = pageStorage(),
): boolean {
  try {
    if (value === null) storage?.removeItem?.(key);
    else storage?.setItem?.(key, value);
    return true;
  } catch (error) {
    console.warn(`Could not save "${key}" to local storage.`, error);
    return false;
  }
}

/** Stores a value as JSON (see writeStored). */
export function writeStoredJson(
  key: string,
  value: unknown,
  storage: Partial<KeyValueStorage> | undefined = pageStorage(),
): boolean {
  return writeStored(key, JSON.stringify(value), storage);
}
