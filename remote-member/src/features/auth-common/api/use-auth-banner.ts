import { useMount } from '@mobile/react-kit';
import { announcementRequest, apiQuery, authBannerImageSrc } from '@mobile/shared-contracts';
import { useQueries } from '@tanstack/react-query';

/** Image address: absolute URLs and site paths as given, bare file paths under the site's first CDN. */
export const bannerImageSrc = authBannerImageSrc;

/**
 * The first banner image of the first group (in order of preference) that has one; `null` when none
 * has (the page then shows its default image); `undefined` while loading.
 */
export function useAuthBanner(groups: readonly string[]): string | null | undefined {
  const { api, merchant } = useMount();
  const results = useQueries({
    // The shell's home banners make the same call, hence the same key: a banner already fetched is reused.
    queries: groups.map((groupName) =>
      apiQuery(api, 'announcements', announcementRequest(merchant.manifest.merchantCode, 'B', groupName), {
        member: null,
      }),
    ),
  });
  for (const result of results) {
    if (result.isPending) return undefined;
    const image = result.data?.content
      .map((item) => bannerImageSrc(item.url, merchant.settings.imageCdns))
      .find((src) => src !== null);
    if (image) return image;
  }
  return null;
}
