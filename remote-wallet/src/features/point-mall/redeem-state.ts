import type { MallItem } from '@mobile/shared-contracts';

export type RedeemState = 'available' | 'outOfStock' | 'notEnoughPoints';

/** Whether the member can redeem an item now; the server checks the same again, atomically. */
export function redeemStateOf(points: number, item: Pick<MallItem, 'pointsCost' | 'stock'>): RedeemState {
  if (item.stock <= 0) return 'outOfStock';
  if (points < item.pointsCost) return 'notEnoughPoints';
  return 'available';
}
