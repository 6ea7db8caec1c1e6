import {
  type AnnouncementList,
  announcementRequest,
  authBannerImageSrc,
  ENDPOINTS,
  LOGIN_BANNER_GROUP,
  type PageKey,
} from '@mobile/shared-contracts';
import { apiValue } from '../api-value';

/**
 * The pages whose largest paint is a banner of a group the server can read (remote-member's AuthBanner):
 * the login tab's. Register asks two groups in turn and its banner is not a deep link of issue 34.
 */
export const BANNER_GROUP_OF_PAGE: Partial<Record<PageKey, string>> = { login: LOGIN_BANNER_GROUP };

/**
 * The image address the page's banner will show: the group's first banner with an image, under the site's
 * first https CDN (`authBannerImageSrc`, the remote's own rule); null when the group has none (the page then
 * shows its default image) or it is an inline image (nothing to download).
 */
export async function bannerImageOf(
  get: typeof fetch,
  apiOrigin: string,
  merchantCode: string,
  group: string,
  timeoutMs: number,
): Promise<string | null> {
  const ask = <T>(path: string): Promise<T> =>
    apiValue<T>({ apiOrigin, path, headers: { 'X-Merchant-Code': merchantCode }, timeoutMs, fetch: get });
  const query = new URLSearchParams(announcementRequest(merchantCode, 'B', group));
  const [settings, banners] = await Promise.all([
    ask<{ imageCdns: string[] }>(ENDPOINTS.consolidatedSettings.path),
    ask<AnnouncementList>(`${ENDPOINTS.announcements.path}?${query}`),
  ]);
  const image = banners.content
    .map((item) => authBannerImageSrc(item.url, settings.imageCdns))
    .find((src) => src !== null);
  return image && !image.startsWith('data:') ? image : null;
}
