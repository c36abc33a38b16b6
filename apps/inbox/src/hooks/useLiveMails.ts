import { useEffect } from 'react';
import { useSession } from '@storefront/shell';
import { STAFF_ENDPOINTS, staffPath, type ItemMail } from '@storefront/types/forms';

/** How often an item's mails are read again while one is on its way, and while one only waits on a retry. */
export const MAILS_REFRESH_MS = { sending: 4000, retrying: 30_000 };

/**
 * While a mail of the item has not gone yet (a reply just sent, a server that is away), reads the
 * item's mails again now and then and hands them over, so its state moves from Queued to Sent on
 * the page without a reload. Stops once every mail is sent or failed, and when the page goes.
 */
export function useLiveMails(id: string, mails: ItemMail[], onMails: (mails: ItemMail[]) => void): void {
  const { call } = useSession();
  const moving = mails.some((m) => m.state === 'queued' || m.state === 'sending');
  const waiting = moving || mails.some((m) => m.state === 'retrying');
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    const timer = setTimeout(
      () => {
        void call(staffPath('item', id), { accept: STAFF_ENDPOINTS.item.accept }).then((reply) => {
          if (current && reply.ok && reply.data.item.mails) onMails(reply.data.item.mails);
        });
      },
      moving ? MAILS_REFRESH_MS.sending : MAILS_REFRESH_MS.retrying,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // Again after each read: `mails` is a new list each time.
  }, [call, id, mails, moving, waiting, onMails]);
}
