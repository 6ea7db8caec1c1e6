/** One point for every full 10 currency units staked (1,000 cents). */
export const CENTS_PER_POINT = 1_000;

/** Points a stake earns: whole points only, nothing for a stake under 10. */
export function pointsForStake(amountCents: number): number {
  if (!Number.isFinite(amountCents) || amountCents <= 0) return 0;
  return Math.floor(amountCents / CENTS_PER_POINT);
}

/** Whether an item can be redeemed with the member's points: in stock and affordable. */
export function redeemRefusal(
  points: number,
  cost: number,
  stock: number,
): 'OUT_OF_STOCK' | 'INSUFFICIENT_POINTS' | null {
  if (stock <= 0) return 'OUT_OF_STOCK';
  if (points < cost) return 'INSUFFICIENT_POINTS';
  return null;
}
