import { type MerchantManifest, parseManifest } from '@mobile/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { frameRequestOf } from '../home-frame/frame-request';
import { BANNER_GROUP_OF_PAGE, bannerImageOf } from './banner-image';
import { PAGE_ASSETS_FILE, type PageAssets, parsePageAssets } from './page-assets';
import { imageLink, pageOf, preloadLinks, preloadTarget, withPreloadLinks } from './preload-links';

/** Each fetch (manifest, page-assets.json) must answer within this, or the page goes without preloads. */
const FETCH_TIMEOUT_MS = 500;
/** The HTML waits at most this for the preloads (a cold cache); later requests find them cached. */
const HTML_WAIT_MS = 300;
/** A manifest is kept as long as the home frame keeps its merchant data: an operator's switch applies soon after. */
export const MANIFEST_TTL_MS = 5_000;
/** A remote's table is kept this long; a table that could not be had is asked for again after FAILED_TTL_MS. */
export const ASSETS_TTL_MS = 60_000;
export const FAILED_TTL_MS = 10_000;
/**
 * The manifest is asked for with this visitor id: not for its arm (no player has it) but so that the answer
 * says which remotes run a canary (`arm` is set only then), whose pages get no preloads.
 */
export const PROBE_VISITOR_ID = 'page-preloads-probe';

export interface PagePreloadsOptions {
  apiOrigin: string;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface PageRequest {
  /** Path and query of the request. */
  url: string;
  host: string | undefined;
  cookie: string | undefined;
  /** The page's origin as the browser sees it, e.g. https://m.example.com. */
  pageOrigin: string;
}

/** What the preloads of a page request depend on, from a request of the gateway or the frame service. */
export function pageRequestOf(request: FastifyRequest): PageRequest {
  return {
    url: request.url,
    host: request.headers.host,
    cookie: request.headers.cookie,
    pageOrigin: `${request.protocol}://${request.headers.host ?? ''}`,
  };
}

/** One value per key, kept `ttl(value)` ms; one request in flight per key; a failure is kept as null. */
function cached<T>(
  load: (key: string) => Promise<T | null>,
  ttl: (value: T | null) => number,
  now: () => number,
) {
  const entries = new Map<string, { until: number; value: Promise<T | null> }>();
  return (key: string): Promise<T | null> => {
    const hit = entries.get(key);
    if (hit && now() < hit.until) return hit.value;
    const value = load(key).catch(() => null);
    const entry = { until: Number.POSITIVE_INFINITY, value };
    entries.set(key, entry);
    void value.then((loaded) => {
      entry.until = now() + ttl(loaded);
    });
    return value;
  };
}

/**
 * The preloads of a deep link (decision 0461): the owner remote's entry, the page's chunks and the remote's
 * catalogue, from the merchant manifest and the remote's page-assets.json. Any failure (API or remote slow,
 * down, or answering something else) gives the page without preloads, as before.
 */
export function createPagePreloads(options: PagePreloadsOptions) {
  const get = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const manifestOf = cached<MerchantManifest>(
    async (merchantCode) => {
      const query = new URLSearchParams({ merchantCode, visitorId: PROBE_VISITOR_ID });
      const response = await get(`${options.apiOrigin}/wps/system/manifest?${query}`, {
        headers: { 'X-Merchant-Code': merchantCode },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const parsed = parseManifest(((await response.json()) as { value?: unknown }).value);
      return parsed.ok ? parsed.manifest : null;
    },
    (manifest) => (manifest ? MANIFEST_TTL_MS : FAILED_TTL_MS),
    now,
  );
  const assetsOf = cached<PageAssets>(
    async (entry) => {
      const response = await get(new URL(PAGE_ASSETS_FILE, entry).href, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      return response.ok ? parsePageAssets(await response.json()) : null;
    },
    (assets) => (assets ? ASSETS_TTL_MS : FAILED_TTL_MS),
    now,
  );

  // Per merchant and group; kept as long as the manifest (an operator's new banner shows soon after).
  const bannerOf = cached<string>(
    (key) => {
      const [merchantCode = '', group = ''] = key.split('\n');
      return bannerImageOf(get, options.apiOrigin, merchantCode, group, FETCH_TIMEOUT_MS);
    },
    () => MANIFEST_TTL_MS,
    now,
  );

  /** The preload tags of one request's page; [] when there is nothing to preload or it could not be had. */
  async function links(request: PageRequest): Promise<string[]> {
    // No API call for a path that is no page (a missing file under /m, an unknown address).
    if (!pageOf(request.url)) return [];
    const { merchantCode, language } = frameRequestOf(request.host, request.cookie);
    const manifest = await manifestOf(merchantCode);
    const target = manifest && preloadTarget(request.url, manifest);
    if (!target) return [];
    // The banner's call goes out beside the remote's table (0532).
    const group = BANNER_GROUP_OF_PAGE[target.route.key];
    const banner = group ? bannerOf(`${merchantCode}\n${group}`) : Promise.resolve(null);
    const assets = await assetsOf(target.entry);
    if (!assets) return [];
    const files = preloadLinks({ target, assets, language, pageOrigin: request.pageOrigin });
    const image = files.length > 0 ? await banner : null;
    return image ? [...files, imageLink(image)] : files;
  }

  return {
    links,
    /** `html` with the page's preloads in its head, waiting for them at most HTML_WAIT_MS. */
    async html(html: string | Buffer, request: PageRequest): Promise<string> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<string[]>((resolve) => {
        timer = setTimeout(() => resolve([]), HTML_WAIT_MS);
      });
      const found = await Promise.race([links(request).catch(() => []), late]);
      clearTimeout(timer);
      return withPreloadLinks(html.toString(), found);
    },
  };
}
