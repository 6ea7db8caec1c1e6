/** How the service worker treats a request (issue 11). */
export type SwRoute = 'network-only' | 'navigation' | 'remote-chunk';

/** Platform calls: never cached (balances, sessions, the merchant manifest, banners). */
const API_PATH = /^\/(wps|lgw|lotto)(\/|$)/;
/** A remote's entry and manifest: always from the network, so an operator's switch applies on the next load. */
const REMOTE_ENTRY = /\/(remoteEntry\.js|mf-manifest\.json)$/;
/** webpack's content-hashed files: the same name never holds other bytes. */
const HASHED_CHUNK = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * Pure routing rule of the service worker. The shell's own hashed files are answered from the precache
 * before this rule is asked; what it returns here:
 * - `navigation`: a page of the site, from the network, with the offline page when the network fails;
 * - `remote-chunk`: a hashed chunk of a remote on its own origin, stale-while-revalidate;
 * - `network-only`: everything else, above all the API, remoteEntry.js and mf-manifest.json.
 */
export function swRouteOf(url: URL, selfOrigin: string, mode: RequestMode, method = 'GET'): SwRoute {
  if (method !== 'GET' || API_PATH.test(url.pathname) || REMOTE_ENTRY.test(url.pathname))
    return 'network-only';
  const sameOrigin = url.origin === selfOrigin;
  if (mode === 'navigate')
    return sameOrigin && /^\/m(\/|$)/.test(url.pathname) ? 'navigation' : 'network-only';
  if (!sameOrigin && /^https?:$/.test(url.protocol) && HASHED_CHUNK.test(url.pathname)) return 'remote-chunk';
  return 'network-only';
}

/** The offline page of the player's language (the shell's `mc_lang` hint), English when unknown. */
export function offlinePageOf(language: string | null | undefined, languages: readonly string[]): string {
  const code = language && languages.includes(language) ? language : 'EN';
  return `/m/offline-${code}.html`;
}
