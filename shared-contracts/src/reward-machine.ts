import type { RewardStatus } from './reward-status';

/** What can happen to a reward: the member signs up or applies, the operator decides, the member claims. */
export const REWARD_ACTIONS = ['open', 'apply', 'approve', 'reject', 'claim', 'close'] as const;
export type RewardAction = (typeof REWARD_ACTIONS)[number];

/**
 * The reward life cycle: coming → signed (the activity opens for a signed-up member) → applying →
 * issued or rejected; issued → claimed (credits the wallet once). Anything not yet settled can be
 * closed (expired or withdrawn); rejected, claimed and closed are final.
 */
const TRANSITIONS: Readonly<Record<RewardStatus, Partial<Record<RewardAction, RewardStatus>>>> = {
  coming: { open: 'signed', close: 'closed' },
  signed: { apply: 'applying', close: 'closed' },
  applying: { approve: 'issued', reject: 'rejected', close: 'closed' },
  issued: { claim: 'claimed', close: 'closed' },
  rejected: {},
  claimed: {},
  closed: {},
};

/** The status after `action`, or null when the action is not allowed from `status`. */
export function rewardTransition(status: RewardStatus, action: RewardAction): RewardStatus | null {
  return TRANSITIONS[status][action] ?? null;
}

export function canClaimReward(status: RewardStatus): boolean {
  return rewardTransition(status, 'claim') !== null;
}

export function isFinalRewardStatus(status: RewardStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0;
}
