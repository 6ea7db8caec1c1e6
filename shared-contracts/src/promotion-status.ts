import type { RewardStatus } from './reward-status';

/** How a player takes part: apply (reviewed by the operator), daily sign-in, or nothing to do. */
export type PromotionKind = 'apply' | 'signin' | 'info';

export interface PromotionState {
  kind: PromotionKind;
  startsAt: string;
  endsAt: string;
  /** The member's application, when there is one. */
  entry: 'applying' | 'rejected' | 'issued' | 'claimed' | null;
  signedToday: boolean;
}

/**
 * The status a promotion shows to a member (SPEC text table, the reward centre's words): coming before
 * it starts, closed after it ends, else the member's own progress; null when there is nothing yet.
 */
export function promotionStatus(state: PromotionState, now: Date): RewardStatus | null {
  if (now < new Date(state.startsAt)) return 'coming';
  if (now >= new Date(state.endsAt)) return 'closed';
  if (state.kind === 'apply') return state.entry;
  if (state.kind === 'signin') return state.signedToday ? 'signed' : null;
  return null;
}

/** What the member can do now: apply once, sign in once a day, or nothing. */
export function promotionAction(kind: PromotionKind, status: RewardStatus | null): 'apply' | 'signin' | null {
  if (status !== null) return null;
  return kind === 'info' ? null : kind;
}
