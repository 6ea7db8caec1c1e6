import {
  type AnnouncementList,
  announcementRequest,
  enabledRemotes,
  pickImageCdn,
  type RemoteName,
  systemStatusOf,
} from '@mobile/shared-contracts';
import { type Banner, bannersOf } from '@mobile/shell/src/home/banners-of';
import { apiValue } from '../api-value';
import type { ManifestOf } from './merchant-manifest';

/** What the home frame needs from the platform, per merchant. */
export interface MerchantFrameData {
  siteName: string;
  enabledRemotes: readonly RemoteName[];
  /** The home banners (group m_home) that have an image. */
  banners: Banner[];
}

/** The API must answer within this, or the player gets the plain shell (drawn by its JavaScript). */
const API_TIMEOUT_MS = 800;
/** Site name and banners are kept this long: a changed banner reaches the frame soon after. */
export const FRAME_DATA_TTL_MS = 5_000;

const get = <T>(apiOrigin: string, path: string, headers: Record<string, string>): Promise<T> =>
  apiValue<T>({ apiOrigin, path, headers, timeoutMs: API_TIMEOUT_MS });

interface Settings {
  siteName: string;
  imageCdns: string[];
}

/** The merchant's site name and home banners (the manifest comes from the shared reader). */
async function fetchMerchantContent(
  apiOrigin: string,
  merchantCode: string,
): Promise<Omit<MerchantFrameData, 'enabledRemotes'>> {
  const headers = { 'X-Merchant-Code': merchantCode };
  const [settings, banners] = await Promise.all([
    get<Settings>(apiOrigin, '/wps/system/settings/consolidated', headers),
    get<AnnouncementList>(
      apiOrigin,
      `/wps/relay/MCSFE_getListAnnouncements?${new URLSearchParams(announcementRequest(merchantCode, 'B', 'm_home'))}`,
      headers,
    ),
  ]);
  const cdn = pickImageCdn(settings.imageCdns, Math.random());
  return { siteName: settings.siteName, banners: bannersOf(banners, cdn) };
}

/** The status gate depends on the player's address (region restriction), so it is asked per request. */
export async function isSiteOpen(
  apiOrigin: string,
  merchantCode: string,
  playerIp: string,
): Promise<boolean> {
  const status = await get<Parameters<typeof systemStatusOf>[0]>(apiOrigin, '/wps/system/status', {
    'X-Merchant-Code': merchantCode,
    'X-Forwarded-For': playerIp,
  });
  return systemStatusOf(status) === 0;
}

/**
 * Merchant data: site name and banners cached for FRAME_DATA_TTL_MS, one request in flight per merchant;
 * the enabled remotes from `manifestOf`, the manifest reader the page preloads share.
 */
export function cachedFrameData(apiOrigin: string, manifestOf: ManifestOf, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; data: Promise<Omit<MerchantFrameData, 'enabledRemotes'>> }>();
  const contentOf = (merchantCode: string) => {
    const hit = cache.get(merchantCode);
    if (hit && now() - hit.at < FRAME_DATA_TTL_MS) return hit.data;
    const data = fetchMerchantContent(apiOrigin, merchantCode);
    cache.set(merchantCode, { at: now(), data });
    data.catch(() => cache.delete(merchantCode));
    return data;
  };
  return async (merchantCode: string): Promise<MerchantFrameData> => {
    const [manifest, content] = await Promise.all([manifestOf(merchantCode), contentOf(merchantCode)]);
    if (!manifest) throw new Error(`no manifest of ${merchantCode}`);
    return { ...content, enabledRemotes: enabledRemotes(manifest) };
  };
}
