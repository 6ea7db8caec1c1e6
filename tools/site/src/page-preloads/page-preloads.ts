import { type MerchantManifest, REMOTE_NAMES } from '@mobile/shared-contracts';
import { viewerSeesPage } from '@mobile/shell/src/frame/page-frame-route';
import type { FastifyRequest } from 'fastify';
import { frameRequestOf } from '../home-frame/frame-request';
import { MANIFEST_TTL_MS, type ManifestOf, vouchedEntry } from '../home-frame/merchant-manifest';
import { drawnStateOf } from '../home-frame/render-home-frame';
import { keyedCache } from '../keyed-cache';
import { BANNER_GROUP_OF_PAGE, bannerImageOf } from './banner-image';
import { PAGE_ASSETS_FILE, type PageAssets, parsePageAssets } from './page-assets';
import { imageLink, pageOf, preloadLinks, preloadTarget, withPreloadLinks } from './preload-links';

/** page-assets.json (and the login banner's call) must answer within this, or the page goes without them. */
const FETCH_TIMEOUT_MS = 500;
/** The HTML waits at most this for the preloads (a cold cache); later requests find them cached. */
const HTML_WAIT_MS = 300;
/** A remote's table is kept this long; a table that could not be had is asked for again after FAILED_TTL_MS. */
export const ASSETS_TTL_MS = 60_000;
export const FAILED_TTL_MS = 10_000;

export interface PagePreloadsOptions {
  /** The merchant manifest, from the reader the drawn frame uses too (one API call for both). */
  manifestOf: ManifestOf;
  /** The API, for the login banner's call (0532). */
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

/**
 * The preloads of a deep link (decision 0461): the owner remote's entry, the page's chunks and the remote's
 * catalogue, from the merchant manifest and the remote's page-assets.json. Any failure (API or remote slow,
 * down, or answering something else) gives the page without preloads, as before.
 */
export function createPagePreloads(options: PagePreloadsOptions) {
  const get = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const assetsOf = keyedCache<PageAssets>(
    async (entry) => {
      const response = await get(new URL(PAGE_ASSETS_FILE, entry).href, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      return response.ok ? parsePageAssets(await response.json()) : null;
    },
    (assets) => (assets ? ASSETS_TTL_MS : FAILED_TTL_MS),
    now,
    // A refresh never holds up a page: the table it replaces is used only while its integrity is vouched for.
    { answerWhileRefreshing: true },
  );

  // Per merchant and group; kept as long as the manifest (an operator's new banner shows soon after).
  const bannerOf = keyedCache<string>(
    (key) => {
      const [merchantCode = '', group = ''] = key.split('\n');
      return bannerImageOf(get, options.apiOrigin, merchantCode, group, FETCH_TIMEOUT_MS);
    },
    () => MANIFEST_TTL_MS,
    now,
  );

  /**
   * Every other remote's table is asked for beside this page's (not awaited): the first deep link into each
   * remote finds its table here instead of waiting for it (and going without preloads past HTML_WAIT_MS).
   */
  function warmOthers(manifest: MerchantManifest): void {
    for (const remote of REMOTE_NAMES) {
      const vouched = vouchedEntry(manifest, remote);
      if (vouched) void assetsOf(vouched.entry);
    }
  }

  /** The preload tags of one request's page; [] when there is nothing to preload or it could not be had. */
  async function links(request: PageRequest): Promise<string[]> {
    // No API call for a path that is no page (a missing file under /m, an unknown address).
    const route = pageOf(request.url);
    if (!route) return [];
    const viewer = frameRequestOf(request.host, request.cookie);
    // Nor for a page the shell will not show this player (it sends them to login or home): decision 0501.
    if (!viewerSeesPage(route, viewer)) return [];
    const { merchantCode, language } = viewer;
    const manifest = await options.manifestOf(merchantCode);
    if (manifest) warmOthers(manifest);
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
      const page = html.toString();
      return withPreloadLinks(page, found, drawnStateOf(page));
    },
  };
}
