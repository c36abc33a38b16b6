// The site's service worker, switched off (docs/releasing.md#the-sites-service-worker): released in
// place of sw.js, it replaces the worker of every visitor at their next page load online, deletes
// every cache the worker kept and unregisters itself. It answers no request: pages go to the
// network as if there had never been a worker. Releasing the host again with its own sw.js (a
// fixed release, or `pnpm rollback host`) brings the worker back.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) await caches.delete(name);
      await self.registration.unregister();
    })(),
  );
});
