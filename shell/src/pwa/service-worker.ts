/// <reference lib="webworker" />
// The shell's service worker (issue 11), built by tools/build/service-worker-config.cjs after the shell.
import { FRAME_COOKIES, LANGUAGES } from '@mobile/shared-contracts';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { offlinePageOf, swRouteOf } from './sw-rules';

declare const self: ServiceWorkerGlobalScope & {
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};
declare const __PRECACHE_MANIFEST__: { url: string; revision: string | null }[];

// A new version takes over at once, so an update applies on the next load.
self.addEventListener('install', () => {
  self.skipWaiting();
});
// Navigation preload: the browser asks for the page while this worker wakes up, instead of after it.
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), self.registration.navigationPreload?.enable()]));
});

// The shell: every JS and CSS file, the offline pages and the icons, cache-first by their hashed names.
cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);

// Remotes' hashed chunks on their own origins: at once from the cache, refreshed behind.
registerRoute(
  ({ url, request }) => swRouteOf(url, self.location.origin, request.mode, request.method) === 'remote-chunk',
  new StaleWhileRevalidate({
    cacheName: 'remote-chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

async function offlinePage(): Promise<Response> {
  const hint = await self.cookieStore?.get(FRAME_COOKIES.language).catch(() => null);
  const page =
    (await matchPrecache(offlinePageOf(hint?.value, LANGUAGES))) ??
    (await matchPrecache(offlinePageOf(null, LANGUAGES)));
  return page ?? new Response('Network slow or offline.', { status: 503 });
}

// Pages: always from the network (the HTML carries the frame drawn for this merchant and language);
// the offline page of the player's language when there is no network.
registerRoute(
  ({ url, request }) => swRouteOf(url, self.location.origin, request.mode, request.method) === 'navigation',
  async ({ request, event }) => {
    try {
      const preloaded: Response | undefined = await (event as FetchEvent).preloadResponse;
      return preloaded ?? (await fetch(request));
    } catch {
      return offlinePage();
    }
  },
);
// Everything else (API, merchant manifest, remoteEntry.js, mf-manifest.json) is not handled: the network.
