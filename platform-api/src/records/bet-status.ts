import type { BetStatus } from '@mobile/shared-contracts';

export interface SubOrderState {
  status: string;
  payoutCents: number;
}

/**
 * An order's status from its sub-orders: pending while any pick awaits its draw, cancelled when every
 * pick was cancelled, else won when anything paid, else lost. Without sub-orders, by the payout.
 */
export function orderStatusOf(payoutCents: number, subs: readonly SubOrderState[]): BetStatus {
  if (subs.length === 0) return payoutCents > 0 ? 'won' : 'lost';
  if (subs.some((s) => s.status === 'pending')) return 'pending';
  if (subs.every((s) => s.status === 'cancelled')) return 'cancelled';
  return subs.some((s) => s.status !== 'cancelled' && s.payoutCents > 0) ? 'won' : 'lost';
}

/** A lottery pick can be cancelled while it is pending and its draw is still ahead. */
export function isSubOrderCancellable(status: string, drawAt: string, now: Date): boolean {
  return status === 'pending' && Date.parse(drawAt) > now.getTime();
}

/** Order number shown to the player: B and the bet id, eight digits at least. */
export function orderNoOf(betId: number): string {
  return `B${String(betId).padStart(8, '0')}`;
}
