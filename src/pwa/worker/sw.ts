/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa's injectManifest builds it into `sw.js`): the precache of
 * what a child plays with, the app shell for every other address, and the build's other files
 * kept once fetched. It answers a prerendered page with its modules named in its markup
 * (./device-start.ts).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { startsOnDevice } from './device-start';
import { APP_SHELL, NOT_THE_APP } from './routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

// The page asks the waiting version to take over (src/pwa/service-worker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** A page from the precache, its modules named in its markup for the browser to fetch at once. */
async function onDevice(page: Response): Promise<Response> {
  const headers = new Headers(page.headers);
  // The body changes length.
  headers.delete('content-length');
  return new Response(startsOnDevice(await page.text()), {
    status: page.status,
    statusText: page.statusText,
    headers,
  });
}

addPlugins([
  {
    cachedResponseWillBeUsed: async ({ cachedResponse, event }) =>
      cachedResponse && event instanceof FetchEvent && event.request.mode === 'navigate'
        ? onDevice(cachedResponse)
        : cachedResponse,
  },
]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL(APP_SHELL), { denylist: NOT_THE_APP }));
// Whatever the precache leaves out is kept once it has been fetched: the build's files never
// change under a name, so the kept copy is always right.
registerRoute(
  ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'sprouts-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);
