/* @jsxRuntime automatic */

import { promotionsViewOf } from '@mobile/remote-member/src/features/promotions/promotion-query';
import { PromotionsDrawing } from '@mobile/remote-member/src/features/promotions/promotions-drawing';
import { isRewardStatus, type Promotion, type RewardStatus, rewardStatusKey } from '@mobile/shared-contracts';
import type { Texts } from '@mobile/shell/src/ui/texts';
import type { ReactNode } from 'react';
import { apiValue } from '../api-value';
import { keyedCache } from '../keyed-cache';
import type { MemberCatalogue } from './notice-drawing';

/** The API must answer within this, or the page is drawn without its content (the frame alone). */
const API_TIMEOUT_MS = 800;
/** The list is kept this long per merchant: a new promotion, or one that opens or closes, reaches it soon. */
export const PROMOTIONS_TTL_MS = 5_000;

/** The fields the drawing shows, checked: anything else in the answer and nothing is drawn. */
const isDrawable = (value: unknown): value is Promotion => {
  const promotion = value as Partial<Promotion> | null;
  return (
    typeof promotion?.id === 'number' &&
    typeof promotion.title === 'string' &&
    typeof promotion.summary === 'string' &&
    (promotion.status === null || (typeof promotion.status === 'string' && isRewardStatus(promotion.status)))
  );
};

/**
 * A merchant's promotions as a guest gets them (no session: statuses coming / closed only), one API call
 * per merchant per PROMOTIONS_TTL_MS; null when the API did not answer in time or answered another shape.
 */
export function cachedPromotions(apiOrigin: string, now: () => number = Date.now) {
  return keyedCache<Promotion[]>(
    async (merchantCode) => {
      const list = await apiValue<unknown>({
        apiOrigin,
        path: '/wps/relay/MCSFE_promotionList',
        headers: { 'X-Merchant-Code': merchantCode },
        timeoutMs: API_TIMEOUT_MS,
      });
      return Array.isArray(list) && list.every(isDrawable) ? list : null;
    },
    (list) => (list ? PROMOTIONS_TTL_MS : 0),
    now,
  );
}

/**
 * /m/activity for a guest: the promotion cards (its largest paint, public data). Not for a signed-in player:
 * their list carries their own statuses (applying, issued, claimed, signed in), which the server, without
 * their session, cannot know (decision 0602). Not where the page shows something else than the list: a
 * promotion's detail (`?id=`), the empty state.
 */
export function drawPromotions(
  list: readonly Promotion[] | null,
  catalogue: MemberCatalogue,
  texts: Texts,
  request: { signedIn: boolean; search: string },
): ReactNode | null {
  if (request.signedIn || !list) return null;
  const label = catalogue.promotions?.title;
  const view = promotionsViewOf(list, request.search);
  if (view.kind !== 'list' || typeof label !== 'string') return null;
  const statusText = (status: RewardStatus) => texts(rewardStatusKey(status));
  return <PromotionsDrawing label={label} promotions={view.promotions} statusText={statusText} />;
}
