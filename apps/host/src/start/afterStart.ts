import type { NotifyApi } from '@storefront/shell';
import type { RemoteLoader } from '../site/remoteLoader';
import { startReport } from './pageReport';
import { startSiteWorker } from './siteWorker';

/**
 * What starts once the page works, in the browser's idle time (./startPage.tsx), in one chunk:
 * - the page's report (docs/product.md#what-visitors-browsers-report);
 * - the site's service worker, for the next visit offline (docs/decisions/0021-offline.md);
 * - the forms kept while offline, sent and told about on any page (docs/product.md#forms). Its code
 *   is the "outbox" chunk the forms load when they cannot reach the api, so either finds it loaded.
 */
export function afterStart({
  root,
  loader,
  apiOrigin,
  notify,
}: {
  root: HTMLElement;
  loader: RemoteLoader;
  apiOrigin: string | undefined;
  notify: NotifyApi;
}): void {
  void startReport(root, loader, apiOrigin);
  void startSiteWorker();
  void import(/* webpackChunkName: "outbox" */ '../notify/outboxNews').then(
    (outbox) => outbox.startOutbox(notify),
    () => undefined,
  );
}
