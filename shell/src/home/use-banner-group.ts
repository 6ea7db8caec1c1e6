import {
  type AnnouncementList,
  type ApiClient,
  announcementRequest,
  apiQuery,
  pickImageCdn,
} from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useShell } from '../app/shell-context';
import { bannersOf } from './banners-of';

/** Banners (type B) of one group, e.g. m_home or m_video. */
export const bannerGroupQuery = (api: ApiClient, merchantCode: string, groupName: string) =>
  queryOptions({
    // Banners are the same for every visitor: asked before the session is known and shared with the member
    // remote's auth banners, they are cached as a guest's.
    ...apiQuery(api, 'announcements', announcementRequest(merchantCode, 'B', groupName), { member: null }),
  });

/** The group's banners that have an image, with image addresses resolved against the site's CDN. */
export function useBannerGroup(groupName: string) {
  const { api, merchant } = useShell();
  const [cdn] = useState(() => pickImageCdn(merchant.settings.imageCdns, Math.random()));
  const select = useCallback((list: AnnouncementList) => bannersOf(list, cdn), [cdn]);
  return useQuery({ ...bannerGroupQuery(api, merchant.manifest.merchantCode, groupName), select });
}
