/* @jsxRuntime automatic */

import { NoticeDrawing } from '@mobile/remote-member/src/features/notice/notice-drawing';
import {
  type AnnouncementList,
  announcementRequest,
  noticeTypesFrom,
  PLAYER_NOTICE_TYPES,
} from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { apiValue } from '../api-value';
import { keyedCache } from '../keyed-cache';

/** The API must answer within this, or the page is drawn without its content (the frame alone). */
const API_TIMEOUT_MS = 800;
/** The list is kept this long per merchant: a new announcement reaches the drawing soon after. */
export const NOTICE_TTL_MS = 5_000;

/** remote-member's catalogue of one language, as its build has it (what its drawings read of it). */
export type MemberCatalogue = { notice?: { title?: unknown }; promotions?: { title?: unknown } };

/**
 * The player announcements of a merchant (the list a guest's /m/notice shows first), one API call per
 * merchant per NOTICE_TTL_MS; null when the API did not answer in time.
 */
export function cachedNotices(apiOrigin: string, now: () => number = Date.now) {
  return keyedCache<AnnouncementList>(
    async (merchantCode) => {
      const query = new URLSearchParams(announcementRequest(merchantCode, PLAYER_NOTICE_TYPES));
      const list = await apiValue<AnnouncementList | undefined>({
        apiOrigin,
        path: `/wps/relay/MCSFE_getListAnnouncements?${query}`,
        headers: { 'X-Merchant-Code': merchantCode },
        timeoutMs: API_TIMEOUT_MS,
      });
      return Array.isArray(list?.content) ? list : null;
    },
    (list) => (list ? NOTICE_TTL_MS : 0),
    now,
  );
}

/**
 * /m/notice for a guest: the announcement titles (its largest paint). Not for a signed-in player (their
 * read marks are theirs: the page draws unread dots the server cannot know), not for another list of
 * types than the players', not for an empty list (the page's empty state says it with its own words).
 */
export function drawNotice(
  list: AnnouncementList | null,
  catalogue: MemberCatalogue,
  request: { signedIn: boolean; search: string },
): ReactNode | null {
  if (request.signedIn || noticeTypesFrom(request.search) !== PLAYER_NOTICE_TYPES) return null;
  const label = catalogue.notice?.title;
  if (!list || list.content.length === 0 || typeof label !== 'string') return null;
  return <NoticeDrawing label={label} notices={list.content} />;
}
