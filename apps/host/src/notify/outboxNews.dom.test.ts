import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotifyApi } from '@storefront/shell';
import { OUTBOX_DB, OUTBOX_STORE, keepSubmission, readOutbox, sendWaiting } from '@storefront/shell/outbox';
import { HELP_QUERY } from '@storefront/shell/testing';
import { startOutbox } from './outboxNews';

const query = HELP_QUERY;
const keep = (key: string) => keepSubmission({ key, endpoint: 'help', url: 'http://api.test/api/help', body: query });
const answering = (status: number, body: unknown) => {
  const fetchImpl = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  return fetchImpl;
};
const stored = () => answering(201, { success: 'Thanks, Asha!', reference: 'HLP-7K3Q9M' });

let stops: (() => void)[] = [];
function start(fetchImpl: typeof fetch) {
  const notify = vi.fn<NotifyApi['notify']>();
  stops.push(startOutbox({ notify }, fetchImpl));
  return notify;
}

// Each case starts from an empty outbox (the page's module keeps its database open).
beforeEach(async () => {
  await readOutbox(); // made, if it is not yet
  const db = await new Promise<IDBDatabase>((resolve) => {
    const open = indexedDB.open(OUTBOX_DB);
    open.onsuccess = () => resolve(open.result);
  });
  await new Promise((resolve) => {
    const tx = db.transaction(OUTBOX_STORE, 'readwrite');
    tx.objectStore(OUTBOX_STORE).clear();
    tx.oncomplete = resolve;
  });
  db.close();
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

describe('startOutbox', () => {
  it('sends what waits at the start and tells the visitor its reference, once', async () => {
    await keep('key-a-0000000000000');
    const notify = start(stored());
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Your help query was sent. Your reference is HLP-7K3Q9M.', {
        autoClose: false,
      }),
    );
    await vi.waitFor(async () => expect(await readOutbox()).toMatchObject([{ state: 'sent', announced: true }]));
    const later = start(stored());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(later).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('sends again when the browser is back online', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    let online = false;
    const api = stored();
    const notify = start((input, init) => (online ? api(input, init) : offline(input, init)));
    await keep('key-a-0000000000000');
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', expect.stringContaining('HLP-7K3Q9M'), expect.anything()),
    );
  });

  it('tells what another tab or the worker sent while nobody was here, and what was refused', async () => {
    await keep('key-a-0000000000000');
    await sendWaiting(answering(400, { error: 'Enter an email address like name@example.com' }));
    const api = stored();
    const notify = start(api);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Your help query could not be sent: Enter an email address like name@example.com. Please open the form and send it again; what you typed is kept there.',
        { autoClose: false },
      ),
    );
    expect(api).not.toHaveBeenCalled();
  });
});
